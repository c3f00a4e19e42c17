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
import type { RoomGameRules, RoomTable } from "#app/games/_engine/room-game.ts";
import { outOfStep } from "#app/games/_engine/room-moves.ts";
import { isSeated } from "#app/games/_engine/room-seating.ts";

/**
 * Most Likely To in a room (docs/product-rules.md#most-likely-to): everyone reads the card on
 * their own phone and votes in secret for one player; at the reveal the most-voted player(s)
 * take one sip per vote they got.
 */

const sipsPerVote = 1;
const seatIdSchema = z.string().check(z.minLength(1), z.maxLength(40));
const cardNumberSchema = z.int().check(z.gte(0));

/**
 * Every move names the card it was made on (the view's `card.number`), so a tap that crosses a
 * new card on the way (two players pressing Next at once, a vote sent just before a veto)
 * can't land on a card its player never saw.
 */
export const mostLikelyToMoveSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("vote"), card: cardNumberSchema, for: seatIdSchema }),
  z.object({ type: z.literal("reveal"), card: cardNumberSchema }),
  z.object({ type: z.literal("next"), card: cardNumberSchema }),
  z.object({ type: z.literal("veto"), card: cardNumberSchema }),
]);

export type MostLikelyToMove = z.infer<typeof mostLikelyToMoveSchema>;

export type MostLikelyToPhase = "voting" | "revealed";

export interface Vote {
  voterId: string;
  forId: string;
}

/** Everything the reveal shows, kept as it was then, so a later departure doesn't rewrite it. */
export interface MostLikelyToResult {
  /** Votes each player got, most first (seating order on a tie); nobody with none. */
  counts: { id: string; name: string; votes: number }[];
  /** Who voted for whom, in seating order of the voters. */
  ballots: { voterId: string; voterName: string; forId: string; forName: string }[];
  /** The most-voted player(s): one sip (or point) per vote they got. */
  owed: SeatOwed[];
}

export interface MostLikelyToState extends CardRoundState {
  phase: MostLikelyToPhase;
  /** This card's votes, one per voter, in the order they were cast; secret until the reveal. */
  votes: Vote[];
  result: MostLikelyToResult | null;
}

/** `players` are the choices on the ballot. */
export interface MostLikelyToView extends CardRoundView {
  phase: MostLikelyToPhase;
  /** Seat ids that have voted on this card (never for whom, before the reveal). */
  voted: string[];
  /** The viewer's own vote on this card. */
  myVote: string | null;
  /** Null until the reveal. */
  result: MostLikelyToResult | null;
}

function withNewCard(state: MostLikelyToState, deck: DeckState): MostLikelyToState {
  return { ...state, deck, phase: "voting", votes: [], result: null };
}

function cardRound(state: MostLikelyToState): CardRound<MostLikelyToState> {
  return {
    state,
    revealed: state.phase === "revealed",
    withNewCard: (deck) => withNewCard(state, deck),
    what: "votes",
  };
}

/** Counts this card's votes, settles who drinks and adds it to the game's totals. */
function reveal(state: MostLikelyToState, table: RoomTable): MostLikelyToState {
  const ballots = table.players.flatMap((voter) => {
    const forId = state.votes.find((vote) => vote.voterId === voter.id)?.forId;
    const target = table.players.find((player) => player.id === forId);
    return target
      ? [{ voterId: voter.id, voterName: voter.name, forId: target.id, forName: target.name }]
      : [];
  });
  const counts = table.players
    .map((player, seat) => ({
      id: player.id,
      name: player.name,
      votes: ballots.filter((ballot) => ballot.forId === player.id).length,
      seat,
    }))
    .filter((entry) => entry.votes > 0)
    .sort((a, b) => b.votes - a.votes || a.seat - b.seat)
    .map(({ id, name, votes }) => ({ id, name, votes }));
  const most = counts[0]?.votes ?? 0;
  const mostVoted = Object.fromEntries(
    counts.filter((entry) => entry.votes === most).map((entry) => [entry.name, entry.votes]),
  );
  const owed = owedBySeat(table, mostVoted, sipsPerVote);
  return {
    ...state,
    phase: "revealed",
    result: { counts, ballots, owed },
    totals: withOwed(state.totals, owed),
  };
}

/** The reveal comes by itself once every seated player has voted. */
function revealIfEveryoneVoted(state: MostLikelyToState, table: RoomTable): MostLikelyToState {
  const everyoneVoted =
    state.votes.length > 0 &&
    table.players.every((player) => state.votes.some((vote) => vote.voterId === player.id));
  return state.phase === "voting" && everyoneVoted ? reveal(state, table) : state;
}

function start(table: RoomTable, seed: number): MostLikelyToState | Invalid {
  const deck = dealAtTable(newDeck(seed), table);
  if (!deck) return invalid("There are no cards to deal with these packs");
  return { deck, phase: "voting", votes: [], vetoesUsed: [], totals: [], result: null };
}

function move(
  state: MostLikelyToState,
  playerId: string,
  sent: MostLikelyToMove,
  table: RoomTable,
): MostLikelyToState | Invalid {
  if (!isSeated(table, playerId)) return invalid("You're not playing this game");
  const stale = outOfStep(
    state,
    { made: sent.card, current: state.deck.drawn, isNext: sent.type === "next" },
    "That card has already changed",
  );
  if (stale) return stale;

  switch (sent.type) {
    case "vote": {
      if (state.phase !== "voting") return invalid("Votes are already revealed");
      if (!isSeated(table, sent.for)) return invalid("That player isn't in the room");
      const votes = [
        ...state.votes.filter((vote) => vote.voterId !== playerId),
        { voterId: playerId, forId: sent.for },
      ];
      return revealIfEveryoneVoted({ ...state, votes }, table);
    }
    case "reveal":
      // Revealing before everyone is in is the host's call, like starting the game.
      if (playerId !== table.hostId) return invalid("Only the host can reveal early");
      if (state.phase !== "voting") return invalid("Votes are already revealed");
      if (state.votes.length === 0) return invalid("Nobody has voted yet");
      return reveal(state, table);
    case "next":
      return nextCard(cardRound(state), table);
    case "veto":
      return vetoCard(cardRound(state), table, playerId);
  }
}

function seatsChanged(state: MostLikelyToState, table: RoomTable): MostLikelyToState {
  const replaced = replaceSwitchedOff(cardRound(state), table);
  if (replaced) return replaced;
  if (state.phase !== "voting") return state;
  const votes = state.votes.filter(
    (vote) => isSeated(table, vote.voterId) && isSeated(table, vote.forId),
  );
  return revealIfEveryoneVoted({ ...state, votes }, table);
}

function view(state: MostLikelyToState, playerId: string, table: RoomTable): MostLikelyToView {
  return {
    ...cardRoundView(state, playerId, table),
    phase: state.phase,
    voted: table.players
      .filter((player) => state.votes.some((vote) => vote.voterId === player.id))
      .map((player) => player.id),
    myVote: state.votes.find((vote) => vote.voterId === playerId)?.forId ?? null,
    result: state.result,
  };
}

export const mostLikelyToRoom: RoomGameRules<
  MostLikelyToState,
  MostLikelyToMove,
  MostLikelyToView
> = {
  moveSchema: mostLikelyToMoveSchema,
  minPlayers: 3,
  maxPlayers,
  start,
  move,
  seatsChanged,
  view,
};
