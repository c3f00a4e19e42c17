import { describe, expect, it } from "vitest";
import { cardDecks } from "#app/features/cards/card-decks.ts";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import {
  anotherDare,
  chickenOut,
  completeDare,
  dareOnShow,
  isLadderDone,
  ladderRungs,
  restoredLadder,
  startLadder,
  type LadderState,
} from "./dare-ladder.ts";

const sizes = Array.from({ length: 12 }, () => 4);
const start = startLadder(sizes, 42);

function moved(state: ReturnType<typeof completeDare>): LadderState {
  if (isInvalid(state)) throw new Error(state.code);
  return state;
}

function climb(state: LadderState, times: number): LadderState {
  let next = state;
  for (let i = 0; i < times; i += 1) next = moved(completeDare(next, sizes));
  return next;
}

describe("the dare ladder", () => {
  it("starts on the first rung with one of its dares on show", () => {
    expect(start.climbed).toBe(0);
    expect(start.chickened).toBe(0);
    expect(dareOnShow(start, sizes)).toBeGreaterThanOrEqual(0);
    expect(dareOnShow(start, sizes)).toBeLessThan(4);
    expect(startLadder(sizes, 42)).toEqual(start);
  });

  it("climbs a rung for every dare done, up to the top", () => {
    const top = climb(start, 12);
    expect(top.climbed).toBe(12);
    expect(top.chickened).toBe(0);
    expect(isLadderDone(top, sizes)).toBe(true);
    expect(dareOnShow(top, sizes)).toBeNull();
  });

  it("shows a dare of the rung reached on every rung below the top", () => {
    let state = start;
    for (let rung = 0; rung < 12; rung += 1) {
      expect(state.climbed).toBe(rung);
      expect(state.draws[rung]).not.toBeNull();
      state = moved(completeDare(state, sizes));
    }
  });

  it("refuses moves once the top is reached", () => {
    const top = climb(start, 12);
    expect(isInvalid(completeDare(top, sizes))).toBe(true);
    expect(isInvalid(chickenOut(top, sizes))).toBe(true);
    expect(isInvalid(anotherDare(top, sizes))).toBe(true);
  });

  it("drops a rung for chickening out, never below the first, and counts it", () => {
    const twoUp = climb(start, 2);
    const dropped = moved(chickenOut(twoUp, sizes));
    expect(dropped).toMatchObject({ climbed: 1, chickened: 1 });
    expect(moved(chickenOut(start, sizes))).toMatchObject({ climbed: 0, chickened: 1 });
  });

  it("swaps the dare for another of its rung, none twice until the rung is used", () => {
    let state = climb(start, 3);
    const seen = [dareOnShow(state, sizes)];
    for (let i = 0; i < 3; i += 1) {
      state = moved(anotherDare(state, sizes));
      expect(state.climbed).toBe(3);
      seen.push(dareOnShow(state, sizes));
    }
    expect(seen.toSorted()).toEqual([0, 1, 2, 3]);
    // The fifth starts a new pass, and never with the dare that closed the last one.
    const fifth = moved(anotherDare(state, sizes));
    expect(dareOnShow(fifth, sizes)).not.toBe(seen[3]);
  });

  it("goes on where it left off on a rung visited again", () => {
    const up = climb(start, 1);
    const first = dareOnShow(up, sizes);
    const back = moved(completeDare(moved(chickenOut(up, sizes)), sizes));
    expect(back.climbed).toBe(1);
    expect(dareOnShow(back, sizes)).not.toBe(first);
  });

  it("deals the same dares from the same seed, and other dares from others", () => {
    const run = (seed: number) => {
      let state = startLadder(sizes, seed);
      const dares = [dareOnShow(state, sizes)];
      for (let i = 0; i < 11; i += 1) {
        state = moved(completeDare(state, sizes));
        dares.push(dareOnShow(state, sizes));
      }
      return dares;
    };
    expect(run(7)).toEqual(run(7));
    const runs = new Set([1, 2, 3, 4, 5].map((seed) => run(seed).join()));
    expect(runs.size).toBeGreaterThan(1);
  });

  it("survives a trip through JSON storage", () => {
    const state = moved(anotherDare(climb(start, 5), sizes));
    const stored: unknown = JSON.parse(JSON.stringify({ ...state }));
    expect(restoredLadder(stored, sizes, null)).toEqual(state);
  });

  it("starts over from a stored state that doesn't fit, the old one-dare-a-rung shape too", () => {
    const state = climb(start, 2);
    for (const bad of [
      null,
      "5",
      { climbed: 5, chickened: 1 },
      { ...state, climbed: 13 },
      { ...state, climbed: -1 },
      { ...state, climbed: 2.5 },
      { ...state, chickened: -1 },
      { ...state, rngState: "x" },
      { ...state, draws: state.draws.slice(1) },
      { ...state, draws: state.draws.with(2, null) },
      { ...state, draws: state.draws.with(0, { current: 9, upcoming: [], rngState: 1 }) },
      { ...state, draws: state.draws.with(0, { current: 1, upcoming: [1, 2], rngState: 1 }) },
    ]) {
      expect(restoredLadder(bad, sizes, null)).toBeNull();
    }
    expect(restoredLadder({ climbed: 5, chickened: 1 }, sizes, start)).toBe(start);
  });
});

describe("the epic dare challenge's deck", () => {
  const rungs = ladderRungs(cardDecks["epic-dare-challenge"].cards);

  it("is twelve rungs of at least four dares, 48 or more in all", () => {
    expect(rungs).toHaveLength(12);
    for (const rung of rungs) expect(rung.length).toBeGreaterThanOrEqual(4);
    expect(rungs.flat().length).toBeGreaterThanOrEqual(48);
  });

  it("tags every card with its rung, 1 to 12", () => {
    const cards = cardDecks["epic-dare-challenge"].cards;
    expect(cards.every((card) => card.level !== undefined)).toBe(true);
    expect(rungs.map((rung) => rung[0]?.level)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
  });
});
