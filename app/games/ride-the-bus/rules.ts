import { z } from "zod/mini";
import type { GamePlayer, GameRules, GameTable } from "#app/games/_engine/game-rules.ts";
import { invalid, isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { unitOf, type DrinkUnit } from "#app/games/_engine/room-drinks.ts";
import { createRng, shuffle } from "#app/games/_engine/rng.ts";
import { dealtAsSeated, dealtSeat, tableSizeRefusal } from "#app/games/_engine/table-seats.ts";

/**
 * Ride the Bus (docs/product-rules.md#ride-the-bus), »Bussen« in Danish, in three acts:
 *
 * 1. The four questions: going round the table four times, each player guesses red or black,
 *    higher or lower, inside or outside, then the suit of the card they are dealt face up.
 * 2. The pyramid: ten cards face down in rows of four, three, two and one, turned one by one;
 *    whoever holds a card of the turned rank lays it down and hands out sips.
 * 3. The bus: the player left with the most cards guesses higher or lower along a line of cards
 *    until they reach its end, or until the bus has cost them its cap and breaks down.
 *
 * No card costs more than three sips, and the bus no more than `busSipCap` in all. Sips are
 * counts: each phone words them as sips or penalty points (alcohol-free mode). Every card that
 * matters is in the state, so a reload resumes the round exactly; views show only turned cards.
 */

export const suits = ["hearts", "diamonds", "clubs", "spades"] as const;
export type Suit = (typeof suits)[number];

/** A playing card; aces are high (14). */
export interface Card {
  rank: number;
  suit: Suit;
}

export const minRideTheBusPlayers = 2;
/** One deck: eight hands of four and the pyramid's ten leave ten cards. */
export const maxRideTheBusPlayers = 8;

/** Sips for a wrong answer to each of the four questions. */
export const questionSips: readonly number[] = [1, 2, 3, 3];
/** The most any one card costs or hands out: a question, a turned pyramid card, a bus guess. */
export const sipCap = 3;
/** Pyramid rows from the bottom: four cards, three, two, one. */
export const pyramidRows: readonly number[] = [4, 3, 2, 1];
/** Sips handed out per matching card, by row from the bottom. */
export const rowSips: readonly number[] = [1, 2, 2, 3];
/** Cards in the bus's line: the first is face up, the rider guesses the other four. */
export const busLength = 5;
/** Each wrong guess on the bus costs one sip; at this many the bus breaks down. */
export const busSipCap = 5;

const pyramidSize = pyramidRows.reduce((sum, row) => sum + row, 0);

export type Question = "colour" | "higherLower" | "insideOutside" | "suit";
export const questions: readonly Question[] = ["colour", "higherLower", "insideOutside", "suit"];

export type Guess =
  | "red"
  | "black"
  | "higher"
  | "lower"
  | "inside"
  | "outside"
  | "hearts"
  | "diamonds"
  | "clubs"
  | "spades";

/** The answers each question takes. */
export const answers: Readonly<Record<Question, readonly Guess[]>> = {
  colour: ["red", "black"],
  higherLower: ["higher", "lower"],
  insideOutside: ["inside", "outside"],
  suit: ["hearts", "diamonds", "clubs", "spades"],
};

export interface BusPlayer {
  /** The seat's id: a room seat, or on one phone the player's name. */
  id: string;
  name: string;
  /** Face up in front of them: dealt in act one, laid on the pyramid in act two. */
  hand: Card[];
  /** Left the table during this game: out of it. */
  left: boolean;
}

/** What just happened, for every phone to read out. */
export type Outcome =
  | {
      kind: "guess";
      player: string;
      question: Question;
      guess: Guess;
      card: Card;
      right: boolean;
      /** Taken when wrong, handed out when right. */
      sips: number;
    }
  | {
      kind: "flip";
      card: Card;
      /** 0 is the bottom row. */
      row: number;
      /** Who laid cards down, and the sips each hands out. */
      matches: { player: string; cards: number; sips: number }[];
    }
  | {
      kind: "bus";
      player: string;
      guess: "higher" | "lower";
      card: Card;
      right: boolean;
      /** Taken for this guess: 1 when wrong. */
      sips: number;
    };

/**
 * - `questions`: act one, the player on turn answers question `question`.
 * - `pyramid`: act two, the next pyramid card waits to be turned.
 * - `bus`: act three, the rider guesses the next card.
 * - `over`: the bus arrived, broke down, or nobody had a card left to ride it with.
 */
export type Phase = "questions" | "pyramid" | "bus" | "over";

/** How the game ended. */
export type Ending = "arrived" | "brokeDown" | "nobodyRides";

export interface RideTheBusState {
  phase: Phase;
  /** In seating order; leavers stay (marked) so indexes hold for the whole game. */
  players: BusPlayer[];
  /** The undealt deck, the next card first. */
  deck: Card[];
  /** Index into `questions` in act one. */
  question: number;
  /** Index of the player on turn in act one. */
  turn: number;
  /** Face down until turned, bottom row first. */
  pyramid: Card[];
  /** How many pyramid cards are turned. */
  turned: number;
  /** Index of the player riding the bus. */
  rider: number | null;
  /** The bus's line; cards up to `busStep` are face up. */
  bus: Card[];
  busStep: number;
  /** Sips the bus has cost its rider so far. */
  busSips: number;
  last: Outcome | null;
  ending: Ending | null;
  /** Moves made this game: a move that says which card it turns must match. */
  moves: number;
  rngState: number;
}

const guessSchema = z.enum([
  "red",
  "black",
  "higher",
  "lower",
  "inside",
  "outside",
  "hearts",
  "diamonds",
  "clubs",
  "spades",
]);

export const rideTheBusMoveSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("guess"), guess: guessSchema }),
  /** `at` is the pyramid card the phone showed as next: two taps turn one card, not two. */
  z.object({ type: z.literal("turn"), at: z.int() }),
  z.object({ type: z.literal("rematch") }),
]);

