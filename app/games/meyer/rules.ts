import { z } from "zod/mini";
import type { GamePlayer, GameRules, GameTable } from "#app/games/_engine/game-rules.ts";
import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { unitOf, type DrinkUnit } from "#app/games/_engine/room-drinks.ts";
import { createRng } from "#app/games/_engine/rng.ts";
import { dealtAsSeated, dealtSeat, tableSizeRefusal } from "#app/games/_engine/table-seats.ts";

/**
 * Meyer (docs/product-rules.md#meyer): two dice under the cup, announced truthfully or not, passed
 * on. The higher die is the tens digit, so a roll reads as a two-digit value (1 and 3 is 31).
 *
 * One rule set (docs/decisions/034-one-rule-set.md): on one phone passed round the table, and in
 * a room where each player rolls on their own phone and only the roller's view holds the dice
 * until a lift shows them to everyone.
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
  /** The seat's id: a room seat, or on one phone the player's name. */
  id: string;
  name: string;
  lives: number;
  /** Left the table during this game: out of it, whatever lives they had. */
  left: boolean;
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

/** A lift, as every phone sees it: the dice are on the table now. */
export interface LiftResult {
  lifter: string;
  caller: string;
  call: number;
  dice: Dice;
  actual: number;
  loser: string;
  loserId: string;
  livesLost: number;
  eliminated: boolean;
}

/**
 * - `roll`: the player on turn rolls (at a round's start, or after believing the call).
 * - `call`: they look under the cup and announce.
 * - `respond`: the next player believes or lifts.
 * - `over`: one player is left.
 */
export type Phase = "roll" | "call" | "respond" | "over";

export interface MeyerState {
  settings: MeyerSettings;
  /** In seating order; leavers stay (marked) so indexes hold for the whole game. */
  players: MeyerPlayer[];
  /** Index of the player on turn. */
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
  /** The seat id of the last player standing. */
  winner: string | null;
  rngState: number;
}

export const meyerMoveSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("roll") }),
  z.object({ type: z.literal("call"), value: z.int() }),
  z.object({ type: z.literal("believe") }),
  z.object({ type: z.literal("lift") }),
  z.object({ type: z.literal("houseRule"), cheers32: z.boolean() }),
  z.object({ type: z.literal("rematch") }),
]);

export type MeyerMove = z.infer<typeof meyerMoveSchema>;

/** What one phone of a room shows. */
export interface MeyerView {
  phase: Phase;
  round: number;
  settings: MeyerSettings;
  /** The host may switch the house rule now: between rounds. */
  houseRuleOpen: boolean;
  players: {
    id: string;
    name: string;
    lives: number;
    left: boolean;
    /** How this player takes a drink. */
    unit: DrinkUnit;
  }[];
  /** Seated, and playing from the next game. */
  waiting: { id: string; name: string; unit: DrinkUnit }[];
  /** This phone's player is in the game and still has lives. */
  inGame: boolean;
  /** How this phone's player takes a drink. */
  myUnit: DrinkUnit;
  /** Null once the game is over. */
  onTurn: { id: string; name: string } | null;
  caller: { id: string; name: string } | null;
  lastCall: number | null;
  /**
   * The dice under the cup, on the phone of the player who rolled them and only there: while
   * they call, and while their call stands.
   */
  myDice: Dice | null;
  /** The 32 shown to the table under the house rule, until its roller rolls again. */
  cheers: Dice | null;
  lastLift: LiftResult | null;
  /** The newest calls, beliefs and lifts (rolls say nothing the others need), newest last. */
  log: LogEntry[];
  winner: { id: string; name: string } | null;
}

/** How much of the log each phone is sent with every move. */
const viewedLog = 40;

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

/** Still playing: lives left and still at the table. */
export function isIn(player: MeyerPlayer | undefined): boolean {
  return player !== undefined && player.lives > 0 && !player.left;
}

