import { z } from "zod/mini";
import { invalid, isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import type { Rng } from "#app/games/_engine/rng.ts";

/** One to six ordinary six-sided dice (docs/product-rules.md#tools). */
export const minDice = 1;
export const maxDice = 6;
const sides = 6;
/** Earlier rolls kept on screen: enough to settle "what did you roll?", not a log. */
export const historySize = 5;
const defaultDice = 2;

export interface DiceRoll {
  faces: number[];
  total: number;
}

export interface DiceState {
  count: number;
  last: DiceRoll | null;
  /** Rolls before `last`, newest first, at most `historySize`. */
  history: DiceRoll[];
  /** Rolls this session; the board turns the dice once per roll. */
  rolls: number;
}

function checkCount(count: number): Invalid | null {
  if (!Number.isInteger(count) || count < minDice || count > maxDice) {
    return invalid(`Roll between ${minDice} and ${maxDice} dice`);
  }
  return null;
}

/** Two dice, nothing rolled yet: what the page shows before anyone chooses. */
export function startingState(): DiceState {
  return { count: defaultDice, last: null, history: [], rolls: 0 };
}

export function setup(count: number = defaultDice): DiceState | Invalid {
  return checkCount(count) ?? { ...startingState(), count };
}

/** Changes how many dice the next roll uses; the last roll and history stay as they were. */
export function setCount(state: DiceState, count: number): DiceState | Invalid {
  return checkCount(count) ?? { ...state, count };
}

/** Each die on its own, every face equally likely. */
export function rollDice(count: number, rng: Rng): DiceRoll | Invalid {
  const refused = checkCount(count);
  if (refused) return refused;
  const faces = Array.from({ length: count }, () => rng.int(sides) + 1);
  return { faces, total: faces.reduce((sum, face) => sum + face, 0) };
}

export function roll(state: DiceState, rng: Rng): DiceState | Invalid {
  const next = rollDice(state.count, rng);
  if (isInvalid(next)) return next;
  return {
    ...state,
    last: next,
    history: state.last ? [state.last, ...state.history].slice(0, historySize) : state.history,
    rolls: state.rolls + 1,
  };
}

/** A clean table with the same number of dice; the dice stay where they lie on screen. */
export function newGame(state: DiceState): DiceState {
  return { ...startingState(), count: state.count, rolls: state.rolls };
}

const face = z.int().check(z.gte(1), z.lte(sides));
const rollSchema = z
  .object({
    faces: z.array(face).check(z.minLength(minDice), z.maxLength(maxDice)),
    total: z.int(),
  })
  .check(
    z.refine((result) => result.total === result.faces.reduce((sum, value) => sum + value, 0)),
  );
const stateSchema = z.object({
  count: z.int().check(z.gte(minDice), z.lte(maxDice)),
  last: z.nullable(rollSchema),
  history: z.array(rollSchema).check(z.maxLength(historySize)),
  rolls: z.int().check(z.gte(0)),
});

/**
 * Saved dice read back (storage can hold anything, including dice from an older build): null
 * unless every roll adds up and there are as many rolls as the history shows.
 */
export function parseState(value: unknown): DiceState | null {
  const parsed = stateSchema.safeParse(value);
  if (!parsed.success) return null;
  const state = parsed.data;
  if (state.last === null) return state.history.length === 0 ? state : null;
  return state.rolls >= 1 + state.history.length ? state : null;
}
