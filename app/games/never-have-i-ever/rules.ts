import { z } from "zod/mini";
import * as shape from "#app/utils/stored-shape.ts";
import { newDeck } from "#app/games/_engine/deck.ts";
import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { maxPlayers } from "#app/games/_engine/players.ts";
import {
  withMoveSchema,
  type DeckGameRules,
  type PhoneDeckRules,
} from "#app/games/_engine/prompt-deck.ts";
import {
  cardQuestion,
  cardRoundFields,
  cardRoundView,
  type CardRoundState,
  type CardRoundView,
} from "#app/games/_engine/room-card-round.ts";
import {
  answeredSeats,
  cardRoundMove,
  cardRoundMoveSchemas,
  cardRoundSeatsChanged,
  cardRoundStartFrom,
  type CardRoundGame,
} from "#app/games/_engine/room-card-round-moves.ts";
import { cardNumberSchema } from "#app/games/_engine/room-moves.ts";
import {
  owedBySeat,
  seatOwedShape,
  withOwed,
  type SeatOwed,
} from "#app/games/_engine/room-drinks.ts";
import type { GamePlayer, GameTable } from "#app/games/_engine/game-rules.ts";
import { isSeated } from "#app/games/_engine/room-seating.ts";

/**
 * Never Have I Ever (docs/product-rules.md#never-have-i-ever). In a room everyone reads the card
 * on their own phone and answers in secret; at the reveal whoever has takes a sip. On one phone
 * the table answers aloud and moves on when it likes. Either way the table may play the
 * three-finger ending: whoever has drops a finger, and the last with a finger up wins.
 */

const sipsPerHave = 1;

const answerChoices = ["have", "haveNot"] as const;
export type NeverHaveIEverAnswer = (typeof answerChoices)[number];

/**
 * Every move names the card it was made on (the view's `card.number`), so a tap that crosses a
 * new card on the way (two players pressing Next at once, an answer sent just before a veto)
 * can't land on a card its player never saw.
 */
function neverHaveIEverMoves() {
  return z.discriminatedUnion("type", [
    z.object({
      type: z.literal("answer"),
      card: cardNumberSchema(),
      answer: z.enum(answerChoices),
    }),
    ...cardRoundMoveSchemas(),
    z.object({ type: z.literal("fingers"), on: z.boolean() }),
    z.object({ type: z.literal("dropFinger") }),
    z.object({ type: z.literal("fingersAgain") }),
  ]);
}

export type NeverHaveIEverMove = z.infer<ReturnType<typeof neverHaveIEverMoves>>;

export type NeverHaveIEverPhase = "answering" | "revealed";

export interface PlayerAnswer {
  playerId: string;
  answer: NeverHaveIEverAnswer;
}

/** Everything the reveal shows, kept as it was then, so a later departure doesn't rewrite it. */
export interface NeverHaveIEverResult {
  /** Who has, in seating order. */
  have: { id: string; name: string }[];
  /** Who hasn't, in seating order. */
  haveNot: { id: string; name: string }[];
  /** Whoever has: one sip (or point) each. */
  owed: SeatOwed[];
}

/** The optional ending: three fingers each, drop one when you have; last finger up wins. */
export interface Fingers {
  /** The table plays with fingers. */
  on: boolean;
  /** Fingers still up per seat id; a seat without an entry has all of its fingers. */
  left: Record<string, number>;
}

const startingFingers = 3;

export interface NeverHaveIEverState extends CardRoundState {
  phase: NeverHaveIEverPhase;
  /** This card's answers, one per player; secret until the reveal. */
  answers: PlayerAnswer[];
  result: NeverHaveIEverResult | null;
  fingers: Fingers;
}

/** Fingers up for each seated player, in seating order. */
export function fingersLeft(fingers: Fingers, table: GameTable): { id: string; left: number }[] {
  return table.players.map(({ id }) => ({ id, left: fingers.left[id] ?? startingFingers }));
}

/** The last seated player with a finger up, once the others are all out; null until then. */
export function fingersWinner(fingers: Fingers, table: GameTable): GamePlayer | null {
  const stillIn = fingersLeft(fingers, table).filter((entry) => entry.left > 0);
  if (table.players.length < 2 || stillIn.length !== 1) return null;
  return table.players.find((player) => player.id === stillIn[0]?.id) ?? null;
}

type FingersMove = Extract<NeverHaveIEverMove, { type: "fingers" | "dropFinger" | "fingersAgain" }>;

function isFingersMove(sent: NeverHaveIEverMove): sent is FingersMove {
  return sent.type === "fingers" || sent.type === "dropFinger" || sent.type === "fingersAgain";
}

/** The three-finger ending: switched on or off by anyone, a finger dropped by whoever has. */
function fingersMove(
  state: NeverHaveIEverState,
  playerId: string,
  sent: FingersMove,
  table: GameTable,
): NeverHaveIEverState | Invalid {
  const { fingers } = state;
  switch (sent.type) {
    case "fingers":
      return { ...state, fingers: { ...fingers, on: sent.on } };
    case "fingersAgain":
      return { ...state, fingers: { ...fingers, left: {} } };
    case "dropFinger": {
      if (!isSeated(table, playerId)) return invalid("notPlaying");
      if (!fingers.on) return invalid("neverHaveIEver.fingersOff");
      if (fingersWinner(fingers, table)) return invalid("neverHaveIEver.fingersOver");
      const left = fingers.left[playerId] ?? startingFingers;
      if (left === 0) return invalid("neverHaveIEver.out");
      return { ...state, fingers: { ...fingers, left: { ...fingers.left, [playerId]: left - 1 } } };
    }
  }
}

