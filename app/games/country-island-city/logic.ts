import { z } from "zod/mini";
import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { minPlayers } from "#app/games/_engine/players.ts";
import type { Rng } from "#app/games/_engine/rng.ts";

/**
 * Country, Island, City (docs/product-rules.md#country-island-city): a random letter, a clock, and
 * a score sheet where every answer is unique (10), shared (5) or missing (0). The round's lowest
 * scorer drinks.
 */

/** The Danish alphabet: the table is Danish, so Æ, Ø and Å are letters like any other. */
export const alphabet: readonly string[] = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZÆØÅ"];

/**
 * Letters that leave most tables with three blanks (hardly a country, island and city
 * start with them in English), so they are left out unless the table asks for them.
 */
export const hardLetters: readonly string[] = ["Q", "W", "X", "Y", "Z", "Æ", "Ø", "Å"];

export type Column = "country" | "island" | "city" | "bonus";
export type Mark = "unique" | "shared" | "none";

const baseColumns: readonly Column[] = ["country", "island", "city"];
export const marks: readonly Mark[] = ["unique", "shared", "none"];
export const markPoints: Readonly<Record<Mark, number>> = { unique: 10, shared: 5, none: 0 };

/** What the round's lowest scorer(s) drink (or take as penalty points). */
export const lowestScorerSips = 2;

const defaultRoundSeconds = 90;
export const minRoundSeconds = 30;
export const maxRoundSeconds = 180;
export const roundSecondsStep = 15;

export interface CicSettings {
  excludeHardLetters: boolean;
  roundSeconds: number;
  /** Play the extra column dealt from the packs as well. */
  bonusColumn: boolean;
}

export const defaultSettings: CicSettings = {
  excludeHardLetters: true,
  roundSeconds: defaultRoundSeconds,
  bonusColumn: true,
};

/** A clock that can pause: time already run plus, while running, time since it last started. */
export interface RoundTimer {
  durationMs: number;
  elapsedMs: number;
  runningSince: number | null;
}

export type Phase = "ready" | "writing" | "scoring" | "scored";

/** Each player's mark per column for the round being scored. */
export type ScoreSheet = Record<string, Partial<Record<Column, Mark>>>;

export interface RoundResult {
  letter: string;
  totals: Record<string, number>;
}

export interface CicState {
  settings: CicSettings;
  round: number;
  letter: string;
  /** Letters drawn since every allowed letter was last available (no repeats until all have come up). */
  usedLetters: string[];
  phase: Phase;
  timer: RoundTimer;
  sheet: ScoreSheet;
  /** Scored rounds, oldest first. */
  results: RoundResult[];
}

export interface MoveContext {
  rng: Rng;
  now: number;
}

export function allowedLetters(excludeHardLetters: boolean): string[] {
  return excludeHardLetters
    ? alphabet.filter((letter) => !hardLetters.includes(letter))
    : [...alphabet];
}

/**
 * Draws a letter no one has seen since the bag was last full. When every allowed letter has
 * come up the bag starts over, but never with the letter just played.
 */
export function drawLetter(
  used: readonly string[],
  allowed: readonly string[],
  rng: Rng,
): { letter: string; used: string[] } {
  const fresh = allowed.filter((letter) => !used.includes(letter));
  if (fresh.length > 0) {
    const letter = rng.pick(fresh);
    return { letter, used: [...used, letter] };
  }
  const previous = used.at(-1);
  const refill = allowed.length > 1 ? allowed.filter((letter) => letter !== previous) : allowed;
  const letter = rng.pick(refill);
  return { letter, used: [letter] };
}

export function clampRoundSeconds(seconds: number): number {
  if (!Number.isFinite(seconds)) return defaultRoundSeconds;
  return Math.min(maxRoundSeconds, Math.max(minRoundSeconds, Math.round(seconds)));
}

export function newTimer(seconds: number): RoundTimer {
  return { durationMs: clampRoundSeconds(seconds) * 1000, elapsedMs: 0, runningSince: null };
}

export function startTimer(timer: RoundTimer, now: number): RoundTimer {
  return timer.runningSince === null ? { ...timer, runningSince: now } : timer;
}

export function pauseTimer(timer: RoundTimer, now: number): RoundTimer {
  if (timer.runningSince === null) return timer;
  return {
    ...timer,
    elapsedMs: Math.min(timer.durationMs, timer.elapsedMs + Math.max(0, now - timer.runningSince)),
    runningSince: null,
  };
}

