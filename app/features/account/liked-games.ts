import { catalogue, type CatalogueEntry } from "#app/games/catalogue.ts";

/** The game or tool a page plays, when it can be liked: only pages that exist have a heart. */
export function likeableEntryForPath(pathname: string): CatalogueEntry | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return catalogue.find((entry) => entry.available && entry.path === path) ?? null;
}

export interface NamedPack {
  id: string;
  name: string;
}

export type LikedItem = { kind: "game"; entry: CatalogueEntry } | { kind: "pack"; pack: NamedPack };

/**
 * What the profile lists as liked, in the order it was liked: built-in games by their
 * catalogue entry, community packs by name. Ids neither knows (a pack since deleted or
 * unpublished) are left out rather than shown as bare ids.
 */
export function likedItems(ids: readonly string[], packs: readonly NamedPack[]): LikedItem[] {
  return ids.flatMap((id): LikedItem[] => {
    const entry = catalogue.find((candidate) => candidate.slug === id);
    if (entry) return [{ kind: "game", entry }];
    const named = packs.find((candidate) => candidate.id === id);
    return named ? [{ kind: "pack", pack: named }] : [];
  });
}
