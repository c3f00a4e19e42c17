import { expect, test } from "vitest";
import { countCards, readPacks } from "./content-counts.ts";

test("the counts add every card of every built-in pack once, each pack in one row", () => {
  const packs = readPacks();
  const rows = countCards(packs);
  const cards = packs.reduce(
    (sum, { pack }) => sum + pack.lists.reduce((inPack, list) => inPack + list.elements.length, 0),
    0,
  );
  expect(rows.reduce((sum, row) => sum + row.cards, 0)).toBe(cards);
  expect(rows.reduce((sum, row) => sum + row.packs, 0)).toBe(packs.length);
  // Every 18+ row is wild (docs/content-rules.md, "Intensity").
  expect(rows.filter((row) => row.explicit && row.level !== "wild")).toEqual([]);
});