/**
 * The running clock restated from `now` once a whole second has gone, so a saved round
 * knows its time left to the second; the same timer otherwise.
 */
export function checkpointTimer(timer: RoundTimer, now: number): RoundTimer {
  if (timer.runningSince === null) return timer;
  const left = remainingMs(timer, now);
  if (Math.ceil(left / 1000) === Math.ceil(remainingMs(timer, timer.runningSince) / 1000)) {
    return timer;
  }
  return { ...timer, elapsedMs: timer.durationMs - left, runningSince: now };
}

/**
 * A round saved with its clock running, opened again where that clock means nothing (a
 * reload, another tab): paused at the time it had left when it was last saved.
 */
export function pausedWhereSaved(state: CicState): CicState {
  if (state.timer.runningSince === null) return state;
  return { ...state, timer: { ...state.timer, runningSince: null } };
}

export function remainingMs(timer: RoundTimer, now: number): number {
  const running = timer.runningSince === null ? 0 : Math.max(0, now - timer.runningSince);
  return Math.max(0, timer.durationMs - timer.elapsedMs - running);
}

export function isTimeUp(timer: RoundTimer, now: number): boolean {
  return remainingMs(timer, now) === 0;
}

export function columnsFor(bonusColumn: boolean): Column[] {
  return bonusColumn ? [...baseColumns, "bonus"] : [...baseColumns];
}

/** A player's points for the round: a column with no mark counts as no answer. */
export function playerTotal(sheet: ScoreSheet, player: string, columns: readonly Column[]): number {
  const row = sheet[player] ?? {};
  return columns.reduce((sum, column) => sum + markPoints[row[column] ?? "none"], 0);
}

export function roundTotals(
  sheet: ScoreSheet,
  players: readonly string[],
  columns: readonly Column[],
): Record<string, number> {
  return Object.fromEntries(players.map((player) => [player, playerTotal(sheet, player, columns)]));
}

/** Everyone on the lowest total drinks: a tie for last means all of them. */
export function lowestScorers(totals: Readonly<Record<string, number>>): string[] {
  const entries = Object.entries(totals);
  if (entries.length === 0) return [];
  const lowest = Math.min(...entries.map(([, total]) => total));
  return entries.filter(([, total]) => total === lowest).map(([name]) => name);
}

/** Each player's sum over the scored rounds; someone who joined late counts from then. */
export function runningTotals(results: readonly RoundResult[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const result of results) {
    for (const [name, total] of Object.entries(result.totals)) {
      sums[name] = (sums[name] ?? 0) + total;
    }
  }
  return sums;
}

export function setup(settings: CicSettings, rng: Rng): CicState {
  const clean = { ...settings, roundSeconds: clampRoundSeconds(settings.roundSeconds) };
  const { letter, used } = drawLetter([], allowedLetters(clean.excludeHardLetters), rng);
  return {
    settings: clean,
    round: 1,
    letter,
    usedLetters: used,
    phase: "ready",
    timer: newTimer(clean.roundSeconds),
    sheet: {},
    results: [],
  };
}

/** A new letter and a fresh clock and sheet; an unscored round is simply left behind. */
export function nextRound(
  state: CicState,
  _args: null,
  { rng }: Pick<MoveContext, "rng">,
): CicState {
  const { letter, used } = drawLetter(
    state.usedLetters,
    allowedLetters(state.settings.excludeHardLetters),
    rng,
  );
  return {
    ...state,
    round: state.round + 1,
    letter,
    usedLetters: used,
    phase: "ready",
    timer: newTimer(state.settings.roundSeconds),
    sheet: {},
  };
}

export function startClock(
  state: CicState,
  _args: null,
  { now }: Pick<MoveContext, "now">,
): CicState | Invalid {
  if (state.phase !== "ready" && state.phase !== "writing") {
    return invalid("The clock has already run out this round");
  }
  if (state.timer.runningSince !== null) return invalid("The clock is already running");
  return { ...state, phase: "writing", timer: startTimer(state.timer, now) };
}

export function pauseClock(
  state: CicState,
  _args: null,
  { now }: Pick<MoveContext, "now">,
): CicState | Invalid {
  if (state.phase !== "writing" || state.timer.runningSince === null) {
    return invalid("The clock is not running");
  }
  return { ...state, timer: pauseTimer(state.timer, now) };
}

/**
 * Ends the writing when the clock has run out; before that the state is unchanged, apart
 * from a running clock's once-a-second checkpoint (checkpointTimer).
 */
