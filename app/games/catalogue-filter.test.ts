import { describe, expect, test } from "vitest";
import games from "#app/i18n/en/games.json";
import gameRules from "#app/i18n/en/gameRules.json";
import { catalogue, type CatalogueEntry } from "./catalogue.ts";
import {
  activeFilterCount,
  defaultCatalogueFilters,
  equipmentInUse,
  featuredEntries,
  filterCatalogue,
  isDefaultFilters,
  type CatalogueFilters,
} from "./catalogue-filter.ts";

function entry(overrides: Partial<CatalogueEntry> & Pick<CatalogueEntry, "slug">): CatalogueEntry {
  return {
    kind: "game",
    path: `/games/${overrides.slug}`,
    rulesArticle: null,
    minPlayers: 2,
    maxPlayers: 16,
    needs: [],
    alcoholFreeFriendly: true,
    available: false,
    featured: false,
    ...overrides,
  };
}

function filters(overrides: Partial<CatalogueFilters>): CatalogueFilters {
  return { ...defaultCatalogueFilters, ...overrides };
}

function slugsOf(entries: readonly CatalogueEntry[]): string[] {
  return entries.map((item) => item.slug);
}

describe("filterCatalogue", () => {
  const duel = entry({ slug: "coin-flip", kind: "tool", minPlayers: 2, maxPlayers: 2 });
  const crowd = entry({ slug: "charades", minPlayers: 4, maxPlayers: 16 });
  const pong = entry({ slug: "slusen", minPlayers: 2, maxPlayers: 8, needs: ["cups"] });
  const letters = entry({ slug: "country-island-city", needs: ["paper"] });
  const dice = entry({ slug: "drunk-dice", minPlayers: 3, alcoholFreeFriendly: false });
  const all = [duel, crowd, pong, letters, dice];

  test("default filters keep everything, in order", () => {
    expect(filterCatalogue(all, defaultCatalogueFilters)).toEqual(all);
  });

  test("a player count keeps only entries whose range includes it", () => {
    expect(slugsOf(filterCatalogue(all, filters({ players: 5 })))).toEqual([
      "charades",
      "slusen",
      "country-island-city",
      "drunk-dice",
    ]);
    expect(slugsOf(filterCatalogue(all, filters({ players: 2 })))).toEqual([
      "coin-flip",
      "slusen",
      "country-island-city",
    ]);
  });

  test("player ranges are inclusive at both ends", () => {
    expect(slugsOf(filterCatalogue(all, filters({ players: 4 })))).toContain("charades");
    expect(slugsOf(filterCatalogue(all, filters({ players: 8 })))).toContain("slusen");
    expect(slugsOf(filterCatalogue(all, filters({ players: 9 })))).not.toContain("slusen");
  });

  test("phone-only drops anything that needs equipment", () => {
    expect(slugsOf(filterCatalogue(all, filters({ equipment: "phone-only" })))).toEqual([
      "coin-flip",
      "charades",
      "drunk-dice",
    ]);
  });

  test("an equipment choice keeps only entries that need it", () => {
    expect(slugsOf(filterCatalogue(all, filters({ equipment: "cups" })))).toEqual(["slusen"]);
    expect(slugsOf(filterCatalogue(all, filters({ equipment: "paper" })))).toEqual([
      "country-island-city",
    ]);
  });

  test("alcohol-free only drops entries that aren't friendly without drinks", () => {
    expect(slugsOf(filterCatalogue(all, filters({ alcoholFreeOnly: true })))).not.toContain(
      "drunk-dice",
    );
    expect(filterCatalogue(all, filters({ alcoholFreeOnly: true }))).toHaveLength(4);
  });

  test("kind keeps games or tools", () => {
    expect(slugsOf(filterCatalogue(all, filters({ kind: "tool" })))).toEqual(["coin-flip"]);
    expect(slugsOf(filterCatalogue(all, filters({ kind: "game" })))).not.toContain("coin-flip");
  });

  test("filters combine: every one must hold", () => {
    expect(
      slugsOf(filterCatalogue(all, filters({ players: 3, equipment: "phone-only", kind: "game" }))),
    ).toEqual(["drunk-dice"]);
    expect(filterCatalogue(all, filters({ players: 2, equipment: "paper", kind: "tool" }))).toEqual(
      [],
    );
  });
});

