import { usePlayablePacks } from "#app/games/_ui/use-prompt-deck.ts";
import { sharedWhenSignedOut } from "#app/utils/http/shared-page.ts";
import { loadPromptGameFor } from "#app/features/packs/prompt-game.server.ts";
import { promptVisitorOf } from "#app/route-context.server.ts";
import { CharadesBoard } from "./charades-board.tsx";
import type { Route } from "./+types/page";

// Chance is all that differs between signed-out visitors: the first card, and the deck's seed,
// which the phone replaces with its own as its game starts (charades-board.tsx).
export const handle = sharedWhenSignedOut;

export async function loader({ context }: Route.LoaderArgs) {
  return loadPromptGameFor(promptVisitorOf(context), "charades", { dealFirstCard: true });
}

export default function Charades({ loaderData }: Route.ComponentProps) {
  const packs = usePlayablePacks("charades", loaderData.packs);
  return <CharadesBoard packs={packs} deck={loaderData.deck} />;
}
