import { z } from "zod/mini";
import { newDeck, type DeckState } from "#app/games/_engine/deck.ts";
import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { maxPlayers } from "#app/games/_engine/players.ts";
import {
  cardRoundView,
  nextCard,
  replaceSwitchedOff,
  vetoCard,
  type CardRound,
  type CardRoundState,
  type CardRoundView,
} from "#app/games/_engine/room-card-round.ts";
import { dealAtTable } from "#app/games/_engine/room-deck.ts";
import { owedBySeat, withOwed, type SeatOwed } from "#app/games/_engine/room-drinks.ts";
import type { RoomGameRules, RoomPlayer, RoomTable } from "#app/games/_engine/room-game.ts";
import { outOfStep } from "#app/games/_engine/room-moves.ts";
import { isSeated } from "#app/games/_engine/room-seating.ts";

/**
 * Never Have I Ever in a room (docs/product-rules.md#never-have-i-ever): everyone reads the card
 * on their own phone and answers in secret; at the reveal whoever has takes a sip.
 */

const sipsPerHave = 1;
const cardNumberSchema = z.int().check(z.gte(0));

const answerChoices = ["have", "haveNot"] as const;
export type NeverHaveIEverAnswer = (typeof answerChoices)[number];

/**
 * Every move names the card it was made on (the view's `card.number`), so a tap that crosses a
 * new card on the way (two players pressing Next at once, an answer sent just before a veto)
 * can't land on a card its player never saw.
 */
export const neverHaveIEverMoveSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("answer"), card: cardNumberSchema, answer: z.enum(answerChoices) }),
  z.object({ type: z.literal("reveal"), card: cardNumberSchema }),
  z.object({ type: z.literal("next"), card: cardNumberSchema }),
  z.object({ type: z.literal("veto"), card: cardNumberSchema }),
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

function withNewCard(state: NeverHaveIEverState, deck: DeckState): NeverHaveIEverState {
  return { ...state, deck, phase: "answering", answers: [], result: null };
}

function cardRound(state: NeverHaveIEverState): CardRound<NeverHaveIEverState> {
  return {
    state,
    revealed: state.phase === "revealed",
    withNewCard: (deck) => withNewCard(state, deck),
    what: "answers",
  };
}

/** Shows everyone's answers, settles who drinks and adds it to the game's totals. */
function reveal(state: NeverHaveIEverState, table: RoomTable): NeverHaveIEverState {
  const answerOf = (player: RoomPlayer) =>
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

/** The reveal comes by itself once every seated player has answered. */
function revealIfEveryoneAnswered(
  state: NeverHaveIEverState,
  table: RoomTable,
): NeverHaveIEverState {
  const everyoneAnswered =
    state.answers.length > 0 &&
    table.players.every((player) => state.answers.some((entry) => entry.playerId === player.id));
  return state.phase === "answering" && everyoneAnswered ? reveal(state, table) : state;
}

function start(table: RoomTable, seed: number): NeverHaveIEverState | Invalid {
  const deck = dealAtTable(newDeck(seed), table);
  if (!deck) return invalid("There are no cards to deal with these packs");
  return { deck, phase: "answering", answers: [], vetoesUsed: [], totals: [], result: null };
}

function move(
  state: NeverHaveIEverState,
  playerId: string,
  sent: NeverHaveIEverMove,
  table: RoomTable,
): NeverHaveIEverState | Invalid {
  if (!isSeated(table, playerId)) return invalid("You're not playing this game");
  const stale = outOfStep(
    state,
    { made: sent.card, current: state.deck.drawn, isNext: sent.type === "next" },
    "That card has already changed",
  );
  if (stale) return stale;

  switch (sent.type) {
    case "answer": {
      if (state.phase !== "answering") return invalid("Answers are already revealed");
      const answers = [
        ...state.answers.filter((entry) => entry.playerId !== playerId),
        { playerId, answer: sent.answer },
      ];
      return revealIfEveryoneAnswered({ ...state, answers }, table);
    }
    case "reveal":
      // Revealing before everyone is in is the host's call, like starting the game.
      if (playerId !== table.hostId) return invalid("Only the host can reveal early");
      if (state.phase !== "answering") return invalid("Answers are already revealed");
      if (state.answers.length === 0) return invalid("Nobody has answered yet");
      return reveal(state, table);
    case "next":
      return nextCard(cardRound(state), table);
    case "veto":
      return vetoCard(cardRound(state), table, playerId);
  }
}

function seatsChanged(state: NeverHaveIEverState, table: RoomTable): NeverHaveIEverState {
  const replaced = replaceSwitchedOff(cardRound(state), table);
  if (replaced) return replaced;
  if (state.phase !== "answering") return state;
  const answers = state.answers.filter((entry) => isSeated(table, entry.playerId));
  return revealIfEveryoneAnswered({ ...state, answers }, table);
}

function view(state: NeverHaveIEverState, playerId: string, table: RoomTable): NeverHaveIEverView {
  return {
    ...cardRoundView(state, playerId, table),
    phase: state.phase,
    answered: table.players
      .filter((player) => state.answers.some((entry) => entry.playerId === player.id))
      .map((player) => player.id),
    myAnswer: state.answers.find((entry) => entry.playerId === playerId)?.answer ?? null,
    result: state.result,
  };
}

export const neverHaveIEverRoom: RoomGameRules<
  NeverHaveIEverState,
  NeverHaveIEverMove,
  NeverHaveIEverView
> = {
  moveSchema: neverHaveIEverMoveSchema,
  minPlayers: 2,
  maxPlayers,
  start,
  move,
  seatsChanged,
  view,
};