export type RideTheBusMove = z.infer<typeof rideTheBusMoveSchema>;

/** What one phone shows: hands are face up, the deck and unturned cards are not there. */
export interface RideTheBusView {
  phase: Phase;
  players: { id: string; name: string; hand: Card[]; left: boolean; unit: DrinkUnit }[];
  /** Seated, and playing from the next game. */
  waiting: { id: string; name: string }[];
  inGame: boolean;
  myUnit: DrinkUnit;
  /** What hand-outs are counted in: points in an alcohol-free room, sips otherwise. */
  handOutUnit: DrinkUnit;
  /** Moves made this game: a room phone's refusal belongs to the moment it was made at. */
  moves: number;
  /** Who acts now: the player answering, or the rider; null in the pyramid and at the end. */
  onTurn: { id: string; name: string } | null;
  myTurn: boolean;
  question: Question | null;
  /** Turned cards, null for those still face down; bottom row first. */
  pyramid: (Card | null)[];
  turned: number;
  rider: { id: string; name: string } | null;
  /** The bus's line: face-up cards, null for those still face down. */
  bus: (Card | null)[];
  busSips: number;
  last: Outcome | null;
  ending: Ending | null;
}

/** Every card of one deck, in order. */
export function fullDeck(): Card[] {
  return suits.flatMap((suit) =>
    Array.from({ length: 13 }, (_, index) => ({ rank: index + 2, suit })),
  );
}

export function isRed(card: Card): boolean {
  return card.suit === "hearts" || card.suit === "diamonds";
}

/** The pyramid row (0 at the bottom) of the card at `index`. */
export function rowOf(index: number): number {
  let end = 0;
  for (const [row, size] of pyramidRows.entries()) {
    end += size;
    if (index < end) return row;
  }
  return pyramidRows.length - 1;
}

/** True when `guess` is right about `card` dealt onto `hand`; a tie is always wrong. */
export function isRight(guess: Guess, card: Card, hand: readonly Card[]): boolean {
  const [first, second] = hand;
  switch (guess) {
    case "red":
      return isRed(card);
    case "black":
      return !isRed(card);
    case "higher":
      return first !== undefined && card.rank > first.rank;
    case "lower":
      return first !== undefined && card.rank < first.rank;
    case "inside":
    case "outside": {
      if (first === undefined || second === undefined) return false;
      const low = Math.min(first.rank, second.rank);
      const high = Math.max(first.rank, second.rank);
      return guess === "inside"
        ? card.rank > low && card.rank < high
        : card.rank < low || card.rank > high;
    }
    default:
      return card.suit === guess;
  }
}

function isIn(player: BusPlayer | undefined): player is BusPlayer {
  return player !== undefined && !player.left;
}

/** The first player still in the game from `index` on (itself included), round the table. */
function firstInFrom(players: readonly BusPlayer[], index: number): number | null {
  for (let step = 0; step < players.length; step += 1) {
    const candidate = (index + step) % players.length;
    if (isIn(players[candidate])) return candidate;
  }
  return null;
}

