import type { Card } from "#app/features/cards/card-decks.ts";
import { drawAnother, firstDraw, type DrawState } from "#app/features/cards/card-draw.ts";
import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { createRng } from "#app/games/_engine/rng.ts";

/**
 * The epic dare challenge (docs/product-rules.md#card-pages): a ladder of escalating dares climbed
 * one rung at a time. A dare done climbs a rung; chickening out drops one, so the top is earned.
 * Every rung has several dares; "another one" swaps the dare on show for another of its rung.
 *
 * The rules only need how many dares each rung holds (`rungSizes`, lowest rung first).
 */
export interface LadderState {
  /** Rungs climbed: the dare on show is on rung `climbed` (0-based). */
  climbed: number;
  /** Dares refused on the way up, for the bragging rights at the top. */
  chickened: number;
  /**
   * Per rung, its dares dealt so far (null until the rung is reached), so a rung visited
   * again carries on where it left off instead of repeating a dare already done.
   */
  draws: (DrawState | null)[];
  /** Seeds the deal of each rung reached for the first time. */
  rngState: number;
}

/** The seed of a ladder nobody has started: the same first dare on the server and the phone. */
export const defaultLadderSeed = 20_261_207;

function dealRung(state: LadderState, rung: number, rungSizes: readonly number[]): LadderState {
  const size = rungSizes[rung] ?? 1;
  const dealt = state.draws[rung] ?? null;
  const draws = [...state.draws];
  if (dealt) {
    draws[rung] = drawAnother(dealt, size);
    return { ...state, draws };
  }
  const rng = createRng(state.rngState);
  draws[rung] = firstDraw(size, rng.int(0x1_0000_0000));
  return { ...state, draws, rngState: rng.state() };
}

/** A fresh ladder on its first rung, its first dare dealt from `seed`. */
export function startLadder(rungSizes: readonly number[], seed: number): LadderState {
  const empty: LadderState = {
    climbed: 0,
    chickened: 0,
    draws: rungSizes.map(() => null),
    rngState: seed >>> 0,
  };
  return dealRung(empty, 0, rungSizes);
}

export function isLadderDone(state: LadderState, rungSizes: readonly number[]): boolean {
  return state.climbed >= rungSizes.length;
}

/** Which of its rung's dares is on show (an index into that rung), or null at the top. */
export function dareOnShow(state: LadderState, rungSizes: readonly number[]): number | null {
  if (isLadderDone(state, rungSizes)) return null;
  return state.draws[state.climbed]?.current ?? null;
}

export function completeDare(
  state: LadderState,
  rungSizes: readonly number[],
): LadderState | Invalid {
  if (isLadderDone(state, rungSizes)) return invalid("ladderClimbed");
  const climbed = { ...state, climbed: state.climbed + 1 };
  return isLadderDone(climbed, rungSizes) ? climbed : dealRung(climbed, climbed.climbed, rungSizes);
}

export function chickenOut(
  state: LadderState,
  rungSizes: readonly number[],
): LadderState | Invalid {
  if (isLadderDone(state, rungSizes)) return invalid("ladderClimbed");
  const dropped = {
    ...state,
    climbed: Math.max(0, state.climbed - 1),
    chickened: state.chickened + 1,
  };
  return dealRung(dropped, dropped.climbed, rungSizes);
}

/** Swaps the dare on show for another of the same rung, none twice until the rung is used. */
export function anotherDare(
  state: LadderState,
  rungSizes: readonly number[],
): LadderState | Invalid {
  if (isLadderDone(state, rungSizes)) return invalid("ladderClimbed");
  return dealRung(state, state.climbed, rungSizes);
}

/** A deck's cards as rungs: grouped by their level, lowest first; unlevelled cards are left out. */
export function ladderRungs(cards: readonly Card[]): Card[][] {
  const levels = [...new Set(cards.flatMap((card) => (card.level ? [card.level] : [])))].toSorted(
    (a, b) => a - b,
  );
  return levels.map((level) => cards.filter((card) => card.level === level));
}

function isIndex(value: unknown, size: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value < size;
}

function isSeed(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value < 2 ** 32;
}

function restoredDraw(value: unknown, size: number): DrawState | null | undefined {
  if (value === null) return null;
  if (typeof value !== "object") return undefined;
  const current = "current" in value ? value.current : null;
  const upcoming = "upcoming" in value ? value.upcoming : null;
  const rngState = "rngState" in value ? value.rngState : null;
  if (!isIndex(current, size) || !isSeed(rngState) || !Array.isArray(upcoming)) return undefined;
  const rest: number[] = [];
  for (const index of upcoming) {
    if (!isIndex(index, size) || index === current || rest.includes(index)) return undefined;
    rest.push(index);
  }
  return { current, upcoming: rest, rngState };
}

/**
 * A stored state that no longer fits the ladder (edited storage, an older shape of the
 * challenge, a ladder with other rungs) starts over from `fallback`.
 */
export function restoredLadder<Fallback>(
  value: unknown,
  rungSizes: readonly number[],
  fallback: Fallback,
): LadderState | Fallback {
  if (typeof value !== "object" || value === null) return fallback;
  const climbed = "climbed" in value ? value.climbed : null;
  const chickened = "chickened" in value ? value.chickened : null;
  const rngState = "rngState" in value ? value.rngState : null;
  const storedDraws = "draws" in value ? value.draws : null;
  if (
    !isIndex(climbed, rungSizes.length + 1) ||
    !isIndex(chickened, Number.MAX_SAFE_INTEGER) ||
    !isSeed(rngState) ||
    !Array.isArray(storedDraws) ||
    storedDraws.length !== rungSizes.length
  ) {
    return fallback;
  }
  const draws: (DrawState | null)[] = [];
  for (const [rung, size] of rungSizes.entries()) {
    const draw = restoredDraw(storedDraws[rung], size);
    if (draw === undefined) return fallback;
    draws.push(draw);
  }
  const state = { climbed, chickened, draws, rngState };
  // Below the top there is always a dare on show.
  if (!isLadderDone(state, rungSizes) && draws[climbed] === null) return fallback;
  return state;
}
