import { expect, test } from "vitest";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import {
  dropFinger,
  isOver,
  parseSavedGame,
  setup,
  stillIn,
  winner,
  type FingersState,
} from "./logic.ts";

function drop(state: FingersState, name: string): FingersState {
  const next = dropFinger(state, name);
  if (isInvalid(next)) throw new Error(next.code);
  return next;
}

test("everyone starts with three fingers", () => {
  expect(setup(["Ana", "Bo"])).toEqual({ fingers: { Ana: 3, Bo: 3 } });
});

test("the last player with a finger up wins", () => {
  let state = setup(["Ana", "Bo", "Cy"], 1);
  state = drop(state, "Ana");
  expect(isOver(state)).toBe(false);
  state = drop(state, "Bo");
  expect(isOver(state)).toBe(true);
  expect(winner(state)).toBe("Cy");
  expect(stillIn(state)).toEqual(["Cy"]);
});

test("a player who is out, or not playing, can't drop a finger", () => {
  const state = drop(setup(["Ana", "Bo", "Cy"], 1), "Ana");
  expect(isInvalid(dropFinger(state, "Ana"))).toBe(true);
  expect(isInvalid(dropFinger(state, "Zed"))).toBe(true);
});

test("no moves after the game is over", () => {
  const state = drop(setup(["Ana", "Bo"], 1), "Ana");
  expect(isInvalid(dropFinger(state, "Bo"))).toBe(true);
});

test("a saved game reads back: the fingers switch and the fingers left", () => {
  const saved = { withFingers: true, fingers: drop(setup(["Ana", "Bo"]), "Ana") };
  expect(parseSavedGame(saved)).toEqual(saved);
  expect(parseSavedGame({ withFingers: false, fingers: null })).toEqual({
    withFingers: false,
    fingers: null,
  });
});

test("a saved game with impossible fingers is refused", () => {
  expect(parseSavedGame({ withFingers: true, fingers: { fingers: { Ana: 4 } } })).toBeNull();
  expect(parseSavedGame({ withFingers: true, fingers: { fingers: { Ana: -1 } } })).toBeNull();
  expect(parseSavedGame({ withFingers: true, fingers: { fingers: { Ana: 1.5 } } })).toBeNull();
  expect(parseSavedGame({ withFingers: "yes", fingers: null })).toBeNull();
  expect(parseSavedGame({ fingers: null })).toBeNull();
});
