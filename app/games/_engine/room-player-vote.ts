import { z } from "zod/mini";
import * as shape from "#app/utils/stored-shape.ts";
import { newDeck } from "./deck.ts";
import { invalid, type Invalid } from "./invalid.ts";
import { maxPlayers } from "./players.ts";
import { withMoveSchema, type DeckGameRules, type PhoneDeckRules } from "./prompt-deck.ts";
import {
  cardQuestion,
  cardRoundFields,
  cardRoundView,
  type CardRoundState,
  type CardRoundView,
} from "./room-card-round.ts";
import {
  answeredSeats,
  cardRoundMove,
  cardRoundMoveSchemas,
  cardRoundSeatsChanged,
  cardRoundStartFrom,
  type CardRoundGame,
} from "./room-card-round-moves.ts";
import { cardNumberSchema } from "./room-moves.ts";
import { owedBySeat, seatOwedShape, withOwed, type SeatOwed } from "./room-drinks.ts";
import type { GameTable } from "./game-rules.ts";
import { outOfStep } from "./room-moves.ts";
import { isSeated } from "./room-seating.ts";

/**
 * A game in which everyone reads the card and says who fits it best (Most Likely To, Who Would
 * Rather). In a room each phone votes in secret for one player; at the reveal the most-voted
 * player(s) take one sip per vote they got. On one phone the table points aloud on three and
 * taps who was pointed at: a sip per finger. The games differ only in their cards, which come
 * from the table's packs.
 */

const sipsPerVote = 1;
/**
 * Every move names the card it was made on (the view's `card.number`), so a tap that crosses a
 * new card on the way (two players pressing Next at once, a vote sent just before a veto)
 * can't land on a card its player never saw.
 */
export function playerVoteMoves() {
  const card = cardNumberSchema();
  const seatId = z.string().check(z.minLength(1), z.maxLength(40));
  return z.discriminatedUnion("type", [
    z.object({ type: z.literal("vote"), card, for: seatId }),
    z.object({ type: z.literal("point"), card, at: seatId }),
    z.object({ type: z.literal("undoPoint"), card }),
    z.object({ type: z.literal("tallied"), card }),
    ...cardRoundMoveSchemas(),
  ]);
}

export type PlayerVoteMove = z.infer<ReturnType<typeof playerVoteMoves>>;

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

/** One phone's finger tally of a card: who the table pointed at, aloud. */
export interface PointTally {
  /** The card tallied (its `deck.drawn`): a tally of another card counts for nothing. */
  card: number;
  /** A seat id per finger counted, in the order tapped, so a mis-tap can be undone. */
  taps: string[];
  /** What the tally added to the game's totals once the table said "Done"; null while open. */
  counted: SeatOwed[] | null;
}

