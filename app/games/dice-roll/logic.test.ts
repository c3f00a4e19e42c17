import { expect, test } from "vitest";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { createRng } from "#app/games/_engine/rng.ts";
import {
  historySize,
  newGame,
  parseState,
  roll,
  rollDice,
  setCount,
  setup,
  startingState,
  type DiceRoll,
  type DiceState,
} from "./logic.ts";

function valid<T>(value: T | Invalid): T {
  if (isInvalid(value)) throw new Error(value.code);
  return value;
}

test("a fresh cup holds two dice and no rolls", () => {
  expect(valid(setup())).toEqual({ count: 2, last: null, history: [], rolls: 0 });
  expect(valid(setup(6)).count).toBe(6);
});

test("one to six dice are allowed; anything else is refused", () => {
  for (const count of [1, 2, 3, 4, 5, 6]) {
    expect(isInvalid(setup(count))).toBe(false);
    expect(isInvalid(rollDice(count, createRng(1)))).toBe(false);
  }
  for (const count of [0, 7, -1, 2.5, Number.NaN]) {
    expect(isInvalid(setup(count))).toBe(true);
    expect(isInvalid(rollDice(count, createRng(1)))).toBe(true);
    expect(isInvalid(setCount(valid(setup()), count))).toBe(true);
  }
});

test("a roll has one face per die, each 1–6, and their total", () => {
  const rng = createRng(42);
  for (const count of [1, 3, 6]) {
    const result = valid(rollDice(count, rng));
    expect(result.faces).toHaveLength(count);
    for (const face of result.faces) {
      expect(Number.isInteger(face)).toBe(true);
      expect(face).toBeGreaterThanOrEqual(1);
      expect(face).toBeLessThanOrEqual(6);
    }
    expect(result.total).toBe(result.faces.reduce((sum, face) => sum + face, 0));
  }
});

test("the same seed rolls the same dice", () => {
  const faces = (seed: number) => valid(rollDice(6, createRng(seed))).faces;
  expect(faces(9)).toEqual(faces(9));
});

test("over 6,000 seeded rolls every face comes up 800–1,200 times", () => {
  const rng = createRng(20240601);
  const counts = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < 6000; i += 1) {
    const [face] = valid(rollDice(1, rng)).faces;
    if (face === undefined) throw new Error("a roll of one die has one face");
    counts[face - 1] = (counts[face - 1] ?? 0) + 1;
  }
  for (const count of counts) {
    expect(count).toBeGreaterThanOrEqual(800);
    expect(count).toBeLessThanOrEqual(1200);
  }
  expect(counts.reduce((sum, count) => sum + count, 0)).toBe(6000);
});

test("rolling uses the chosen number of dice", () => {
  const rng = createRng(5);
  let state = valid(setCount(valid(setup()), 4));
  state = valid(roll(state, rng));
  expect(state.last?.faces).toHaveLength(4);
  state = valid(roll(valid(setCount(state, 1)), rng));
  expect(state.last?.faces).toHaveLength(1);
});

test("changing the count keeps the last roll and the history", () => {
  const state = valid(roll(valid(setup(3)), createRng(8)));
  const changed = valid(setCount(state, 5));
  expect(changed.last).toEqual(state.last);
  expect(changed.history).toEqual(state.history);
  expect(changed.count).toBe(5);
});

test("earlier rolls are kept newest first, at most five", () => {
  const rng = createRng(77);
  let state: DiceState = valid(setup(2));
  const seen: DiceRoll[] = [];
  for (let i = 0; i < 9; i += 1) {
    state = valid(roll(state, rng));
    if (!state.last) throw new Error("a roll leaves a result");
    seen.unshift(state.last);
  }
  expect(state.rolls).toBe(9);
  expect(state.last).toEqual(seen[0]);
  expect(state.history).toHaveLength(historySize);
  expect(state.history).toEqual(seen.slice(1, 1 + historySize));
});

test("the first roll has no history yet", () => {
  const state = valid(roll(valid(setup(1)), createRng(3)));
  expect(state.history).toEqual([]);
  expect(state.rolls).toBe(1);
});

test("the page starts with the default cup", () => {
  expect(startingState()).toEqual(valid(setup()));
});

test("a new game clears the rolls and keeps the number of dice", () => {
  const rng = createRng(5);
  const played = valid(roll(valid(roll(valid(setup(4)), rng)), rng));
  expect(newGame(played)).toEqual({ count: 4, last: null, history: [], rolls: 2 });
});

test("saved dice read back whole, and dice no roll could leave are refused", () => {
  const rng = createRng(9);
  let played = valid(setup(3));
  for (let i = 0; i < 8; i += 1) played = valid(roll(played, rng));
  for (const state of [startingState(), played, newGame(played)]) {
    expect(parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  }
  const last = played.last ?? { faces: [1], total: 1 };
  expect(parseState({ ...played, count: 7 })).toBeNull();
  expect(parseState({ ...played, last: { ...last, total: last.total + 1 } })).toBeNull();
  expect(parseState({ ...played, last: { faces: [7], total: 7 } })).toBeNull();
  expect(parseState({ ...played, history: [...played.history, last] })).toBeNull();
  expect(parseState({ ...played, rolls: 2 })).toBeNull();
  expect(parseState({ ...played, last: null })).toBeNull();
  const { rolls: _rolls, ...withoutRolls } = played;
  expect(parseState(withoutRolls)).toBeNull();
});
