import type { CatalogueSlug } from "#app/games/catalogue.ts";

// The games mix deals from (docs/product-rules.md#mix); a card's `game` names one of them.
export const mixedGames = [
  "never-have-i-ever",
  "most-likely-to",
  "truth-or-dare",
  "category",
  "charades",
  "country-island-city",
] as const satisfies readonly CatalogueSlug[];

type MixedGame = (typeof mixedGames)[number];

export function mixedGame(game: string): MixedGame | undefined {
  return mixedGames.find((slug) => slug === game);
}
