import { expect, test } from "vitest";
import { likedItems } from "./liked-games.ts";

test("liked games and packs keep their order; ids nobody can name are left out", () => {
  const items = likedItems(
    ["mix", "gone-pack", "p1", "coin-flip"],
    [{ id: "p1", name: "Road trip" }],
  );
  expect(
    items.map((item) => (item.kind === "game" ? item.entry.slug : `pack:${item.pack.name}`)),
  ).toEqual(["mix", "pack:Road trip", "coin-flip"]);
  expect(likedItems([], [])).toEqual([]);
});
