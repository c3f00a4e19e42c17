import { usePlayablePacks } from "#app/games/_ui/use-prompt-deck.ts";
import { loadPromptGameFor } from "#app/features/packs/prompt-game.server.ts";
import { promptVisitorOf } from "#app/route-context.server.ts";
import { CountryIslandCityBoard } from "./country-island-city-board.tsx";
import type { Route } from "./+types/page";

export async function loader({ context }: Route.LoaderArgs) {
  return {
    ...(await loadPromptGameFor(promptVisitorOf(context), "country-island-city", {
      dealFirstCard: true,
    })),
    // The first letter is drawn from this seed on the server and again, identically, when
    // the page hydrates, so it is in the HTML without a mismatch.
    letterSeed: crypto.getRandomValues(new Uint32Array(1))[0] ?? 0,
  };
}

export default function CountryIslandCity({ loaderData }: Route.ComponentProps) {
  const packs = usePlayablePacks("country-island-city", loaderData.packs);
  return (
    <CountryIslandCityBoard
      packs={packs}
      deck={loaderData.deck}
      letterSeed={loaderData.letterSeed}
    />
  );
}