describe("activeFilterCount", () => {
  test("counts each filter that differs from the defaults", () => {
    expect(activeFilterCount(defaultCatalogueFilters)).toBe(0);
    expect(activeFilterCount(filters({ players: 6 }))).toBe(1);
    expect(
      activeFilterCount(
        filters({ players: 6, equipment: "cups", alcoholFreeOnly: true, kind: "game" }),
      ),
    ).toBe(4);
  });
});

describe("isDefaultFilters", () => {
  test("is true only when nothing has been chosen", () => {
    expect(isDefaultFilters(defaultCatalogueFilters)).toBe(true);
    expect(isDefaultFilters(filters({ players: 4 }))).toBe(false);
    expect(isDefaultFilters(filters({ equipment: "phone-only" }))).toBe(false);
    expect(isDefaultFilters(filters({ alcoholFreeOnly: true }))).toBe(false);
    expect(isDefaultFilters(filters({ kind: "game" }))).toBe(false);
  });
});

describe("the catalogue", () => {
  test("holds every game and tool exactly once", () => {
    expect(slugsOf([...catalogue]).sort()).toEqual(
      [
        "never-have-i-ever",
        "most-likely-to",
        "truth-or-dare",
        "category",
        "charades",
        "country-island-city",
        "mix",
        "squiffy",
        "meyer",
        "drunk-dice",
        "kings-cup",
        "ride-the-bus",
        "word-guess",
        "more-or-less",
        "slusen",
        "scrollbar",
        "coin-flip",
        "dice-roll",
        "spin-the-bottle",
      ].sort(),
    );
  });

  test("games live under /games and tools under /tools", () => {
    for (const item of catalogue) {
      const expected =
        item.slug === "more-or-less"
          ? "/games/more-or-less/team-select"
          : `/${item.kind === "tool" ? "tools" : "games"}/${item.slug}`;
      expect(item.path).toBe(expected);
    }
  });

  test("has sensible player ranges within a table of 16", () => {
    for (const item of catalogue) {
      expect(item.minPlayers).toBeGreaterThanOrEqual(1);
      expect(item.minPlayers).toBeLessThanOrEqual(item.maxPlayers);
      expect(item.maxPlayers).toBeLessThanOrEqual(16);
    }
    expect(catalogue.find((item) => item.slug === "squiffy")?.maxPlayers).toBe(10);
  });

  test("the real filters find the tools and the cup games", () => {
    expect(slugsOf(filterCatalogue(catalogue, filters({ kind: "tool" })))).toEqual([
      "coin-flip",
      "dice-roll",
      "spin-the-bottle",
    ]);
    expect(slugsOf(filterCatalogue(catalogue, filters({ equipment: "cups" })))).toEqual([
      "slusen",
      "scrollbar",
    ]);
    expect(equipmentInUse(catalogue)).toEqual(expect.arrayContaining(["cups", "paper"]));
  });

  test("features a handful of games, and no tools", () => {
    const featured = featuredEntries(catalogue);
    expect(featured.length).toBeGreaterThanOrEqual(3);
    // Three rows of three on the landing page's widest grid.
    expect(featured.length).toBeLessThanOrEqual(9);
    expect(featured.every((item) => item.kind === "game")).toBe(true);
  });

  test("every entry has its name, pitch and needs in the games catalogue, and its rules", () => {
    const texts: Record<string, Record<string, string>> = games.catalogue;
    const rules: Record<string, string> = gameRules;
    for (const item of catalogue) {
      const text = texts[item.slug];
      expect(text, item.slug).toBeDefined();
      for (const field of ["name", "pitch", "needs"]) {
        expect(text?.[field]?.trim(), `${item.slug}.${field}`).toBeTruthy();
      }
      expect(rules[item.slug]?.trim(), `${item.slug} rules`).toBeTruthy();
    }
    expect(Object.keys(texts).sort()).toEqual(slugsOf([...catalogue]).sort());
    expect(Object.keys(rules).sort()).toEqual(slugsOf([...catalogue]).sort());
  });
});
