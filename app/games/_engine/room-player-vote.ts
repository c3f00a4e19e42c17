import { z } from "zod/mini";
import { invalid } from "./invalid.ts";
import { maxPlayers } from "./players.ts";
import { cardRoundView, type CardRoundState, type CardRoundView } from "./room-card-round.ts";
import {
  answeredSeats,
  cardNumberSchema,
  cardRoundMove,
  cardRoundMoveSchemas,
  cardRoundSeatsChanged,
  cardRoundStart,
  type CardRoundGame,
} from "./room-card-round-moves.ts";
import { owedBySeat, withOwed, type SeatOwed } from "./room-drinks.ts";
import type { GameRules, GameTable } from "./game-rules.ts";
import { isSeated } from "./room-seating.ts";

/**
 * A room game in which everyone reads the card on their own phone and votes in secret for one
 * player (Most Likely To, Who Would Rather); at the reveal the most-voted player(s) take one sip
 * per vote they got. The games differ only in their cards, which come from the table's packs.
 */

const sipsPerVote = 1;
const seatIdSchema = z.string().check(z.minLength(1), z.maxLength(40));

/**
 * Every move names the card it was made on (the view's `card.number`), so a tap that crosses a
 * new card on the way (two players pressing Next at once, a vote sent just before a veto)
 * can't land on a card its player never saw.
 */
export const playerVoteMoveSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("vote"), card: cardNumberSchema, for: seatIdSchema }),
  ...cardRoundMoveSchemas,
]);

export type PlayerVoteMove = z.infer<typeof playerVoteMoveSchema>;

export type PlayerVotePhase = "voting" | "revealed";

export interface Vote {
  voterId: string;
  forId: string;
}

/** Everything the reveal shows, kept as it was then, so a later departure doesn't rewrite it. */
export interface PlayerVoteResult {
  /** Votes each player got, most first (seating order on a tie); nobody with none. */
  counts: { id: string; name: string; votes: number }[];
  /** Who voted for whom, in seating order of the voters. */
  ballots: { voterId: string; voterName: string; forId: string; forName: string }[];
  /** The most-voted player(s): one sip (or point) per vote they got. */
  owed: SeatOwed[];
}

export interface PlayerVoteState extends CardRoundState {
  phase: PlayerVotePhase;
  /** This card's votes, one per voter, in the order they were cast; secret until the reveal. */
  votes: Vote[];
  result: PlayerVoteResult | null;
}

/** `players` are the choices on the ballot. */
export interface PlayerVoteView extends CardRoundView {
  phase: PlayerVotePhase;
  /** Seat ids that have voted on this card (never for whom, before the reveal). */
  voted: string[];
  /** The viewer's own vote on this card. */
  myVote: string | null;
  /** Null until the reveal. */
  result: PlayerVoteResult | null;
}

export type PlayerVoteRules = GameRules<PlayerVoteState, PlayerVoteMove, PlayerVoteView>;

export interface PlayerVoteOptions {
  /** A vote needs enough players for the count to say something. */
  minPlayers: number;
}

/** Counts this card's votes, settles who drinks and adds it to the game's totals. */
function reveal(state: PlayerVoteState, table: GameTable): PlayerVoteState {
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

type VoteMove = Extract<PlayerVoteMove, { type: "vote" }>;

const voteGame: CardRoundGame<PlayerVoteState, VoteMove> = {
  isRevealed: (state) => state.phase === "revealed",
  withNewCard: (round, deck) => ({ ...round, deck, phase: "voting", votes: [], result: null }),
  isAnswer: (sent) => sent.type === "vote",
  answeredBy: (state) => state.votes.map((vote) => vote.voterId),
  withAnswer: (state, playerId, sent, table) => {
    if (!isSeated(table, sent.for)) return invalid("playerGone");
    const votes = [
      ...state.votes.filter((vote) => vote.voterId !== playerId),
      { voterId: playerId, forId: sent.for },
    ];
    return { ...state, votes };
  },
  // A vote for someone who left counts no more than one by them.
  withoutLeavers: (state, table) => ({
    ...state,
    votes: state.votes.filter(
      (vote) => isSeated(table, vote.voterId) && isSeated(table, vote.forId),
    ),
  }),
  reveal,
};

function view(state: PlayerVoteState, playerId: string, table: GameTable): PlayerVoteView {
  return {
    ...cardRoundView(state, playerId, table),
    phase: state.phase,
    voted: answeredSeats(voteGame, state, table),
    myVote: state.votes.find((vote) => vote.voterId === playerId)?.forId ?? null,
    result: state.result,
  };
}

/** The rules of a vote-for-a-player room game; its cards are whatever the table's packs deal. */
export function playerVoteRoom(options: PlayerVoteOptions): PlayerVoteRules {
  return {
    moveSchema: playerVoteMoveSchema,
    minPlayers: options.minPlayers,
    maxPlayers,
    setup: (table, seed) => cardRoundStart(voteGame, table, seed),
    move: (state, playerId, sent, table) => cardRoundMove(voteGame, state, playerId, sent, table),
    seatsChanged: (state, table) => cardRoundSeatsChanged(voteGame, state, table),
    view,
    isOver: () => false,
  };
}