/** A new game for `seats`: a shuffled deck, the pyramid laid, the first player on turn. */
function freshGame(seats: readonly GamePlayer[], rngState: number): RideTheBusState {
  const rng = createRng(rngState);
  const deck = shuffle(fullDeck(), rng);
  return {
    phase: "questions",
    players: seats
      .slice(0, maxRideTheBusPlayers)
      .map(({ id, name }) => ({ id, name, hand: [], left: false })),
    pyramid: deck.slice(0, pyramidSize),
    deck: deck.slice(pyramidSize),
    question: 0,
    turn: 0,
    turned: 0,
    rider: null,
    bus: [],
    busStep: 0,
    busSips: 0,
    last: null,
    ending: null,
    moves: 0,
    rngState: rng.state(),
  };
}

function setup(table: GameTable, seed: number): RideTheBusState | Invalid {
  return (
    tableSizeRefusal(table, minRideTheBusPlayers, maxRideTheBusPlayers) ??
    freshGame(table.players, seed >>> 0)
  );
}

/** A fresh line for the bus from a newly shuffled deck. */
function dealBus(state: RideTheBusState): RideTheBusState {
  const rng = createRng(state.rngState);
  const bus = shuffle(fullDeck(), rng).slice(0, busLength);
  return { ...state, bus, busStep: 0, rngState: rng.state() };
}

/**
 * The pyramid is turned: the player holding the most cards rides the bus. A tie is drawn from
 * the seed; when nobody holds a card, nobody rides and the game is over.
 */
function chooseRider(state: RideTheBusState): RideTheBusState {
  const most = Math.max(0, ...state.players.filter(isIn).map((player) => player.hand.length));
  const tied = state.players.flatMap((player, index) =>
    isIn(player) && player.hand.length === most ? [index] : [],
  );
  if (most === 0 || tied.length === 0) {
    return { ...state, phase: "over", ending: "nobodyRides", rider: null };
  }
  const rng = createRng(state.rngState);
  const rider = tied.length === 1 ? (tied[0] ?? 0) : rng.pick(tied);
  return dealBus({ ...state, phase: "bus", rider, busSips: 0, rngState: rng.state() });
}

/** The player on turn answers the question and is dealt their card face up. */
function answer(state: RideTheBusState, guess: Guess): RideTheBusState | Invalid {
  const question = questions[state.question] ?? "colour";
  if (!answers[question].includes(guess)) return invalid("rideTheBus.wrongAnswer");
  const [card, ...deck] = state.deck;
  const player = state.players[state.turn];
  if (!card || !player) return invalid("deckEmpty");
  const right = isRight(guess, card, player.hand);
  const players = state.players.map((each, index) =>
    index === state.turn ? { ...each, hand: [...each.hand, card] } : each,
  );
  const last: Outcome = {
    kind: "guess",
    player: player.name,
    question,
    guess,
    card,
    right,
    sips: Math.min(questionSips[state.question] ?? 1, sipCap),
  };
  const next = firstInFrom(players, state.turn + 1);
  const lapDone = next === null || next <= state.turn;
  const answered = { ...state, players, deck, last };
  if (!lapDone) return { ...answered, turn: next };
  if (state.question + 1 < questions.length) {
    return { ...answered, question: state.question + 1, turn: firstInFrom(players, 0) ?? 0 };
  }
  return { ...answered, phase: "pyramid" };
}

/** The next pyramid card is turned; everyone holding its rank lays those cards on it. */
function turnCard(state: RideTheBusState, at: number): RideTheBusState | Invalid {
  if (at !== state.turned) return invalid("rideTheBus.alreadyTurned");
  const card = state.pyramid[state.turned];
  if (!card) return invalid("rideTheBus.notTurnTime");
  const row = rowOf(state.turned);
  const matches: { player: string; cards: number; sips: number }[] = [];
  const players = state.players.map((player) => {
    if (!isIn(player)) return player;
    const kept = player.hand.filter((held) => held.rank !== card.rank);
    const laid = player.hand.length - kept.length;
    if (laid === 0) return player;
    matches.push({
      player: player.name,
      cards: laid,
      sips: Math.min(laid * (rowSips[row] ?? 1), sipCap),
    });
    return { ...player, hand: kept };
  });
  const flipped: RideTheBusState = {
    ...state,
    players,
    turned: state.turned + 1,
    last: { kind: "flip", card, row, matches },
  };
  // The last card's matches stay the news beside the rider, who is in `rider`.
  return flipped.turned >= state.pyramid.length ? chooseRider(flipped) : flipped;
}

