import { catalogue, type CatalogueEntry } from "#app/games/catalogue.ts";

/** The game or tool a page plays, when it can be liked: only pages that exist have a heart. */
export function likeableEntryForPath(pathname: string): CatalogueEntry | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return catalogue.find((entry) => entry.available && entry.path === path) ?? null;
}

/**
 * The liked games the profile lists, in the order they were liked. Ids the catalogue does
 * not know (a game since retired, an authored pack) are left out rather than shown as ids.
 */
export function likedCatalogueEntries(ids: readonly string[]): CatalogueEntry[] {
  return ids.flatMap((id) => catalogue.find((entry) => entry.slug === id) ?? []);
}
