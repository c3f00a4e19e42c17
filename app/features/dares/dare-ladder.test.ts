import { describe, expect, it } from "vitest";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import {
  chickenOut,
  completeDare,
  isLadderDone,
  ladderStart,
  restoredLadder,
  type LadderState,
} from "./dare-ladder.ts";

const rungs = 12;

function climbed(state: LadderState | ReturnType<typeof completeDare>): LadderState {
  if (isInvalid(state)) throw new Error(state.reason);
  return state;
}

describe("the dare ladder", () => {
  it("climbs a rung for every dare done, up to the top", () => {
    let state = ladderStart;
    for (let i = 0; i < rungs; i += 1) state = climbed(completeDare(state, rungs));
    expect(state).toEqual({ climbed: rungs, chickened: 0 });
    expect(isLadderDone(state, rungs)).toBe(true);
  });

  it("refuses moves once the top is reached", () => {
    const top = { climbed: rungs, chickened: 2 };
    expect(isInvalid(completeDare(top, rungs))).toBe(true);
    expect(isInvalid(chickenOut(top, rungs))).toBe(true);
  });

  it("drops a rung for chickening out, never below the first, and counts it", () => {
    const twoUp = climbed(completeDare(climbed(completeDare(ladderStart, rungs)), rungs));
    expect(chickenOut(twoUp, rungs)).toEqual({ climbed: 1, chickened: 1 });
    expect(chickenOut(ladderStart, rungs)).toEqual({ climbed: 0, chickened: 1 });
  });

  it("restores a stored state only when it fits the ladder", () => {
    expect(restoredLadder({ climbed: 5, chickened: 1 }, rungs)).toEqual({
      climbed: 5,
      chickened: 1,
    });
    for (const bad of [
      null,
      "5",
      { climbed: 13, chickened: 0 },
      { climbed: -1, chickened: 0 },
      { climbed: 2.5, chickened: 0 },
      { climbed: 2 },
    ]) {
      expect(restoredLadder(bad, rungs)).toEqual(ladderStart);
    }
  });
});
