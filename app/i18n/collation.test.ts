import { expect, test } from "vitest";
import { compareText } from "./collation.ts";

const names = ["Øl", "Bornholm", "Ærø", "Zebra", "Århus", "Amager"];

test("Danish puts æ, ø and å after z, in that order", () => {
  expect(names.toSorted((a, b) => compareText(a, b, "da"))).toEqual([
    "Amager",
    "Bornholm",
    "Zebra",
    "Ærø",
    "Øl",
    "Århus",
  ]);
});

test("English files them among the a's and o's", () => {
  expect(names.toSorted((a, b) => compareText(a, b, "en"))).toEqual([
    "Ærø",
    "Amager",
    "Århus",
    "Bornholm",
    "Øl",
    "Zebra",
  ]);
});
