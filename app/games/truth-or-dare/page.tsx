import { usePlayablePacks } from "#app/games/_ui/use-prompt-deck.ts";
import { sharedWhenSignedOut } from "#app/utils/http/shared-page.ts";
import { loadPromptGameFor } from "#app/features/packs/prompt-game.server.ts";
import { promptVisitorOf } from "#app/route-context.server.ts";
import { TruthOrDareBoard } from "./truth-or-dare-board.tsx";
import type { Route } from "./+types/page";

// Chance is all that differs between signed-out visitors: the deck's seed, which the browser
// replaces with its own (useDeckGame).
export const handle = sharedWhenSignedOut;

// The first player chooses Truth or Dare, so no card is dealt here: the page opens on that choice.
export async function loader({ context }: Route.LoaderArgs) {
  return loadPromptGameFor(promptVisitorOf(context), "truth-or-dare", { dealFirstCard: false });
}

export default function TruthOrDare({ loaderData }: Route.ComponentProps) {
  const packs = usePlayablePacks("truth-or-dare", loaderData.packs);
  return <TruthOrDareBoard packs={packs} deck={loaderData.deck} />;
}