/**
 * The rider guesses the next card of the line. Right: it is turned and they go on, arriving
 * when the last card is turned. Wrong or the same rank: a sip, and a fresh line from the first
 * card, until the bus has cost `busSipCap` sips and breaks down.
 */
function ride(state: RideTheBusState, guess: Guess): RideTheBusState | Invalid {
  if (guess !== "higher" && guess !== "lower") return invalid("rideTheBus.wrongAnswer");
  const shown = state.bus[state.busStep];
  const card = state.bus[state.busStep + 1];
  if (!shown || !card) return invalid("rideTheBus.notRideTime");
  const right = isRight(guess, card, [shown]);
  const player = state.players[state.rider ?? -1]?.name ?? "";
  const last: Outcome = { kind: "bus", player, guess, card, right, sips: right ? 0 : 1 };
  if (right) {
    const busStep = state.busStep + 1;
    const arrived = busStep >= state.bus.length - 1;
    return arrived
      ? { ...state, busStep, last, phase: "over", ending: "arrived" }
      : { ...state, busStep, last };
  }
  const busSips = state.busSips + 1;
  // The card that beat them is in `last`, so every phone can show it beside the fresh line.
  const missed = { ...state, busSips, last };
  if (busSips >= busSipCap) return { ...missed, phase: "over", ending: "brokeDown" };
  return dealBus(missed);
}

function move(
  state: RideTheBusState,
  playerId: string,
  played: RideTheBusMove,
  table: GameTable,
): RideTheBusState | Invalid {
  const next = play(state, playerId, played, table);
  // A rematch is a fresh game: nobody has moved in it yet.
  if (isInvalid(next) || played.type === "rematch") return next;
  return { ...next, moves: state.moves + 1 };
}

function play(
  state: RideTheBusState,
  playerId: string,
  played: RideTheBusMove,
  table: GameTable,
): RideTheBusState | Invalid {
  if (played.type === "rematch") {
    if (state.phase !== "over") return invalid("rideTheBus.notOver");
    if (!table.players.some((player) => player.id === playerId)) return invalid("notPlaying");
    return (
      tableSizeRefusal(table, minRideTheBusPlayers, maxRideTheBusPlayers) ??
      freshGame(table.players, state.rngState)
    );
  }
  if (state.phase === "over") return invalid("rideTheBus.gameOver");
  const seat = state.players.findIndex((player) => player.id === playerId);
  const player = state.players[seat];
  if (!player || player.left) return invalid("rideTheBus.nextGame");
  switch (state.phase) {
    case "questions":
      if (played.type !== "guess") return invalid("rideTheBus.notTurnTime");
      if (seat !== state.turn) return invalid("notYourTurn");
      return answer(state, played.guess);
    case "pyramid":
      // The pyramid has no turn: whoever holds the phone (or any phone) turns the next card.
      if (played.type !== "turn") return invalid("rideTheBus.turnPyramid");
      return turnCard(state, played.at);
    case "bus":
      if (played.type !== "guess") return invalid("rideTheBus.notTurnTime");
      if (seat !== state.rider) return invalid("rideTheBus.onlyRider");
      return ride(state, played.guess);
  }
}

/**
 * Players came, went or changed a setting. Before the first move the game is dealt to the table
 * as it is now. After it, a newcomer plays from the next game and a leaver is out: their cards
 * go with them, a turn of theirs passes on, and a rider who leaves ends the ride.
 */
function seatsChanged(state: RideTheBusState, table: GameTable): RideTheBusState {
  if (state.moves === 0) return freshGame(table.players, state.rngState);
  const players = dealtAsSeated(state.players, table);
  const kept = { ...state, players };
  if (state.phase === "over") return kept;
  if (!players.some(isIn)) return { ...kept, phase: "over", ending: "nobodyRides" };
  if (state.phase === "questions" && !isIn(players[state.turn])) {
    const next = firstInFrom(players, state.turn);
    // Past the end of the table the lap is over: the next question starts from the first seat.
    if (next !== null && next > state.turn) return { ...kept, turn: next };
    if (state.question + 1 < questions.length) {
      return { ...kept, question: state.question + 1, turn: next ?? 0 };
    }
    return { ...kept, phase: "pyramid" };
  }
  if (state.phase === "bus" && !isIn(players[state.rider ?? -1])) {
    return { ...kept, phase: "over", ending: "nobodyRides" };
  }
  return kept;
}