export interface NeverHaveIEverView extends CardRoundView {
  phase: NeverHaveIEverPhase;
  /** Seat ids that have answered this card (never what, before the reveal). */
  answered: string[];
  /** The viewer's own answer to this card. */
  myAnswer: NeverHaveIEverAnswer | null;
  /** Null until the reveal. */
  result: NeverHaveIEverResult | null;
}

/** Shows everyone's answers, settles who drinks and adds it to the game's totals. */
function reveal(state: NeverHaveIEverState, table: GameTable): NeverHaveIEverState {
  const answerOf = (player: GamePlayer) =>
    state.answers.find((entry) => entry.playerId === player.id)?.answer;
  const have = table.players.filter((player) => answerOf(player) === "have");
  const haveNot = table.players.filter((player) => answerOf(player) === "haveNot");
  const owed = owedBySeat(
    table,
    Object.fromEntries(have.map((player) => [player.name, 1])),
    sipsPerHave,
  );
  return {
    ...state,
    phase: "revealed",
    result: {
      have: have.map(({ id, name }) => ({ id, name })),
      haveNot: haveNot.map(({ id, name }) => ({ id, name })),
      owed,
    },
    totals: withOwed(state.totals, owed),
  };
}

type AnswerMove = Extract<NeverHaveIEverMove, { type: "answer" }>;

const answerGame: CardRoundGame<NeverHaveIEverState, AnswerMove> = {
  isRevealed: (state) => state.phase === "revealed",
  // The fingers go on from card to card.
  withNewCard: (round, deck) => ({
    fingers: { on: false, left: {} },
    ...round,
    deck,
    phase: "answering",
    answers: [],
    result: null,
  }),
  isAnswer: (sent) => sent.type === "answer",
  answeredBy: (state) => state.answers.map((entry) => entry.playerId),
  withAnswer: (state, playerId, sent) => ({
    ...state,
    answers: [
      ...state.answers.filter((entry) => entry.playerId !== playerId),
      { playerId, answer: sent.answer },
    ],
  }),
  withoutLeavers: (state, table) => ({
    ...state,
    answers: state.answers.filter((entry) => isSeated(table, entry.playerId)),
  }),
  reveal,
};

function view(state: NeverHaveIEverState, playerId: string, table: GameTable): NeverHaveIEverView {
  return {
    ...cardRoundView(state, playerId, table),
    phase: state.phase,
    answered: answeredSeats(answerGame, state, table),
    myAnswer: state.answers.find((entry) => entry.playerId === playerId)?.answer ?? null,
    result: state.result,
  };
}

/** Someone who left takes their fingers with them; a newcomer has all of theirs. */
function seatsChanged(state: NeverHaveIEverState, table: GameTable): NeverHaveIEverState {
  const next = cardRoundSeatsChanged(answerGame, state, table);
  const left = Object.fromEntries(
    Object.entries(next.fingers.left).filter(([id]) => isSeated(table, id)),
  );
  return { ...next, fingers: { ...next.fingers, left } };
}

const setupFrom: DeckGameRules<
  NeverHaveIEverState,
  NeverHaveIEverMove,
  NeverHaveIEverView
>["setupFrom"] = (table, deck) => cardRoundStartFrom(answerGame, table, deck);

/** The rules as one phone plays them: the same, without the schema a room checks moves with. */
export const neverHaveIEver: PhoneDeckRules<
  NeverHaveIEverState,
  NeverHaveIEverMove,
  NeverHaveIEverView
> = {
  minPlayers: 2,
  maxPlayers,
  setupFrom,
  setup: (table, seed) => setupFrom(table, newDeck(seed)),
  move: (state, playerId, sent, table) =>
    isFingersMove(sent)
      ? fingersMove(state, playerId, sent, table)
      : cardRoundMove(answerGame, state, playerId, sent, table),
  seatsChanged,
  view,
  isOver: () => false,
  crowdQuestion: (state) => cardQuestion(state, state.result !== null),
};

/** The rules a room plays, with the schema it checks its phones' moves with. */
export const rules: DeckGameRules<NeverHaveIEverState, NeverHaveIEverMove, NeverHaveIEverView> =
  /* @__PURE__ */ withMoveSchema(neverHaveIEver, neverHaveIEverMoves);

const seatId = shape.string();
const seats = shape.array(shape.object({ id: seatId, name: shape.string() }));
const stateShape = shape.object({
  ...cardRoundFields(),
  phase: shape.literals(["answering", "revealed"]),
  answers: shape.array(shape.object({ playerId: seatId, answer: shape.literals(answerChoices) })),
  result: shape.nullable(
    shape.object({ have: seats, haveNot: seats, owed: shape.array(seatOwedShape) }),
  ),
  fingers: shape.object({
    on: shape.boolean(),
    left: shape.record(shape.number({ integer: true, min: 0, max: startingFingers })),
  }),
});

/** A game saved on the device, checked: anything else (old or tampered with) is null. */
export function parseState(value: unknown): NeverHaveIEverState | null {
  const parsed = stateShape.safeParse(value);
  return parsed.success ? parsed.data : null;
}
