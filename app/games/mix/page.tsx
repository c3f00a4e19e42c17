import { usePlayablePacks } from "#app/games/_ui/use-prompt-deck.ts";
import { sharedWhenSignedOut } from "#app/utils/http/shared-page.ts";
import { loadPromptGameFor, shownInAddress } from "#app/features/packs/prompt-game.server.ts";
import { promptVisitorOf } from "#app/route-context.server.ts";
import { MixBoard } from "./mix-board.tsx";
import type { Route } from "./+types/page";

// Chance is all that differs between signed-out visitors: the first card, and the deck's seed,
// which the browser replaces with its own (useDeckGame).
export const handle = sharedWhenSignedOut;

// `?seen=` (Next without the page's script) is a query, which is never shared.
export async function loader({ context, url }: Route.LoaderArgs) {
  return loadPromptGameFor(promptVisitorOf(context), "mix", {
    dealFirstCard: true,
    shown: shownInAddress(url),
  });
}

export default function Mix({ loaderData }: Route.ComponentProps) {
  const packs = usePlayablePacks("mix", loaderData.packs);
  return <MixBoard packs={packs} deck={loaderData.deck} />;
}
