import { expect, test } from "vitest";
import content from "#content/scrollbar/en.json";
import { daresContentSchema } from "./dares.ts";

test("the dare deck is English, at least 40 cards, none repeated", () => {
  const { language, dares } = daresContentSchema.parse(content);
  expect(language).toBe("en");
  expect(dares.length).toBeGreaterThanOrEqual(40);
  expect(new Set(dares.map((dare) => dare.toLocaleLowerCase())).size).toBe(dares.length);
});

test("drinks in dares are written as sips tokens, so the alcohol-free mode can swap them", () => {
  const { dares } = daresContentSchema.parse(content);
  for (const dare of dares) {
    expect(dare, dare).not.toMatch(/\b(drink|sip|shot of)\b(?!\s*\})/i);
    expect(dare.replace(/\{sips:\d\}/g, ""), dare).not.toMatch(/[{}]/);
  }
});
