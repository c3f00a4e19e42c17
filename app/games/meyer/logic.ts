import { z } from "zod/mini";
import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";
import type { Rng } from "#app/games/_engine/rng.ts";

/**
 * Meyer (docs/product-rules.md#meyer): two dice under the cup, announced truthfully or not, passed
 * on. The higher die is the tens digit, so a roll reads as a two-digit value (1 and 3 is 31).
 */

/** High to low: Meyer, Lille Meyer, the pairs, then the rest. */
export const ranking: readonly number[] = [
  21, 31, 66, 55, 44, 33, 22, 11, 65, 64, 63, 62, 61, 54, 53, 52, 51, 43, 42, 41, 32,
];

export const meyer = 21;
export const lilleMeyer = 31;
/** The house rule's roll: shown at once, everyone drinks, and the roller rolls again. */
const cheers = 32;
const startingLives = 6;
/** Losing on a called Meyer costs this many lives; anything else costs one. */
const meyerPenalty = 2;
export const minMeyerPlayers = 2;
export const maxMeyerPlayers = 10;

export type Dice = readonly [number, number];

export interface MeyerPlayer {
  name: string;
  lives: number;
}

export interface MeyerSettings {
  /** House rule: a rolled 32 is shown and the whole table drinks. */
  cheers32: boolean;
}

export type LogEntry =
  | { kind: "roll"; round: number; player: string }
  | { kind: "call"; round: number; player: string; value: number }
  | { kind: "believe"; round: number; player: string }
  | { kind: "cheers"; round: number; player: string }
  | {
      kind: "lift";
      round: number;
      lifter: string;
      caller: string;
      call: number;
      actual: number;
      loser: string;
      lives: number;
      eliminated: boolean;
    };

export interface LiftResult {
  lifter: string;
  caller: string;
  call: number;
  actual: number;
  loser: string;
  livesLost: number;
  eliminated: boolean;
}

/**
 * - `roll`: the player on turn rolls (at a round's start, or after believing the call).
 * - `call`: they peek and announce.
 * - `respond`: the next player believes or lifts.
 * - `over`: one player is left.
 */
export type Phase = "roll" | "call" | "respond" | "over";

export interface MeyerState {
  settings: MeyerSettings;
  players: MeyerPlayer[];
  /** Index of the player holding the phone. */
  turn: number;
  phase: Phase;
  round: number;
  /** The dice under the cup now; null before the first roll of a turn. */
  dice: Dice | null;
  /** The announcement to beat this round; null at a round's start. */
  lastCall: number | null;
  /** Index of the player who made `lastCall`. */
  caller: number | null;
  /** Set when a rolled 32 was shown under the house rule, until the roller rolls again. */
  cheered: boolean;
  /** The last lift, shown until the next round's first roll. */
  lastLift: LiftResult | null;
  /** Newest last. */
  log: LogEntry[];
  winner: string | null;
}

/** The value two dice read as: the higher die is the tens. */
export function valueOf([a, b]: Dice): number {
  return Math.max(a, b) * 10 + Math.min(a, b);
}

/** Position in the ranking, 0 for Meyer; -1 for a number that is no roll. */
function rankOf(value: number): number {
  return ranking.indexOf(value);
}

function isValue(value: number): boolean {
  return rankOf(value) !== -1;
}

/** True when `a` ranks strictly above `b`. */
export function beats(a: number, b: number): boolean {
  const rankA = rankOf(a);
  const rankB = rankOf(b);
  return rankA !== -1 && rankB !== -1 && rankA < rankB;
}

/** Every announcement allowed now: anything beating the last call, whatever the dice say. */
export function legalCalls(lastCall: number | null): number[] {
  return lastCall === null ? [...ranking] : ranking.filter((value) => beats(value, lastCall));
}

/** The next player still in the game after `index`, going round the table. */
function nextAlive(players: readonly MeyerPlayer[], index: number): number {
  for (let step = 1; step <= players.length; step += 1) {
    const candidate = (index + step) % players.length;
    if ((players[candidate]?.lives ?? 0) > 0) return candidate;
  }
  return index;
}

function currentName(state: MeyerState): string {
  return state.players[state.turn]?.name ?? "";
}

export function setup(
  names: readonly string[],
  settings: MeyerSettings = { cheers32: false },
): MeyerState | Invalid {
  if (names.length < minMeyerPlayers) {
    return invalid(`Meyer needs at least ${minMeyerPlayers} players`);
  }
  if (names.length > maxMeyerPlayers) {
    return invalid(`Meyer takes at most ${maxMeyerPlayers} players`);
  }
  if (new Set(names).size !== names.length) return invalid("Every player needs their own name");
  return freshGame(settings, names);
}

export function setCheers32(state: MeyerState, cheers32: boolean): MeyerState {
  return { ...state, settings: { ...state.settings, cheers32 } };
}

/** The player on turn rolls under the cup (only they should look). */
export function roll(state: MeyerState, rng: Rng): MeyerState | Invalid {
  if (state.phase !== "roll") return invalid("It is not time to roll");
  const dice: Dice = [rng.int(6) + 1, rng.int(6) + 1];
  const player = currentName(state);
  const entry: LogEntry = { kind: "roll", round: state.round, player };
  if (state.settings.cheers32 && valueOf(dice) === cheers) {
    // The 32 is shown to the table rather than announced, so nobody can lift it.
    return {
      ...state,
      dice,
      cheered: true,
      lastLift: null,
      log: [...state.log, entry, { kind: "cheers", round: state.round, player }],
    };
  }
  return {
    ...state,
    dice,
    phase: "call",
    cheered: false,
    lastLift: null,
    log: [...state.log, entry],
  };
}