export function tick(state: CicState, _args: null, { now }: Pick<MoveContext, "now">): CicState {
  if (state.phase !== "writing") return state;
  if (!isTimeUp(state.timer, now)) {
    const timer = checkpointTimer(state.timer, now);
    return timer === state.timer ? state : { ...state, timer };
  }
  return { ...state, phase: "scoring", timer: pauseTimer(state.timer, now) };
}

/** Pens down before the clock runs out (everyone is done, or someone shouts "stop"). */
export function stopClock(
  state: CicState,
  _args: null,
  { now }: Pick<MoveContext, "now">,
): CicState | Invalid {
  if (state.phase !== "ready" && state.phase !== "writing") {
    return invalid("The writing is already over");
  }
  return { ...state, phase: "scoring", timer: pauseTimer(state.timer, now) };
}

export function setMark(
  state: CicState,
  { player, column, mark }: { player: string; column: Column; mark: Mark },
): CicState | Invalid {
  if (state.phase !== "scoring") return invalid("Answers are scored after the writing");
  return {
    ...state,
    sheet: { ...state.sheet, [player]: { ...state.sheet[player], [column]: mark } },
  };
}

/** Writes the round's totals into the running score; it needs a table of at least two. */
export function scoreRound(
  state: CicState,
  { players, columns }: { players: readonly string[]; columns: readonly Column[] },
): CicState | Invalid {
  if (state.phase !== "scoring") return invalid("There is no round to score");
  if (players.length < minPlayers) return invalid(`Scoring needs at least ${minPlayers} players`);
  return {
    ...state,
    phase: "scored",
    results: [
      ...state.results,
      { letter: state.letter, totals: roundTotals(state.sheet, players, columns) },
    ],
  };
}

/**
 * Settings apply from the next letter; a clock that has not started yet takes the new length
 * at once.
 */
export function changeSettings(state: CicState, change: Partial<CicSettings>): CicState {
  const settings = { ...state.settings, ...change };
  settings.roundSeconds = clampRoundSeconds(settings.roundSeconds);
  return {
    ...state,
    settings,
    timer: state.phase === "ready" ? newTimer(settings.roundSeconds) : state.timer,
  };
}

/** The last scored round's result, when the round on the table has been scored. */
export function currentResult(state: CicState): RoundResult | null {
  return state.phase === "scored" ? (state.results.at(-1) ?? null) : null;
}

const count = z.int().check(z.gte(0));
const markSchema = z.enum(["unique", "shared", "none"]);
const cicStateSchema = z
  .object({
    settings: z.object({
      excludeHardLetters: z.boolean(),
      roundSeconds: z.int().check(z.gte(minRoundSeconds), z.lte(maxRoundSeconds)),
      bonusColumn: z.boolean(),
    }),
    round: z.int().check(z.gte(1)),
    letter: z.enum(alphabet),
    usedLetters: z.array(z.enum(alphabet)).check(z.maxLength(alphabet.length)),
    phase: z.enum(["ready", "writing", "scoring", "scored"]),
    timer: z
      .object({
        durationMs: z.int().check(z.gte(minRoundSeconds * 1000), z.lte(maxRoundSeconds * 1000)),
        elapsedMs: z.number().check(z.gte(0)),
        runningSince: z.nullable(z.number()),
      })
      .check(z.refine((timer) => timer.elapsedMs <= timer.durationMs)),
    sheet: z.record(
      z.string(),
      z.object({
        country: z.optional(markSchema),
        island: z.optional(markSchema),
        city: z.optional(markSchema),
        bonus: z.optional(markSchema),
      }),
    ),
    results: z.array(z.object({ letter: z.enum(alphabet), totals: z.record(z.string(), count) })),
  })
  .check(z.refine((state) => state.phase === "writing" || state.timer.runningSince === null));

/** A saved game, checked before it is played on; anything else (an older shape) is null. */
export function parseCicState(value: unknown): CicState | null {
  const parsed = cicStateSchema.safeParse(value);
  if (!parsed.success) return null;
  const { sheet, ...rest } = parsed.data;
  // Optional marks come back without the keys zod would otherwise leave as undefined.
  const rows: ScoreSheet = {};
  for (const [player, row] of Object.entries(sheet)) {
    const marksOf: Partial<Record<Column, Mark>> = {};
    for (const column of columnsFor(true)) {
      const mark = row[column];
      if (mark) marksOf[column] = mark;
    }
    rows[player] = marksOf;
  }
  return { ...rest, sheet: rows };
}
