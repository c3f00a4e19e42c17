import type { CatalogueSlug } from "./catalogue.ts";

/**
 * What a page under the games layout says it plays, in its route's `handle`: the game the
 * header's heart likes. The page says so itself, so the layout needs no catalogue to know.
 */
export interface PlaysGame {
  plays: CatalogueSlug;
}

export function plays(game: CatalogueSlug): PlaysGame {
  return { plays: game };
}

function isPlaysGame(handle: unknown): handle is PlaysGame {
  return (
    typeof handle === "object" &&
    handle !== null &&
    "plays" in handle &&
    typeof handle.plays === "string"
  );
}

/** The game the deepest matching page plays, when it plays one. */
export function playedGame(matches: readonly { handle: unknown }[]): CatalogueSlug | null {
  for (const match of matches.toReversed()) {
    if (isPlaysGame(match.handle)) return match.handle.plays;
  }
  return null;
}