/** The roller announces `value`: true or a bluff, but it must beat the last call. */
export function call(state: MeyerState, value: number): MeyerState | Invalid {
  if (state.phase !== "call") return invalid("Roll before you call");
  if (!isValue(value)) return invalid(`${value} is not a Meyer value`);
  if (state.lastCall !== null && !beats(value, state.lastCall)) {
    return invalid(`${value} does not beat ${state.lastCall}`);
  }
  return {
    ...state,
    phase: "respond",
    lastCall: value,
    caller: state.turn,
    turn: nextAlive(state.players, state.turn),
    log: [...state.log, { kind: "call", round: state.round, player: currentName(state), value }],
  };
}

/** The next player takes the cup unseen and must roll and call higher. */
export function believe(state: MeyerState): MeyerState | Invalid {
  if (state.phase !== "respond") return invalid("There is no call to believe");
  if (state.lastCall === meyer) return invalid("Nothing beats Meyer: lift it");
  return {
    ...state,
    phase: "roll",
    dice: null,
    log: [...state.log, { kind: "believe", round: state.round, player: currentName(state) }],
  };
}

/**
 * The next player lifts the cup. Dice lower than the call: the caller loses. Equal or
 * higher: the lifter does. A called Meyer costs two lives. The loser starts the next round
 * (or, knocked out, the player after them).
 */
export function lift(state: MeyerState): MeyerState | Invalid {
  if (state.phase !== "respond" || state.lastCall === null || state.caller === null) {
    return invalid("There is no call to lift");
  }
  if (state.dice === null) return invalid("There are no dice under the cup");
  const actual = valueOf(state.dice);
  const callerLoses = beats(state.lastCall, actual);
  const loserIndex = callerLoses ? state.caller : state.turn;
  const livesLost = state.lastCall === meyer ? meyerPenalty : 1;
  const players = state.players.map((player, index) =>
    index === loserIndex ? { ...player, lives: Math.max(0, player.lives - livesLost) } : player,
  );
  const loser = players[loserIndex];
  const loserName = loser?.name ?? "";
  const eliminated = (loser?.lives ?? 0) === 0;
  const result: LiftResult = {
    lifter: currentName(state),
    caller: state.players[state.caller]?.name ?? "",
    call: state.lastCall,
    actual,
    loser: loserName,
    livesLost,
    eliminated,
  };
  const entry: LogEntry = {
    kind: "lift",
    round: state.round,
    lifter: result.lifter,
    caller: result.caller,
    call: result.call,
    actual,
    loser: loserName,
    lives: livesLost,
    eliminated,
  };
  const alive = players.filter((player) => player.lives > 0);
  const winner = alive.length === 1 ? (alive[0]?.name ?? null) : null;
  return {
    ...state,
    players,
    phase: winner ? "over" : "roll",
    turn: eliminated ? nextAlive(players, loserIndex) : loserIndex,
    round: winner ? state.round : state.round + 1,
    dice: null,
    lastCall: null,
    caller: null,
    cheered: false,
    lastLift: result,
    log: [...state.log, entry],
    winner,
  };
}

export function isOver(state: MeyerState): boolean {
  return state.phase === "over";
}

/** The same table, everyone back on six lives. */
export function rematch(state: MeyerState): MeyerState {
  return freshGame(
    state.settings,
    state.players.map((player) => player.name),
  );
}

/** A new game at the table: full lives, the first player on turn, an empty log. */
function freshGame(settings: MeyerSettings, names: readonly string[]): MeyerState {
  return {
    settings,
    players: names.map((name) => ({ name, lives: startingLives })),
    turn: 0,
    phase: "roll",
    round: 1,
    dice: null,
    lastCall: null,
    caller: null,
    cheered: false,
    lastLift: null,
    log: [],
    winner: null,
  };
}

const die = z.int().check(z.gte(1), z.lte(6));
const value = z.number().check(z.refine(isValue));
const logEntrySchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("roll"), round: z.int(), player: z.string() }),
  z.object({ kind: z.literal("call"), round: z.int(), player: z.string(), value }),
  z.object({ kind: z.literal("believe"), round: z.int(), player: z.string() }),
  z.object({ kind: z.literal("cheers"), round: z.int(), player: z.string() }),
  z.object({
    kind: z.literal("lift"),
    round: z.int(),
    lifter: z.string(),
    caller: z.string(),
    call: value,
    actual: value,
    loser: z.string(),
    lives: z.int(),
    eliminated: z.boolean(),
  }),
]);

const meyerStateSchema = z
  .object({
    settings: z.object({ cheers32: z.boolean() }),
    players: z
      .array(
        z.object({
          name: z.string().check(z.minLength(1)),
          lives: z.int().check(z.gte(0), z.lte(startingLives)),
        }),
      )
      .check(z.minLength(minMeyerPlayers), z.maxLength(maxMeyerPlayers)),
    turn: z.int().check(z.gte(0)),
    phase: z.enum(["roll", "call", "respond", "over"]),
    round: z.int().check(z.gte(1)),
    dice: z.nullable(z.tuple([die, die])),
    lastCall: z.nullable(value),
    caller: z.nullable(z.int().check(z.gte(0))),
    cheered: z.boolean(),
    lastLift: z.nullable(
      z.object({
        lifter: z.string(),
        caller: z.string(),
        call: value,
        actual: value,
        loser: z.string(),
        livesLost: z.int(),
        eliminated: z.boolean(),
      }),
    ),
    log: z.array(logEntrySchema),
    winner: z.nullable(z.string()),
  })
  .check(
    z.refine(
      (state) =>
        state.turn < state.players.length &&
        (state.caller === null || state.caller < state.players.length),
    ),
  );

/** A game kept in storage, checked before it is played on; anything else is null. */
export function parseMeyerState(input: unknown): MeyerState | null {
  const parsed = meyerStateSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}
