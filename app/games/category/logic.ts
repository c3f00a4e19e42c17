import { z } from "zod/mini";
import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";
import {
  checkpointTimer,
  pausedWhereSaved as pauseTimerWhereSaved,
  resumeTimer,
  startTimer,
  timeLeft,
  turnTimerSchema,
  type TurnTimer,
} from "#app/games/_engine/turn-timer.ts";

/**
 * Category (docs/product-rules.md#category): a card names a category, players name items in turn
 * against a per-turn timer; whoever runs out of time, hesitates or repeats an answer drinks, and
 * the next card starts a fresh category. Times are milliseconds from the caller's clock, passed in
 * as `now`, so the rules never read a clock themselves.
 */
export type RoundEnd = "time" | "hesitated";

export interface CategoryOutcome {
  /** Who drinks; null when no names are set up ("whoever was on turn"). */
  player: string | null;
  reason: RoundEnd;
  /** Items the table named before the round ended. */
  answers: number;
  sips: number;
}

export interface CategoryState {
  /** The table's names in seating order; empty means "the next person" goes. */
  players: string[];
  /** Index into `players` of the player on turn (0 when there are none). */
  turn: number;
  turnSeconds: number;
  phase: "ready" | "running" | "over";
  timer: TurnTimer | null;
  /** Items named in the current round. */
  answers: number;
  outcome: CategoryOutcome | null;
}

const defaultTurnSeconds = 5;
export const minTurnSeconds = 3;
export const maxTurnSeconds = 15;
/** "Hesitating or repeating = drink": one sip (or penalty point) per lost round. */
export const penaltySips = 1;

export function setup(
  options: { players?: readonly string[]; turnSeconds?: number } = {},
): CategoryState {
  const turnSeconds = options.turnSeconds ?? defaultTurnSeconds;
  return {
    players: [...(options.players ?? [])],
    turn: 0,
    turnSeconds: isAllowedTurnSeconds(turnSeconds) ? turnSeconds : defaultTurnSeconds,
    phase: "ready",
    timer: null,
    answers: 0,
    outcome: null,
  };
}

function isAllowedTurnSeconds(seconds: number): boolean {
  return Number.isInteger(seconds) && seconds >= minTurnSeconds && seconds <= maxTurnSeconds;
}

/** The timer setting (3–15 s); it can't change under a running turn. */
export function setTurnSeconds(state: CategoryState, seconds: number): CategoryState | Invalid {
  if (!isAllowedTurnSeconds(seconds)) {
    return invalid(`The turn timer is ${minTurnSeconds}–${maxTurnSeconds} whole seconds`);
  }
  if (state.phase === "running") return invalid("The timer can't change during a round");
  return { ...state, turnSeconds: seconds };
}

/**
 * The table's names changed (set up in settings, possibly mid-game). The player on turn
 * keeps the turn if still playing; otherwise the turn stays at the same seat.
 */
export function setPlayers(state: CategoryState, players: readonly string[]): CategoryState {
  if (players.join("\n") === state.players.join("\n")) return state;
  const current = playerOnTurn(state);
  const kept = current === null ? -1 : players.indexOf(current);
  const turn = kept >= 0 ? kept : players.length === 0 ? 0 : state.turn % players.length;
  return { ...state, players: [...players], turn };
}

export function playerOnTurn(state: CategoryState): string | null {
  return state.players[state.turn] ?? null;
}

function nextSeat(state: CategoryState, from: number): number {
  return state.players.length === 0 ? 0 : (from + 1) % state.players.length;
}

export function remainingMs(state: CategoryState, now: number): number {
  return state.timer ? timeLeft(state.timer, now) : state.turnSeconds * 1000;
}

function timerFrom(state: CategoryState, now: number): TurnTimer {
  return startTimer(state.turnSeconds * 1000, now);
}

export function isPaused(state: CategoryState): boolean {
  return state.phase === "running" && state.timer?.since === null;
}

export function resumeRound(state: CategoryState, now: number): CategoryState | Invalid {
  if (!isPaused(state) || !state.timer) return invalid("The clock is not paused");
  return { ...state, timer: resumeTimer(state.timer, now) };
}