/** The next player still in the game after `index`, going round the table. */
function nextIn(players: readonly MeyerPlayer[], index: number): number {
  for (let step = 1; step <= players.length; step += 1) {
    const candidate = (index + step) % players.length;
    if (isIn(players[candidate])) return candidate;
  }
  return index;
}

function nameAt(state: MeyerState, index: number | null): string {
  return index === null ? "" : (state.players[index]?.name ?? "");
}

/** No round is under way: before the game's first roll, after a lift, or after the end. */
export function betweenRounds(state: MeyerState): boolean {
  return (
    state.phase === "over" ||
    (state.phase === "roll" && state.lastCall === null && state.dice === null)
  );
}

/** Nobody has rolled yet this game: the table can still change who plays it. */
function notStarted(state: MeyerState): boolean {
  return state.log.length === 0;
}

/** A new game for `seats`: full lives, the first player on turn, an empty log. */
function freshGame(
  settings: MeyerSettings,
  seats: readonly GamePlayer[],
  rngState: number,
): MeyerState {
  return withWinner({
    settings,
    players: seats
      .slice(0, maxMeyerPlayers)
      .map(({ id, name }) => ({ id, name, lives: startingLives, left: false })),
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
    rngState,
  });
}

/** The game is over once one player (or nobody) is left in it. */
function withWinner(state: MeyerState): MeyerState {
  const still = state.players.filter(isIn);
  if (still.length > 1 || state.phase === "over") return state;
  return {
    ...state,
    phase: "over",
    dice: null,
    lastCall: null,
    caller: null,
    cheered: false,
    winner: still[0]?.id ?? null,
  };
}

function setup(table: GameTable, seed: number): MeyerState | Invalid {
  return (
    tableSizeRefusal(table, minMeyerPlayers, maxMeyerPlayers) ??
    freshGame({ cheers32: false }, table.players, seed >>> 0)
  );
}

/** The player on turn rolls under the cup: only their phone (or their eyes) may see it. */
function roll(state: MeyerState): MeyerState | Invalid {
  if (state.phase !== "roll") return invalid("meyer.notRollTime");
  const rng = createRng(state.rngState);
  const dice: Dice = [rng.int(6) + 1, rng.int(6) + 1];
  const player = nameAt(state, state.turn);
  const entry: LogEntry = { kind: "roll", round: state.round, player };
  const rolled = { ...state, dice, lastLift: null, rngState: rng.state() };
  if (state.settings.cheers32 && valueOf(dice) === cheers) {
    // The 32 is shown to the table rather than announced, so nobody can lift it.
    return {
      ...rolled,
      cheered: true,
      log: [...state.log, entry, { kind: "cheers", round: state.round, player }],
    };
  }
  return { ...rolled, phase: "call", cheered: false, log: [...state.log, entry] };
}

/** The roller announces `value`: true or a bluff, but it must beat the last call. */
function call(state: MeyerState, value: number): MeyerState | Invalid {
  if (state.phase !== "call") return invalid("meyer.rollFirst");
  if (!isValue(value)) return invalid("meyer.notAValue", { value });
  if (state.lastCall !== null && !beats(value, state.lastCall)) {
    return invalid("meyer.mustBeat", { value, last: state.lastCall });
  }
  return {
    ...state,
    phase: "respond",
    lastCall: value,
    caller: state.turn,
    turn: nextIn(state.players, state.turn),
    log: [
      ...state.log,
      { kind: "call", round: state.round, player: nameAt(state, state.turn), value },
    ],
  };
}

/** The next player takes the cup unseen and must roll and call higher. */
function believe(state: MeyerState): MeyerState | Invalid {
  if (state.phase !== "respond") return invalid("meyer.noCall");
  if (state.lastCall === meyer) return invalid("meyer.liftMeyer");
  return {
    ...state,
    phase: "roll",
    dice: null,
    log: [...state.log, { kind: "believe", round: state.round, player: nameAt(state, state.turn) }],
  };
}

