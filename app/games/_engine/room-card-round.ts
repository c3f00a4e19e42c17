import * as shape from "#app/utils/stored-shape.ts";
import { deckShape, type DeckState } from "./deck.ts";
import { invalid, type Invalid } from "./invalid.ts";
import { cardWords, dealAtTable, isPackOn, vetoRefusal } from "./prompt-deck.ts";
import {
  runningTotalShape,
  seatedTotals,
  unitOf,
  type DrinkUnit,
  type RunningTotal,
} from "./room-drinks.ts";
import type { GameTable } from "./game-rules.ts";

/**
 * The card of a game in which everyone answers it in secret, then sees every answer revealed at
 * once (Most Likely To, Never Have I Ever): how the table moves on to the next card. On one phone
 * passed round the table answers aloud, so the card needs no reveal.
 */

/** What such a game keeps besides the answers to the card. */
export interface CardRoundState {
  deck: DeckState;
  /** Seat ids that spent their one veto of the game. */
  vetoesUsed: string[];
  totals: RunningTotal[];
}

/**
 * What a save of such a game holds besides the answers, field by field. Made when a game's
 * shape is: this module's chunk may load before the deck's (docs/decisions/021-page-weight.md).
 */
export function cardRoundFields() {
  return {
    deck: deckShape,
    vetoesUsed: shape.array(shape.string()),
    totals: shape.array(runningTotalShape),
  };
}

/** What every phone is shown besides the answers. */
export interface CardRoundView {
  /** `number` is what moves send back as `card`; the text keeps its `{sips:N}` tokens. */
  card: { number: number; id: string; text: string } | null;
  /** Seated players in seating order. */
  players: { id: string; name: string }[];
  /** How `{sips:N}` reads on this phone: points in an alcohol-free room or when not drinking. */
  unit: DrinkUnit;
  vetoUsed: boolean;
  /** Sips and points so far this game, for seated players who have any: most first. */
  totals: { id: string; name: string; sips: number; points: number }[];
}

export function cardRoundView(
  state: CardRoundState,
  playerId: string,
  table: GameTable,
): CardRoundView {
  const card = state.deck.current;
  return {
    card: card ? { number: state.deck.drawn, id: card.id, text: cardWords(card.text) } : null,
    players: table.players.map(({ id, name }) => ({ id, name })),
    unit: unitOf(
      table.players.find((player) => player.id === playerId),
      table,
    ),
    vetoUsed: state.vetoesUsed.includes(playerId),
    totals: seatedTotals(state.totals, table),
  };
}

/**
 * The question a room's audience answers while the card is open: the card, until its reveal
 * (GameRules.crowdQuestion).
 */
export function cardQuestion(state: CardRoundState, revealed: boolean): string | null {
  return state.deck.current && !revealed ? `card-${state.deck.drawn}` : null;
}

export interface CardRound<State extends CardRoundState> {
  state: State;
  revealed: boolean;
  /** `state` with `deck`'s card on the table and nobody in on it yet. */
  withNewCard: (deck: DeckState) => State;
}

/** Anyone deals the next card once this one is revealed (on one phone, at once). */
export function nextCard<State extends CardRoundState>(
  round: CardRound<State>,
  table: GameTable,
): State | Invalid {
  if (!round.revealed && table.onePhone !== true) return invalid("round.revealFirst");
  const deck = dealAtTable(round.state.deck, table);
  if (!deck) return invalid("deckEmpty");
  return round.withNewCard(deck);
}

/** Each player may once swap the card for another, before the reveal. */
export function vetoCard<State extends CardRoundState>(
  round: CardRound<State>,
  table: GameTable,
  playerId: string,
): State | Invalid {
  const { state } = round;
  if (round.revealed) return invalid("round.tooLateToVeto");
  const refused = vetoRefusal(state.vetoesUsed, playerId, table);
  if (refused) return refused;
  const deck = dealAtTable(state.deck, table);
  if (!deck) return invalid("deckEmpty");
  return { ...round.withNewCard(deck), vetoesUsed: [...state.vetoesUsed, playerId] };
}

/**
 * Another card when the one on the table comes from a pack that was switched off (someone who
 * doesn't allow 18+ sat down): nobody may be shown it any longer. Null while it may stay, and
 * when there is nothing else to deal: the card stays rather than an empty table.
 */
export function replaceSwitchedOff<State extends CardRoundState>(
  round: CardRound<State>,
  table: GameTable,
): State | null {
  const card = round.state.deck.current;
  if (card === null || isPackOn(table, card.packId)) return null;
  const deck = dealAtTable(round.state.deck, table);
  return deck ? round.withNewCard(deck) : null;
}
