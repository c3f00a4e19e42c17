import { z } from "zod/mini";
import { drawCard, newDeck, type DeckState } from "#app/games/_engine/deck.ts";
import { owedByCount } from "#app/games/_engine/drinks.ts";
import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { maxPlayers } from "#app/games/_engine/players.ts";
import type { RoomGameRules, RoomPlayer, RoomTable } from "#app/games/_engine/room-game.ts";

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
export type DrinkUnit = "sips" | "points";

export interface Vote {
  voterId: string;
  forId: string;
}

/** What one player drank (or scored) this game; both, when they changed settings midway. */
export interface RunningTotal {
  id: string;
  sips: number;
  points: number;
}

/** Everything the reveal shows, kept as it was then, so a later departure doesn't rewrite it. */
export interface MostLikelyToResult {
  /** Votes each player got, most first (seating order on a tie); nobody with none. */
  counts: { id: string; name: string; votes: number }[];
  /** Who voted for whom, in seating order of the voters. */
  ballots: { voterId: string; voterName: string; forId: string; forName: string }[];
  /** The most-voted player(s): one sip (or point) per vote they got. */
  owed: { id: string; name: string; count: number; unit: DrinkUnit }[];
}

export interface MostLikelyToState {
  deck: DeckState;
  phase: MostLikelyToPhase;
  /** This card's votes, one per voter, in the order they were cast; secret until the reveal. */
  votes: Vote[];
  /** Seat ids that spent their one veto of the game. */
  vetoesUsed: string[];
  totals: RunningTotal[];
  result: MostLikelyToResult | null;
}

export interface MostLikelyToView {
  phase: MostLikelyToPhase;
  /** `number` is what moves send back as `card`; the text keeps its `{sips:N}` tokens. */
  card: { number: number; id: string; text: string } | null;
  /** Seated players in seating order: the choices on the ballot. */
  players: { id: string; name: string }[];
  /** How `{sips:N}` reads on this phone: points in an alcohol-free room or when not drinking. */
  unit: DrinkUnit;
  /** Seat ids that have voted on this card (never for whom, before the reveal). */
  voted: string[];
  /** The viewer's own vote on this card. */
  myVote: string | null;
  vetoUsed: boolean;
  /** Sips and points so far this game, for seated players who have any: most first. */
  totals: { id: string; name: string; sips: number; points: number }[];
  /** Null until the reveal. */
  result: MostLikelyToResult | null;
}

function unitOf(player: RoomPlayer | undefined, table: RoomTable): DrinkUnit {
  return table.alcoholFree || player?.notDrinking ? "points" : "sips";
}

/** The next card for this table, or null when its packs have nothing to deal. */
function deal(deck: DeckState, table: RoomTable): DeckState | null {
  const dealt = drawCard(deck, {
    packs: table.packs,
    switches: table.switches,
    players: table.players.map((player) => player.name),
  });
  return dealt.current ? dealt : null;
}

function withNewCard(state: MostLikelyToState, deck: DeckState): MostLikelyToState {
  return { ...state, deck, phase: "voting", votes: [], result: null };
}

function isSeated(table: RoomTable, id: string): boolean {
  return table.players.some((player) => player.id === id);
}

/** The game's totals with this card's sips and points added. */
function withOwed(
  totals: readonly RunningTotal[],
  owed: readonly { id: string; count: number; unit: DrinkUnit }[],
): RunningTotal[] {
  const newcomers = owed
    .filter((entry) => !totals.some((total) => total.id === entry.id))
    .map((entry) => ({ id: entry.id, sips: 0, points: 0 }));
  return [...totals, ...newcomers].map((total) => {
    const entry = owed.find((each) => each.id === total.id);
    if (!entry) return total;
    return entry.unit === "sips"
      ? { ...total, sips: total.sips + entry.count }
      : { ...total, points: total.points + entry.count };
  });
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
  // Room names are unique, so counting by name (what owedByCount reads) is counting by seat.
  const mostVoted = Object.fromEntries(
    counts.filter((entry) => entry.votes === most).map((entry) => [entry.name, entry.votes]),
  );
  const owed = owedByCount(table.players, mostVoted, sipsPerVote, table.alcoholFree).flatMap(
    (entry) => {
      const player = table.players.find((each) => each.name === entry.name);
      return player ? [{ id: player.id, ...entry }] : [];
    },
  );
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
  const deck = deal(newDeck(seed), table);
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
  if (sent.card !== state.deck.drawn) {
    // Whoever pressed Next second wanted the new card, and has it.
    if (sent.type === "next" && sent.card < state.deck.drawn) return state;
    return invalid("That card has already changed");
  }

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
    case "next": {
      if (state.phase !== "revealed") return invalid("Reveal the votes first");
      const deck = deal(state.deck, table);
      if (!deck) return invalid("There are no cards left to deal");
      return withNewCard(state, deck);
    }
    case "veto": {
      if (state.phase !== "voting") return invalid("Too late to veto: the votes are revealed");
      if (state.vetoesUsed.includes(playerId)) return invalid("You have already used your veto");
      const deck = deal(state.deck, table);
      if (!deck) return invalid("There are no cards left to deal");
      return { ...withNewCard(state, deck), vetoesUsed: [...state.vetoesUsed, playerId] };
    }
  }
}

function seatsChanged(state: MostLikelyToState, table: RoomTable): MostLikelyToState {
  const card = state.deck.current;
  const cardStillDealt =
    card === null || table.switches.some((entry) => entry.id === card.packId && entry.active);
  if (!cardStillDealt) {
    // Its pack was switched off (someone who doesn't allow 18+ sat down): nobody may be shown
    // it any longer. With nothing else to deal, the card stays rather than an empty table.
    const deck = deal(state.deck, table);
    if (deck) return withNewCard(state, deck);
  }
  if (state.phase !== "voting") return state;
  const votes = state.votes.filter(
    (vote) => isSeated(table, vote.voterId) && isSeated(table, vote.forId),
  );
  return revealIfEveryoneVoted({ ...state, votes }, table);
}

function view(state: MostLikelyToState, playerId: string, table: RoomTable): MostLikelyToView {
  const card = state.deck.current;
  const viewer = table.players.find((player) => player.id === playerId);
  const totals = table.players
    .flatMap((player, seat) => {
      const total = state.totals.find((entry) => entry.id === player.id);
      return total && total.sips + total.points > 0
        ? [{ id: player.id, name: player.name, sips: total.sips, points: total.points, seat }]
        : [];
    })
    .sort((a, b) => b.sips + b.points - (a.sips + a.points) || a.seat - b.seat)
    .map(({ id, name, sips, points }) => ({ id, name, sips, points }));

  return {
    phase: state.phase,
    card: card ? { number: state.deck.drawn, id: card.id, text: card.text } : null,
    players: table.players.map(({ id, name }) => ({ id, name })),
    unit: unitOf(viewer, table),
    voted: table.players
      .filter((player) => state.votes.some((vote) => vote.voterId === player.id))
      .map((player) => player.id),
    myVote: state.votes.find((vote) => vote.voterId === playerId)?.forId ?? null,
    vetoUsed: state.vetoesUsed.includes(playerId),
    totals,
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