/**
 * The next player lifts the cup. Dice lower than the call: the caller loses. Equal or
 * higher: the lifter does. A called Meyer costs two lives. The loser starts the next round
 * (or, knocked out, the player after them).
 */
function lift(state: MeyerState): MeyerState | Invalid {
  if (
    state.phase !== "respond" ||
    state.lastCall === null ||
    state.caller === null ||
    state.dice === null
  ) {
    return invalid("meyer.noCall");
  }
  const actual = valueOf(state.dice);
  const callerLoses = beats(state.lastCall, actual);
  const loserIndex = callerLoses ? state.caller : state.turn;
  const livesLost = state.lastCall === meyer ? meyerPenalty : 1;
  const players = state.players.map((player, index) =>
    index === loserIndex ? { ...player, lives: Math.max(0, player.lives - livesLost) } : player,
  );
  const loser = players[loserIndex];
  const eliminated = (loser?.lives ?? 0) === 0;
  const result: LiftResult = {
    lifter: nameAt(state, state.turn),
    caller: nameAt(state, state.caller),
    call: state.lastCall,
    dice: state.dice,
    actual,
    loser: loser?.name ?? "",
    loserId: loser?.id ?? "",
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
    loser: result.loser,
    lives: livesLost,
    eliminated,
  };
  const next = withWinner({
    ...state,
    players,
    phase: "roll",
    turn: isIn(loser) ? loserIndex : nextIn(players, loserIndex),
    dice: null,
    lastCall: null,
    caller: null,
    cheered: false,
    lastLift: result,
    log: [...state.log, entry],
  });
  return next.phase === "over" ? next : { ...next, round: state.round + 1 };
}

function move(
  state: MeyerState,
  playerId: string,
  played: MeyerMove,
  table: GameTable,
): MeyerState | Invalid {
  if (played.type === "houseRule") {
    if (playerId !== table.hostId) return invalid("meyer.hostSetsHouseRule");
    if (!betweenRounds(state)) return invalid("meyer.houseRuleBetweenRounds");
    return { ...state, settings: { ...state.settings, cheers32: played.cheers32 } };
  }
  if (played.type === "rematch") {
    if (state.phase !== "over") return invalid("meyer.notOver");
    if (!table.players.some((player) => player.id === playerId)) return invalid("notPlaying");
    return (
      tableSizeRefusal(table, minMeyerPlayers, maxMeyerPlayers) ??
      freshGame(state.settings, table.players, state.rngState)
    );
  }

  if (state.phase === "over") return invalid("meyer.gameOver");
  const seat = state.players.findIndex((player) => player.id === playerId);
  const player = state.players[seat];
  if (!player) return invalid("meyer.nextGame");
  if (!isIn(player)) return invalid("meyer.youAreOut");
  if (seat !== state.turn) return invalid("notYourTurn");
  switch (played.type) {
    case "roll":
      return roll(state);
    case "call":
      return call(state, played.value);
    case "believe":
      return believe(state);
    case "lift":
      return lift(state);
  }
}

/**
 * Players came, went or changed a setting. Before the first roll the game is simply dealt to
 * the table as it is now. After it, a newcomer plays from the next game and a leaver is out:
 * their turn passes on, dice they rolled go with them, and a call of theirs that nobody has
 * answered is dropped, so the player who was to answer it starts afresh.
 */
function seatsChanged(state: MeyerState, table: GameTable): MeyerState {
  if (notStarted(state)) {
    return freshGame(state.settings, table.players, state.rngState);
  }
  const players = dealtAsSeated(state.players, table);
  const kept = { ...state, players };
  if (state.phase === "over") return kept;
  const callerLeft = state.caller !== null && !isIn(players[state.caller]);
  // A call nobody has answered, by someone who left: there is nothing to lift against, so the
  // one who was to answer it starts the round afresh.
  const next: MeyerState =
    state.phase === "respond" && callerLeft
      ? { ...kept, phase: "roll", dice: null, lastCall: null, caller: null }
      : kept;
  if (isIn(players[next.turn])) return withWinner(next);
  const turn = nextIn(players, next.turn);
  if (next.phase === "respond") return withWinner({ ...next, turn });
  // The leaver's roll goes with them: the next player rolls to beat the same call.
  return withWinner({ ...next, turn, phase: "roll", dice: null, cheered: false });
}

