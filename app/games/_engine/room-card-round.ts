import type { DeckState } from "./deck.ts";
import { invalid, type Invalid } from "./invalid.ts";
import { dealAtTable, isPackOn } from "./room-deck.ts";
import { seatedTotals, unitOf, type DrinkUnit, type RunningTotal } from "./room-drinks.ts";
import type { RoomTable } from "./room-game.ts";

/**
 * The card of a room game in which everyone answers it in secret, then sees every answer
 * revealed at once (Most Likely To, Never Have I Ever): how the table moves on to the next card.
 */

/** What such a game keeps besides the answers to the card. */
export interface CardRoundState {
  deck: DeckState;
  /** Seat ids that spent their one veto of the game. */
  vetoesUsed: string[];
  totals: RunningTotal[];
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
  table: RoomTable,
): CardRoundView {
  const card = state.deck.current;
  return {
    card: card ? { number: state.deck.drawn, id: card.id, text: card.text } : null,
    players: table.players.map(({ id, name }) => ({ id, name })),
    unit: unitOf(
      table.players.find((player) => player.id === playerId),
      table,
    ),
    vetoUsed: state.vetoesUsed.includes(playerId),
    totals: seatedTotals(state.totals, table),
  };
}

export interface CardRound<State extends CardRoundState> {
  state: State;
  revealed: boolean;
  /** `state` with `deck`'s card on the table and nobody in on it yet. */
  withNewCard: (deck: DeckState) => State;
  /** What the reveal shows, as refusals name it: "votes", "answers". */
  what: string;
}

/** Anyone deals the next card once this one is revealed. */
export function nextCard<State extends CardRoundState>(
  round: CardRound<State>,
  table: RoomTable,
): State | Invalid {
  if (!round.revealed) return invalid(`Reveal the ${round.what} first`);
  const deck = dealAtTable(round.state.deck, table);
  if (!deck) return invalid("There are no cards left to deal");
  return round.withNewCard(deck);
}

/** Each player may once swap the card for another, before the reveal. */
export function vetoCard<State extends CardRoundState>(
  round: CardRound<State>,
  table: RoomTable,
  playerId: string,
): State | Invalid {
  const { state } = round;
  if (round.revealed) return invalid(`Too late to veto: the ${round.what} are revealed`);
  if (state.vetoesUsed.includes(playerId)) return invalid("You have already used your veto");
  const deck = dealAtTable(state.deck, table);
  if (!deck) return invalid("There are no cards left to deal");
  return { ...round.withNewCard(deck), vetoesUsed: [...state.vetoesUsed, playerId] };
}

/**
 * Another card when the one on the table comes from a pack that was switched off (someone who
 * doesn't allow 18+ sat down): nobody may be shown it any longer. Null while it may stay, and
 * when there is nothing else to deal: the card stays rather than an empty table.
 */
export function replaceSwitchedOff<State extends CardRoundState>(
  round: CardRound<State>,
  table: RoomTable,
): State | null {
  const card = round.state.deck.current;
  if (card === null || isPackOn(table, card.packId)) return null;
  const deck = dealAtTable(round.state.deck, table);
  return deck ? round.withNewCard(deck) : null;
}
