import { expect, test } from "vitest";
import { invalid } from "./invalid.ts";
import { outOfStep } from "./room-moves.ts";

const state = { card: 3 };

test("a move on the current card goes on to the rules", () => {
  expect(outOfStep(state, { made: 3, current: 3, isNext: false }, "Changed")).toBeNull();
  expect(outOfStep(state, { made: 3, current: 3, isNext: true }, "Changed")).toBeNull();
});

test("a second Next on a passed card leaves the state as it is", () => {
  expect(outOfStep(state, { made: 2, current: 3, isNext: true }, "Changed")).toBe(state);
});

test("any other move made on another card is refused", () => {
  expect(outOfStep(state, { made: 2, current: 3, isNext: false }, "Changed")).toEqual(
    invalid("Changed"),
  );
  expect(outOfStep(state, { made: 4, current: 3, isNext: true }, "Changed")).toEqual(
    invalid("Changed"),
  );
});