/**
 * The running clock restated from `now` once a whole second has gone, so a saved round
 * knows its time left to the second; the same state otherwise.
 */
export function checkpoint(state: CategoryState, now: number): CategoryState {
  if (state.phase !== "running" || !state.timer) return state;
  const timer = checkpointTimer(state.timer, now);
  return timer === state.timer ? state : { ...state, timer };
}

/**
 * A round saved with its clock running, opened again where that clock means nothing (a
 * reload, another tab): paused at the time it had left when it was last saved.
 */
export function pausedWhereSaved(state: CategoryState): CategoryState {
  if (!state.timer || state.timer.since === null) return state;
  return { ...state, timer: pauseTimerWhereSaved(state.timer) };
}

/** Starts the round: the timer runs for the player on turn. */
export function startRound(state: CategoryState, now: number): CategoryState | Invalid {
  if (state.phase === "running") return invalid("The round is already running");
  if (state.phase === "over") return invalid("Deal the next category first");
  return { ...state, phase: "running", timer: timerFrom(state, now), answers: 0, outcome: null };
}

function endRound(state: CategoryState, reason: RoundEnd): CategoryState {
  return {
    ...state,
    phase: "over",
    timer: null,
    outcome: { player: playerOnTurn(state), reason, answers: state.answers, sips: penaltySips },
  };
}

/**
 * The clock ran out for the player on turn: the round ends and they drink. Before the
 * deadline (or outside a round) nothing changes, so callers can call this on every tick.
 */
export function timeUp(state: CategoryState, now: number): CategoryState {
  if (state.phase !== "running" || isPaused(state) || remainingMs(state, now) > 0) return state;
  return endRound(state, "time");
}

/**
 * The player on turn named an item in time: the turn passes and the timer restarts. An
 * answer after the deadline is too late; the round has already ended on time.
 */
export function gotOne(state: CategoryState, now: number): CategoryState | Invalid {
  if (state.phase !== "running") return invalid("No round is running");
  if (isPaused(state)) return invalid("The clock is paused");
  if (remainingMs(state, now) <= 0) return endRound(state, "time");
  return {
    ...state,
    turn: nextSeat(state, state.turn),
    timer: timerFrom(state, now),
    answers: state.answers + 1,
  };
}

/** The player on turn hesitated or repeated an answer: the round ends and they drink. */
export function hesitated(state: CategoryState, now: number): CategoryState | Invalid {
  if (state.phase !== "running") return invalid("No round is running");
  if (isPaused(state)) return invalid("The clock is paused");
  if (remainingMs(state, now) <= 0) return endRound(state, "time");
  return endRound(state, "hesitated");
}

/**
 * A new category card is on the table: back to "ready". After a lost round the player
 * after the one who drank starts, so the first word goes round the table; a card skipped
 * before or during a round (Next, a veto) ends it without a penalty.
 */
export function nextCategory(state: CategoryState): CategoryState {
  const turn = state.phase === "over" ? nextSeat(state, state.turn) : state.turn;
  return { ...state, phase: "ready", turn, timer: null, answers: 0, outcome: null };
}

const count = z.int().check(z.gte(0));
const secondsSchema = z.int().check(z.gte(minTurnSeconds), z.lte(maxTurnSeconds));
const categoryStateSchema = z
  .object({
    players: z.array(z.string()).check(z.maxLength(64)),
    turn: count,
    turnSeconds: secondsSchema,
    phase: z.enum(["ready", "running", "over"]),
    timer: z.nullable(turnTimerSchema(minTurnSeconds * 1000, maxTurnSeconds * 1000)),
    answers: count,
    outcome: z.nullable(
      z.object({
        player: z.nullable(z.string()),
        reason: z.enum(["time", "hesitated"]),
        answers: count,
        sips: count,
      }),
    ),
  })
  .check(
    z.refine(
      (state) =>
        state.turn < Math.max(state.players.length, 1) &&
        (state.phase === "running") === (state.timer !== null) &&
        (state.phase === "over") === (state.outcome !== null),
    ),
  );

/** A saved round, checked before it is played on; anything else (an older shape) is null. */
export function parseCategoryState(value: unknown): CategoryState | null {
  const parsed = categoryStateSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
