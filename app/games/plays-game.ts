import type { CatalogueSlug } from "./catalogue.ts";

const playsPrefix = "plays/";

/**
 * The route id of the page a game or tool is played on. `app/routes.ts` gives it to each
 * available catalogue entry's page and to no other route, so the game layout's heart knows
 * the game from the matched routes without loading the catalogue
 * (docs/decisions/036-game-pages-from-the-catalogue.md).
 */
export function playsRouteId(game: CatalogueSlug): `plays/${CatalogueSlug}` {
  return `${playsPrefix}${game}`;
}

// Trusted rather than looked up, which keeps the catalogue out of the layout: only routes.ts
// makes ids with this prefix, each from a catalogue slug, and plays-game.test.ts checks the
// whole route table for any other route whose id would pass.
function isPlayedGame(game: string, routeId: string): game is CatalogueSlug {
  return game !== "" && routeId === `${playsPrefix}${game}`;
}

/** The game the deepest matching page plays, when it plays one. */
export function playedGame(matches: readonly { id: string }[]): CatalogueSlug | null {
  for (const { id } of matches.toReversed()) {
    const game = id.slice(playsPrefix.length);
    if (isPlayedGame(game, id)) return game;
  }
  return null;
}
