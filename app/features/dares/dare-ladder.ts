import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";

/**
 * The epic dare challenge (DESIGN.md §9): a ladder of escalating dares climbed one rung at
 * a time. A dare done climbs a rung; chickening out drops one, so the top is earned.
 */
export interface LadderState {
  /** Rungs climbed: the dare on show is rung `climbed` (0-based). */
  climbed: number;
  /** Dares refused on the way up, for the bragging rights at the top. */
  chickened: number;
}

export const ladderStart: LadderState = { climbed: 0, chickened: 0 };

export function isLadderDone(state: LadderState, rungs: number): boolean {
  return state.climbed >= rungs;
}

export function completeDare(state: LadderState, rungs: number): LadderState | Invalid {
  if (isLadderDone(state, rungs)) return invalid("The ladder is already climbed");
  return { ...state, climbed: state.climbed + 1 };
}

export function chickenOut(state: LadderState, rungs: number): LadderState | Invalid {
  if (isLadderDone(state, rungs)) return invalid("The ladder is already climbed");
  return { climbed: Math.max(0, state.climbed - 1), chickened: state.chickened + 1 };
}

/** A stored state that no longer fits the ladder (edited storage, a shorter ladder) restarts. */
export function restoredLadder(value: unknown, rungs: number): LadderState {
  if (typeof value !== "object" || value === null) return ladderStart;
  const climbed = "climbed" in value ? value.climbed : null;
  const chickened = "chickened" in value ? value.chickened : null;
  if (
    typeof climbed !== "number" ||
    typeof chickened !== "number" ||
    !Number.isInteger(climbed) ||
    !Number.isInteger(chickened) ||
    climbed < 0 ||
    climbed > rungs ||
    chickened < 0
  ) {
    return ladderStart;
  }
  return { climbed, chickened };
}
