import type { CatalogueEntry, CatalogueKind, Equipment } from "./catalogue.ts";

/** "phone-only": nothing but the phone; an `Equipment` value: entries that need it. */
export type EquipmentFilter = "any" | "phone-only" | Equipment;

export interface CatalogueFilters {
  /** How many are playing; null when the visitor hasn't said. */
  players: number | null;
  equipment: EquipmentFilter;
  alcoholFreeOnly: boolean;
  kind: "all" | CatalogueKind;
}

export const defaultCatalogueFilters: CatalogueFilters = {
  players: null,
  equipment: "any",
  alcoholFreeOnly: false,
  kind: "all",
};

type FilterableEntry = Pick<
  CatalogueEntry,
  "kind" | "minPlayers" | "maxPlayers" | "needs" | "alcoholFreeFriendly"
>;

function fitsEquipment(needs: FilterableEntry["needs"], equipment: EquipmentFilter): boolean {
  if (equipment === "any") return true;
  if (equipment === "phone-only") return needs.length === 0;
  return needs.includes(equipment);
}

/** The entries that suit every chosen filter, in catalogue order. */
export function filterCatalogue<Entry extends FilterableEntry>(
  entries: readonly Entry[],
  filters: CatalogueFilters,
): Entry[] {
  const { players, equipment, alcoholFreeOnly, kind } = filters;
  return entries.filter(
    (entry) =>
      (players === null || (entry.minPlayers <= players && players <= entry.maxPlayers)) &&
      fitsEquipment(entry.needs, equipment) &&
      (!alcoholFreeOnly || entry.alcoholFreeFriendly) &&
      (kind === "all" || entry.kind === kind),
  );
}

/** How many filters differ from the defaults. */
export function activeFilterCount(filters: CatalogueFilters): number {
  return [
    filters.players !== defaultCatalogueFilters.players,
    filters.equipment !== defaultCatalogueFilters.equipment,
    filters.alcoholFreeOnly !== defaultCatalogueFilters.alcoholFreeOnly,
    filters.kind !== defaultCatalogueFilters.kind,
  ].filter(Boolean).length;
}

export function isDefaultFilters(filters: CatalogueFilters): boolean {
  return activeFilterCount(filters) === 0;
}

/** Equipment some entry needs, in first-seen order: the choices worth offering in a filter. */
export function equipmentInUse(entries: readonly FilterableEntry[]): Equipment[] {
  return [...new Set(entries.flatMap((entry) => entry.needs))];
}

export function featuredEntries<Entry extends Pick<CatalogueEntry, "featured">>(
  entries: readonly Entry[],
): Entry[] {
  return entries.filter((entry) => entry.featured);
}
