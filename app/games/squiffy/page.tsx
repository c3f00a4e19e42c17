import { usePlayablePacks } from "#app/games/_ui/use-prompt-deck.ts";
import { sharedWhenSignedOut } from "#app/utils/http/shared-page.ts";
import { loadPromptGameFor } from "#app/features/packs/prompt-game.server.ts";
import { promptVisitorOf } from "#app/route-context.server.ts";
import { SquiffyBoard } from "./squiffy-board.tsx";
import type { Route } from "./+types/page";

// Chance is all that differs between signed-out visitors: the deck's seed, which the browser
// replaces with its own (useDeckGame).
export const handle = sharedWhenSignedOut;

// Squiffy needs the table's names before it can deal, so the server renders the start
// screen instead of a first card.
export async function loader({ context }: Route.LoaderArgs) {
  return loadPromptGameFor(promptVisitorOf(context), "squiffy", { dealFirstCard: false });
}

export default function Squiffy({ loaderData }: Route.ComponentProps) {
  const packs = usePlayablePacks("squiffy", loaderData.packs);
  return <SquiffyBoard packs={packs} deck={loaderData.deck} />;
}
