import { usePlayablePacks } from "#app/components/game/use-prompt-deck.ts";
import { loadPromptGameFor } from "#app/features/packs/prompt-game.server.ts";
import { CharadesBoard } from "#app/games/charades/charades-board.tsx";
import type { Route } from "./+types/charades";

export async function loader({ context }: Route.LoaderArgs) {
  return loadPromptGameFor(context, "charades", { dealFirstCard: true });
}

export default function Charades({ loaderData }: Route.ComponentProps) {
  const packs = usePlayablePacks(loaderData.packs);
  return <CharadesBoard packs={packs} deck={loaderData.deck} />;
}
