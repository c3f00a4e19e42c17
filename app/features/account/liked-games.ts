import { catalogue, type CatalogueEntry } from "#app/games/catalogue.ts";

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