export interface PlayerVoteState extends CardRoundState {
  phase: PlayerVotePhase;
  /** This card's votes, one per voter, in the order they were cast; secret until the reveal. */
  votes: Vote[];
  result: PlayerVoteResult | null;
  /** One phone's finger tally; null in a room and before the first tap. */
  tally: PointTally | null;
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

export type PlayerVoteRules = DeckGameRules<PlayerVoteState, PlayerVoteMove, PlayerVoteView>;

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
  // A tally names its card: one of another card counts for nothing, so it may stay.
  withNewCard: (round, deck) => ({
    tally: null,
    ...round,
    deck,
    phase: "voting",
    votes: [],
    result: null,
  }),
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

/** The finger tally of the card on the table: empty until the table taps someone. */
export function tallyOf(state: PlayerVoteState): PointTally {
  const card = state.deck.drawn;
  return state.tally?.card === card ? state.tally : { card, taps: [], counted: null };
}

/** Fingers counted for players still at the table. */
export function fingersCounted(tally: PointTally, table: GameTable): number {
  return tally.taps.filter((id) => isSeated(table, id)).length;
}

type TallyMove = Extract<PlayerVoteMove, { type: "point" | "undoPoint" | "tallied" }>;

const sipsPerFinger = 1;

/**
 * The game with `tally` as this card's: a tally the table had said "Done" to is taken out of the
 * totals again while it changes, so no card counts twice.
 */
function withTally(state: PlayerVoteState, tally: PointTally): PlayerVoteState {
  const counted = tallyOf(state).counted;
  const totals = counted
    ? withOwed(
        state.totals,
        counted.map((entry) => ({ ...entry, count: -entry.count })),
      )
    : state.totals;
  return { ...state, tally, totals };
}

/**
 * One phone's finger tally: everyone points at once, so a card has at most a finger per player;
 * "Done" settles a sip (or point) per finger pointing at each player. A room votes instead.
 */
function tallyMove(
  state: PlayerVoteState,
  sent: TallyMove,
  table: GameTable,
): PlayerVoteState | Invalid {
  if (table.onePhone !== true) return invalid("badMove");
  const stale = outOfStep(
    state,
    { made: sent.card, current: state.deck.drawn, isNext: false },
    "cardChanged",
  );
  if (stale) return stale;
  const tally = tallyOf(state);
  switch (sent.type) {
    case "point":
      if (!isSeated(table, sent.at)) return invalid("playerGone");
      if (fingersCounted(tally, table) >= table.players.length) return invalid("tally.full");
      return withTally(state, { ...tally, taps: [...tally.taps, sent.at], counted: null });
    case "undoPoint":
      if (tally.taps.length === 0) return invalid("tally.nothingToUndo");
      return withTally(state, { ...tally, taps: tally.taps.slice(0, -1), counted: null });
    case "tallied": {
      if (tally.counted) return state;
      const fingers: Record<string, number> = {};
      for (const player of table.players) {
        const taps = tally.taps.filter((id) => id === player.id).length;
        if (taps > 0) fingers[player.name] = taps;
      }
      const owed = owedBySeat(table, fingers, sipsPerFinger);
      return { ...state, tally: { ...tally, counted: owed }, totals: withOwed(state.totals, owed) };
    }
  }
}

function isTallyMove(sent: PlayerVoteMove): sent is TallyMove {
  return sent.type === "point" || sent.type === "undoPoint" || sent.type === "tallied";
}

function view(state: PlayerVoteState, playerId: string, table: GameTable): PlayerVoteView {
  return {
    ...cardRoundView(state, playerId, table),
    phase: state.phase,
    voted: answeredSeats(voteGame, state, table),
    myVote: state.votes.find((vote) => vote.voterId === playerId)?.forId ?? null,
    result: state.result,
  };
}

/**
 * The rules of a vote-for-a-player game without their move schema (what one phone plays); its
 * cards are whatever the table's packs deal.
 */
export function playerVote(
  options: PlayerVoteOptions,
): PhoneDeckRules<PlayerVoteState, PlayerVoteMove, PlayerVoteView> {
  const setupFrom: PlayerVoteRules["setupFrom"] = (table, deck) =>
    cardRoundStartFrom(voteGame, table, deck);
  return {
    minPlayers: options.minPlayers,
    maxPlayers,
    setupFrom,
    setup: (table, seed) => setupFrom(table, newDeck(seed)),
    move: (state, playerId, sent, table) =>
      isTallyMove(sent)
        ? tallyMove(state, sent, table)
        : cardRoundMove(voteGame, state, playerId, sent, table),
    seatsChanged: (state, table) => cardRoundSeatsChanged(voteGame, state, table),
    view,
    isOver: () => false,
    crowdQuestion: (state) => cardQuestion(state, state.result !== null),
  };
}

/**
 * A vote-for-a-player game's rules with the schema a room checks its phones' moves with; call
 * it marked pure (withMoveSchema).
 */
export function playerVoteRoom(options: PlayerVoteOptions): PlayerVoteRules {
  return withMoveSchema(playerVote(options), playerVoteMoves);
}

// Made when a save is read, not when this module loads: see cardRoundFields.
function stateShape() {
  const seatId = shape.string();
  return shape.object({
    ...cardRoundFields(),
    phase: shape.literals(["voting", "revealed"]),
    votes: shape.array(shape.object({ voterId: seatId, forId: seatId })),
    result: shape.nullable(
      shape.object({
        counts: shape.array(
          shape.object({
            id: seatId,
            name: shape.string(),
            votes: shape.number({ integer: true }),
          }),
        ),
        ballots: shape.array(
          shape.object({
            voterId: seatId,
            voterName: shape.string(),
            forId: seatId,
            forName: shape.string(),
          }),
        ),
        owed: shape.array(seatOwedShape),
      }),
    ),
    tally: shape.nullable(
      shape.object({
        card: shape.number({ integer: true, min: 0 }),
        taps: shape.array(seatId, { maxLength: maxPlayers }),
        counted: shape.nullable(shape.array(seatOwedShape)),
      }),
    ),
  });
}

/** A game saved on the device, checked: anything else (old or tampered with) is null. */
export function parsePlayerVoteState(value: unknown): PlayerVoteState | null {
  const parsed = stateShape().safeParse(value);
  return parsed.success ? parsed.data : null;
}
