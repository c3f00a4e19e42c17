import { expect, test } from "vitest";
import { likeableEntryForPath, likedCatalogueEntries } from "./liked-games.ts";

test("every playable game and tool page has its catalogue entry", () => {
  expect(likeableEntryForPath("/games/truth-or-dare")?.slug).toBe("truth-or-dare");
  expect(likeableEntryForPath("/games/truth-or-dare/")?.slug).toBe("truth-or-dare");
  expect(likeableEntryForPath("/tools/coin-flip")?.slug).toBe("coin-flip");
});

test("pages that are not a catalogue game, or not built yet, have none", () => {
  expect(likeableEntryForPath("/games/squiffy-review")).toBeNull();
  expect(likeableEntryForPath("/misc/end-of-round")).toBeNull();
  expect(likeableEntryForPath("/games/meyer")).toBeNull();
  expect(likeableEntryForPath("/")).toBeNull();
});

test("liked games keep their order and skip ids the catalogue does not know", () => {
  expect(
    likedCatalogueEntries(["mix", "gone-game", "coin-flip"]).map((entry) => entry.slug),
  ).toEqual(["mix", "coin-flip"]);
  expect(likedCatalogueEntries([])).toEqual([]);
});
