import { expect, test } from "vitest";
import { cappedDrink, cappedTurn, maxSipsPerDrink, maxSipsPerTurn } from "./drink-caps.ts";

test("a drink is at most three sips, the most a card may ask", () => {
  expect(maxSipsPerDrink).toBe(3);
  expect([0, 1, 3, 4, 10].map(cappedDrink)).toEqual([0, 1, 3, 3, 3]);
  expect(cappedDrink(-2)).toBe(0);
});

test("a turn is at most five sips for one player, however many drinks it held", () => {
  expect(maxSipsPerTurn).toBe(5);
  expect([2, 5, 6, 12].map(cappedTurn)).toEqual([2, 5, 5, 5]);
});
