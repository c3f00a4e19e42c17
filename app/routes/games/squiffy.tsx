import { usePlayablePacks } from "#app/components/game/use-prompt-deck.ts";
import { loadPromptGameFor } from "#app/features/packs/prompt-game.server.ts";
import { SquiffyBoard } from "#app/games/squiffy/squiffy-board.tsx";
import type { Route } from "./+types/squiffy";

// Squiffy needs the table's names before it can deal, so the server renders the start
// screen instead of a first card.
export async function loader({ context }: Route.LoaderArgs) {
  return loadPromptGameFor(context, "squiffy", { dealFirstCard: false });
}

export default function Squiffy({ loaderData }: Route.ComponentProps) {
  const packs = usePlayablePacks(loaderData.packs);
  return <SquiffyBoard packs={packs} deck={loaderData.deck} />;
}
