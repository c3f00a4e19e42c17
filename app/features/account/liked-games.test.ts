import { expect, test } from "vitest";
import { catalogue } from "#app/games/catalogue.ts";
import { likeableEntryForPath, likedItems } from "./liked-games.ts";

test("every playable game and tool page has its catalogue entry", () => {
  expect(likeableEntryForPath("/games/truth-or-dare")?.slug).toBe("truth-or-dare");
  expect(likeableEntryForPath("/games/truth-or-dare/")?.slug).toBe("truth-or-dare");
  expect(likeableEntryForPath("/tools/coin-flip")?.slug).toBe("coin-flip");
  expect(likeableEntryForPath("/games/meyer")?.slug).toBe("meyer");
});

test("pages that are not a catalogue game, or not built yet, have none", () => {
  expect(likeableEntryForPath("/games/squiffy-review")).toBeNull();
  expect(likeableEntryForPath("/misc/end-of-round")).toBeNull();
  expect(likeableEntryForPath("/")).toBeNull();
  for (const entry of catalogue.filter((game) => !game.available)) {
    expect(likeableEntryForPath(entry.path), entry.slug).toBeNull();
  }
});

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