/** Whose dice are under the cup: the player calling, or the one whose call stands. */
function rollerOf(state: MeyerState): number | null {
  if (state.dice === null) return null;
  if (state.phase === "call") return state.turn;
  if (state.phase === "respond") return state.caller;
  return null;
}

function view(state: MeyerState, playerId: string, table: GameTable): MeyerView {
  const roller = rollerOf(state);
  const mine = roller !== null && state.players[roller]?.id === playerId;
  const over = state.phase === "over";
  const winner = state.players.find((player) => player.id === state.winner);
  return {
    phase: state.phase,
    round: state.round,
    settings: state.settings,
    houseRuleOpen: betweenRounds(state),
    players: state.players.map(({ id, name, lives, left }) => ({
      id,
      name,
      lives,
      left,
      unit: unitOf(
        table.players.find((seat) => seat.id === id),
        table,
      ),
    })),
    waiting: table.players
      .filter((seat) => !state.players.some((player) => player.id === seat.id))
      .map((seat) => ({ id: seat.id, name: seat.name, unit: unitOf(seat, table) })),
    inGame: isIn(state.players.find((player) => player.id === playerId)),
    myUnit: unitOf(
      table.players.find((seat) => seat.id === playerId),
      table,
    ),
    onTurn: over ? null : dealtSeat(state.players, state.turn),
    caller: dealtSeat(state.players, state.caller),
    lastCall: state.lastCall,
    myDice: mine ? state.dice : null,
    cheers: state.cheered && state.phase === "roll" ? state.dice : null,
    lastLift: state.lastLift,
    log: state.log.filter((entry) => entry.kind !== "roll").slice(-viewedLog),
    winner: winner ? { id: winner.id, name: winner.name } : null,
  };
}

export function isOver(state: MeyerState): boolean {
  return state.phase === "over";
}

export const rules: GameRules<MeyerState, MeyerMove, MeyerView> = {
  moveSchema: meyerMoveSchema,
  minPlayers: minMeyerPlayers,
  maxPlayers: maxMeyerPlayers,
  setup,
  move,
  seatsChanged,
  view,
  isOver,
};

const die = z.int().check(z.gte(1), z.lte(6));
const diceSchema = z.tuple([die, die]);
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
          id: z.string().check(z.minLength(1)),
          name: z.string().check(z.minLength(1)),
          lives: z.int().check(z.gte(0), z.lte(startingLives)),
          left: z.boolean(),
        }),
      )
      .check(z.maxLength(maxMeyerPlayers * 2)),
    turn: z.int().check(z.gte(0)),
    phase: z.enum(["roll", "call", "respond", "over"]),
    round: z.int().check(z.gte(1)),
    dice: z.nullable(diceSchema),
    lastCall: z.nullable(value),
    caller: z.nullable(z.int().check(z.gte(0))),
    cheered: z.boolean(),
    lastLift: z.nullable(
      z.object({
        lifter: z.string(),
        caller: z.string(),
        call: value,
        dice: diceSchema,
        actual: value,
        loser: z.string(),
        loserId: z.string(),
        livesLost: z.int(),
        eliminated: z.boolean(),
      }),
    ),
    log: z.array(logEntrySchema),
    winner: z.nullable(z.string()),
    rngState: z.int().check(z.gte(0)),
  })
  .check(
    z.refine(
      (state) =>
        (state.turn < state.players.length || state.players.length === 0) &&
        (state.caller === null || state.caller < state.players.length),
    ),
  );

/** A game kept on the device, checked before it is played on; anything else is null. */
export function parseMeyerState(input: unknown): MeyerState | null {
  const parsed = meyerStateSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}
