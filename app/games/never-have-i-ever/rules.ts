import { z } from "zod/mini";
import { maxPlayers } from "#app/games/_engine/players.ts";
import {
  cardRoundView,
  type CardRoundState,
  type CardRoundView,
} from "#app/games/_engine/room-card-round.ts";
import {
  answeredSeats,
  cardNumberSchema,
  cardRoundMove,
  cardRoundMoveSchemas,
  cardRoundSeatsChanged,
  cardRoundStart,
  type CardRoundGame,
} from "#app/games/_engine/room-card-round-moves.ts";
import { owedBySeat, withOwed, type SeatOwed } from "#app/games/_engine/room-drinks.ts";
import type { GameRules, GamePlayer, GameTable } from "#app/games/_engine/game-rules.ts";
import { isSeated } from "#app/games/_engine/room-seating.ts";

/**
 * Never Have I Ever in a room (docs/product-rules.md#never-have-i-ever): everyone reads the card
 * on their own phone and answers in secret; at the reveal whoever has takes a sip.
 */

const sipsPerHave = 1;

const answerChoices = ["have", "haveNot"] as const;
export type NeverHaveIEverAnswer = (typeof answerChoices)[number];

/**
 * Every move names the card it was made on (the view's `card.number`), so a tap that crosses a
 * new card on the way (two players pressing Next at once, an answer sent just before a veto)
 * can't land on a card its player never saw.
 */
export const neverHaveIEverMoveSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("answer"), card: cardNumberSchema, answer: z.enum(answerChoices) }),
  ...cardRoundMoveSchemas,
]);

export type NeverHaveIEverMove = z.infer<typeof neverHaveIEverMoveSchema>;

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

export interface NeverHaveIEverState extends CardRoundState {
  phase: NeverHaveIEverPhase;
  /** This card's answers, one per player; secret until the reveal. */
  answers: PlayerAnswer[];
  result: NeverHaveIEverResult | null;
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
  withNewCard: (round, deck) => ({ ...round, deck, phase: "answering", answers: [], result: null }),
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

export const rules: GameRules<NeverHaveIEverState, NeverHaveIEverMove, NeverHaveIEverView> = {
  moveSchema: neverHaveIEverMoveSchema,
  minPlayers: 2,
  maxPlayers,
  setup: (table, seed) => cardRoundStart(answerGame, table, seed),
  move: (state, playerId, sent, table) => cardRoundMove(answerGame, state, playerId, sent, table),
  seatsChanged: (state, table) => cardRoundSeatsChanged(answerGame, state, table),
  view,
  isOver: () => false,
};
