import { expect, test } from "vitest";
import { createRng } from "#app/games/_engine/rng.ts";
import { flip, flips, landingRotation, parseState, reset, setup, type CoinState } from "./logic.ts";

function flipMany(times: number, seed: number): CoinState {
  const rng = createRng(seed);
  let state = setup();
  for (let i = 0; i < times; i += 1) state = flip(state, rng);
  return state;
}

test("a fresh coin has no result and an empty tally", () => {
  expect(setup()).toEqual({ side: null, heads: 0, tails: 0, rotation: 0 });
  expect(flips(setup())).toBe(0);
});

test("a flip lands on a side and counts it", () => {
  const state = flip(setup(), createRng(1));
  expect(["heads", "tails"]).toContain(state.side);
  expect(flips(state)).toBe(1);
  expect(state.side === "heads" ? state.heads : state.tails).toBe(1);
});

test("the same seed flips the same sequence", () => {
  const sides = (seed: number) => {
    const rng = createRng(seed);
    let state = setup();
    return Array.from({ length: 12 }, () => {
      state = flip(state, rng);
      return state.side;
    });
  };
  expect(sides(7)).toEqual(sides(7));
  expect(new Set(sides(7))).toEqual(new Set(["heads", "tails"]));
});

test("the tally adds up over a session", () => {
  const state = flipMany(100, 3);
  expect(state.heads + state.tails).toBe(100);
  expect(flips(state)).toBe(100);
});

test("both sides come up about evenly (fairness sanity, fixed seed)", () => {
  const state = flipMany(6000, 2024);
  expect(state.heads).toBeGreaterThan(2800);
  expect(state.heads).toBeLessThan(3200);
  expect(state.tails).toBe(6000 - state.heads);
});

test("the coin always spins forward and lands with the called side up", () => {
  const rng = createRng(11);
  let state = setup();
  for (let i = 0; i < 50; i += 1) {
    const next = flip(state, rng);
    expect(next.rotation - state.rotation).toBeGreaterThanOrEqual(5 * 360);
    expect(next.rotation - state.rotation).toBeLessThan(6 * 360);
    expect(next.rotation % 360).toBe(next.side === "heads" ? 0 : 180);
    state = next;
  }
});

test("landingRotation turns from any angle to the side asked for", () => {
  expect(landingRotation(0, "heads", 2)).toBe(720);
  expect(landingRotation(0, "tails", 2)).toBe(900);
  expect(landingRotation(180, "heads", 1)).toBe(720);
  expect(landingRotation(180, "tails", 1)).toBe(540);
});

test("reset clears the result and the tally but leaves the coin where it lies", () => {
  const flipped = flipMany(9, 5);
  const cleared = reset(flipped);
  expect(cleared).toEqual({ side: null, heads: 0, tails: 0, rotation: flipped.rotation });
});

test("a saved coin reads back whole, and a coin flips could not leave is refused", () => {
  const flipped = flipMany(7, 3);
  for (const state of [setup(), flipped, reset(flipped)]) {
    expect(parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  }
  const up = flipped.side === "heads" ? "tails" : "heads";
  expect(parseState({ ...flipped, side: up })).toBeNull();
  expect(parseState({ ...flipped, rotation: flipped.rotation + 90 })).toBeNull();
  expect(parseState({ ...reset(flipped), heads: 2 })).toBeNull();
  expect(parseState({ ...flipped, heads: -1 })).toBeNull();
  expect(parseState({ side: "edge", heads: 0, tails: 0, rotation: 0 })).toBeNull();
  expect(parseState({ heads: 0, tails: 0, rotation: 0 })).toBeNull();
  expect(parseState(null)).toBeNull();
});