function view(state: RideTheBusState, playerId: string, table: GameTable): RideTheBusView {
  const onTurn =
    state.phase === "questions"
      ? dealtSeat(state.players, state.turn)
      : state.phase === "bus"
        ? dealtSeat(state.players, state.rider)
        : null;
  const me = state.players.find((player) => player.id === playerId);
  return {
    phase: state.phase,
    players: state.players.map(({ id, name, hand, left }) => ({
      id,
      name,
      hand,
      left,
      unit: unitOf(
        table.players.find((seat) => seat.id === id),
        table,
      ),
    })),
    waiting: table.players
      .filter((seat) => !state.players.some((player) => player.id === seat.id))
      .map(({ id, name }) => ({ id, name })),
    inGame: isIn(me),
    myUnit: unitOf(
      table.players.find((seat) => seat.id === playerId),
      table,
    ),
    handOutUnit: table.alcoholFree ? "points" : "sips",
    moves: state.moves,
    onTurn,
    myTurn: onTurn !== null && onTurn.id === playerId,
    question: state.phase === "questions" ? (questions[state.question] ?? null) : null,
    pyramid: state.pyramid.map((card, index) => (index < state.turned ? card : null)),
    turned: state.turned,
    rider: dealtSeat(state.players, state.rider),
    bus: state.bus.map((card, index) => (index <= state.busStep ? card : null)),
    busSips: state.busSips,
    last: state.last,
    ending: state.ending,
  };
}

export function isOver(state: RideTheBusState): boolean {
  return state.phase === "over";
}

export const rules: GameRules<RideTheBusState, RideTheBusMove, RideTheBusView> = {
  moveSchema: rideTheBusMoveSchema,
  minPlayers: minRideTheBusPlayers,
  maxPlayers: maxRideTheBusPlayers,
  setup,
  move,
  seatsChanged,
  view,
  isOver,
};

const cardSchema = z.object({
  rank: z.int().check(z.gte(2), z.lte(14)),
  suit: z.enum(suits),
});
const questionSchema = z.enum(["colour", "higherLower", "insideOutside", "suit"]);
const outcomeSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("guess"),
    player: z.string(),
    question: questionSchema,
    guess: guessSchema,
    card: cardSchema,
    right: z.boolean(),
    sips: z.int().check(z.gte(0), z.lte(sipCap)),
  }),
  z.object({
    kind: z.literal("flip"),
    card: cardSchema,
    row: z.int().check(z.gte(0), z.lt(pyramidRows.length)),
    matches: z.array(
      z.object({
        player: z.string(),
        cards: z.int(),
        sips: z.int().check(z.gte(0), z.lte(sipCap)),
      }),
    ),
  }),
  z.object({
    kind: z.literal("bus"),
    player: z.string(),
    guess: z.enum(["higher", "lower"]),
    card: cardSchema,
    right: z.boolean(),
    sips: z.int().check(z.gte(0), z.lte(1)),
  }),
]);

const stateSchema = z
  .object({
    phase: z.enum(["questions", "pyramid", "bus", "over"]),
    players: z
      .array(
        z.object({
          id: z.string().check(z.minLength(1)),
          name: z.string().check(z.minLength(1)),
          hand: z.array(cardSchema).check(z.maxLength(questions.length)),
          left: z.boolean(),
        }),
      )
      .check(z.maxLength(maxRideTheBusPlayers)),
    deck: z.array(cardSchema).check(z.maxLength(52)),
    question: z.int().check(z.gte(0), z.lt(questions.length)),
    turn: z.int().check(z.gte(0)),
    pyramid: z.array(cardSchema).check(z.length(pyramidSize)),
    turned: z.int().check(z.gte(0), z.lte(pyramidSize)),
    rider: z.nullable(z.int().check(z.gte(0))),
    bus: z.array(cardSchema).check(z.maxLength(busLength)),
    busStep: z.int().check(z.gte(0), z.lt(busLength)),
    busSips: z.int().check(z.gte(0), z.lte(busSipCap)),
    last: z.nullable(outcomeSchema),
    ending: z.nullable(z.enum(["arrived", "brokeDown", "nobodyRides"])),
    moves: z.int().check(z.gte(0)),
    rngState: z.int().check(z.gte(0)),
  })
  .check(
    z.refine(
      (state) =>
        (state.turn < state.players.length || state.players.length === 0) &&
        (state.rider === null || state.rider < state.players.length) &&
        (state.phase !== "bus" || (state.rider !== null && state.bus.length === busLength)),
    ),
  );

/** A game kept on the device, checked before it is played on; anything else is null. */
export function parseRideTheBusState(input: unknown): RideTheBusState | null {
  const parsed = stateSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}
