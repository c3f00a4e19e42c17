import { expect, test } from "vitest";
import danish from "#content/scrollbar/da.json";
import content from "#content/scrollbar/en.json";
import { daresContentSchema, scrollbarDare } from "./dares.ts";

test("the dare deck is English, at least 40 cards, none repeated", () => {
  const { language, dares } = daresContentSchema.parse(content);
  expect(language).toBe("en");
  expect(dares.length).toBeGreaterThanOrEqual(40);
  expect(new Set(dares.map((dare) => dare.toLocaleLowerCase())).size).toBe(dares.length);
});

test("the Danish deck has a card for every English one, none repeated", () => {
  const { language, dares } = daresContentSchema.parse(danish);
  expect(language).toBe("da");
  // A game remembers its dare by number: the decks line up card for card.
  expect(dares).toHaveLength(daresContentSchema.parse(content).dares.length);
  expect(new Set(dares.map((dare) => dare.toLocaleLowerCase("da"))).size).toBe(dares.length);
  expect(scrollbarDare(0, "da")).toBe(dares[0]);
  expect(scrollbarDare(0, "en")).toBe(daresContentSchema.parse(content).dares[0]);
});

test.each([
  { file: content, drinkWords: /\b(drink|sip|shot of)\b(?!\s*\})/i },
  { file: danish, drinkWords: /\b(drik|drikke|tår|tårer|shot)\b(?!\s*\})/i },
])(
  "drinks in $file.language dares are written as sips tokens, so the alcohol-free mode can swap them",
  ({ file, drinkWords }) => {
    const { dares } = daresContentSchema.parse(file);
    for (const dare of dares) {
      expect(dare, dare).not.toMatch(drinkWords);
      expect(dare.replace(/\{sips:\d\}/g, ""), dare).not.toMatch(/[{}]/);
    }
  },
);
