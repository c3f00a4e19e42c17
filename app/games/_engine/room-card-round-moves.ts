import { z } from "zod/mini";
import { newDeck, type DeckState } from "./deck.ts";
import { invalid, isInvalid, type Invalid } from "./invalid.ts";
import {
  nextCard,
  replaceSwitchedOff,
  vetoCard,
  type CardRound,
  type CardRoundState,
} from "./room-card-round.ts";
import { atTable, dealFirst } from "./prompt-deck.ts";
import type { GameTable } from "./game-rules.ts";
import { cardNumberSchema, outOfStep } from "./room-moves.ts";
import { isSeated } from "./room-seating.ts";

/**
 * How a card round game (room-card-round.ts) starts, takes its moves and meets a change of seats.
 * Those games differ only in what a player answers and what the reveal makes of the answers,
 * so they lend those to the flow every one of them shares.
 */

/** The moves every card round game has besides its answer, for the game's move schema. */
export function cardRoundMoveSchemas() {
  const card = cardNumberSchema();
  return [
    z.object({ type: z.literal("reveal"), card }),
    z.object({ type: z.literal("next"), card }),
    z.object({ type: z.literal("veto"), card }),
  ] as const;
}

export type CardRoundMove = z.infer<ReturnType<typeof cardRoundMoveSchemas>[number]>;

/** A game's move that answers the card; like every move, it names the card it was made on. */
export interface AnswerMove {
  type: string;
  card: number;
}

/** What a card round game lends the shared flow; `Answer` is its move that answers the card. */
export interface CardRoundGame<State extends CardRoundState, Answer extends AnswerMove> {
  isRevealed: (state: State) => boolean;
  /**
   * `round` with `deck`'s card on the table and nobody in on it yet. Typed as only what every
   * card round keeps, so the game has to set its own fields afresh (none of the last card's
   * answers can slip through) and the same function starts the game.
   */
  withNewCard: (round: CardRoundState, deck: DeckState) => State;
  /** The flow knows only its own moves, so the game tells its answer apart, typed for `withAnswer`. */
  isAnswer: (sent: Answer | CardRoundMove) => sent is Answer;
  /** Seat ids of those who answered this card, once each. */
  answeredBy: (state: State) => string[];
  /** `state` with `playerId`'s answer to this card in place of any they gave before. */
  withAnswer: (state: State, playerId: string, sent: Answer, table: GameTable) => State | Invalid;
  /** `state` without the answers that no longer count now that someone left the table. */
  withoutLeavers: (state: State, table: GameTable) => State;
  /** Shows every answer, settles who drinks and adds it to the game's totals. */
  reveal: (state: State, table: GameTable) => State;
}

function roundOf<State extends CardRoundState, Answer extends AnswerMove>(
  game: CardRoundGame<State, Answer>,
  state: State,
): CardRound<State> {
  return {
    state,
    revealed: game.isRevealed(state),
    withNewCard: (deck) => game.withNewCard(state, deck),
  };
}

/** A new game dealt from `deck`, whose card stays when it suits the table (dealFirst). */
export function cardRoundStartFrom<State extends CardRoundState, Answer extends AnswerMove>(
  game: CardRoundGame<State, Answer>,
  table: GameTable,
  from: DeckState,
): State | Invalid {
  const deck = dealFirst(from, table);
  if (!deck) return invalid("noCards");
  return game.withNewCard({ deck, vetoesUsed: [], totals: [] }, deck);
}

export function cardRoundStart<State extends CardRoundState, Answer extends AnswerMove>(
  game: CardRoundGame<State, Answer>,
  table: GameTable,
  seed: number,
): State | Invalid {
  return cardRoundStartFrom(game, table, newDeck(seed));
}

/** The reveal comes by itself once every seated player has answered. */
function revealIfEveryoneAnswered<State extends CardRoundState, Answer extends AnswerMove>(
  game: CardRoundGame<State, Answer>,
  state: State,
  table: GameTable,
): State {
  const answeredBy = game.answeredBy(state);
  const everyoneAnswered =
    answeredBy.length > 0 && table.players.every((player) => answeredBy.includes(player.id));
  return !game.isRevealed(state) && everyoneAnswered ? game.reveal(state, table) : state;
}

/** Refusals open with `what`: "Votes are already revealed". */
export function cardRoundMove<State extends CardRoundState, Answer extends AnswerMove>(
  game: CardRoundGame<State, Answer>,
  state: State,
  playerId: string,
  sent: Answer | CardRoundMove,
  table: GameTable,
): State | Invalid {
  if (!atTable(table, playerId)) return invalid("notPlaying");
  const stale = outOfStep(
    state,
    { made: sent.card, current: state.deck.drawn, isNext: sent.type === "next" },
    "cardChanged",
  );
  if (stale) return stale;

  if (game.isAnswer(sent)) {
    if (!isSeated(table, playerId)) return invalid("notPlaying");
    if (game.isRevealed(state)) return invalid("round.alreadyRevealed");
    const answered = game.withAnswer(state, playerId, sent, table);
    return isInvalid(answered) ? answered : revealIfEveryoneAnswered(game, answered, table);
  }
  switch (sent.type) {
    case "reveal":
      // Revealing before everyone is in is the host's call, like starting the game.
      if (playerId !== table.hostId) return invalid("round.hostRevealsEarly");
      if (game.isRevealed(state)) return invalid("round.alreadyRevealed");
      if (game.answeredBy(state).length === 0) return invalid("round.nobodyYet");
      return game.reveal(state, table);
    case "next":
      return nextCard(roundOf(game, state), table);
    case "veto":
      return vetoCard(roundOf(game, state), table, playerId);
  }
}

/**
 * A card from a pack switched off gives way to another; otherwise answers that no longer count
 * are dropped, which may leave everyone still seated answered.
 */
export function cardRoundSeatsChanged<State extends CardRoundState, Answer extends AnswerMove>(
  game: CardRoundGame<State, Answer>,
  state: State,
  table: GameTable,
): State {
  const replaced = replaceSwitchedOff(roundOf(game, state), table);
  if (replaced) return replaced;
  if (game.isRevealed(state)) return state;
  return revealIfEveryoneAnswered(game, game.withoutLeavers(state, table), table);
}

/** Seat ids that have answered this card, in seating order (never what, before the reveal). */
export function answeredSeats<State extends CardRoundState, Answer extends AnswerMove>(
  game: CardRoundGame<State, Answer>,
  state: State,
  table: GameTable,
): string[] {
  const answeredBy = game.answeredBy(state);
  return table.players.filter((player) => answeredBy.includes(player.id)).map(({ id }) => id);
}
