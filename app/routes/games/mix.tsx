import { usePlayablePacks } from "#app/components/game/use-prompt-deck.ts";
import { loadPromptGameFor } from "#app/features/packs/prompt-game.server.ts";
import { MixBoard } from "#app/games/mix/mix-board.tsx";
import type { Route } from "./+types/mix";

export async function loader({ context }: Route.LoaderArgs) {
  return loadPromptGameFor(context, "mix", { dealFirstCard: true });
}

export default function Mix({ loaderData }: Route.ComponentProps) {
  const packs = usePlayablePacks(loaderData.packs);
  return <MixBoard packs={packs} deck={loaderData.deck} />;
}
