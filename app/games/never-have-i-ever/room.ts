import { z } from "zod/mini";
import { drawCard, newDeck, type DeckState } from "#app/games/_engine/deck.ts";
import { owedByCount } from "#app/games/_engine/drinks.ts";
import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { maxPlayers } from "#app/games/_engine/players.ts";
import type { RoomGameRules, RoomPlayer, RoomTable } from "#app/games/_engine/room-game.ts";

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
export type DrinkUnit = "sips" | "points";

export interface PlayerAnswer {
  playerId: string;
  answer: NeverHaveIEverAnswer;
}

/** What one player drank (or scored) this game; both, when they changed settings midway. */
export interface RunningTotal {
  id: string;
  sips: number;
  points: number;
}

/** Everything the reveal shows, kept as it was then, so a later departure doesn't rewrite it. */
export interface NeverHaveIEverResult {
  /** Who has, in seating order. */
  have: { id: string; name: string }[];
  /** Who hasn't, in seating order. */
  haveNot: { id: string; name: string }[];
  /** Whoever has: one sip (or point) each. */
  owed: { id: string; name: string; count: number; unit: DrinkUnit }[];
}

export interface NeverHaveIEverState {
  deck: DeckState;
  phase: NeverHaveIEverPhase;
  /** This card's answers, one per player; secret until the reveal. */
  answers: PlayerAnswer[];
  /** Seat ids that spent their one veto of the game. */
  vetoesUsed: string[];
  totals: RunningTotal[];
  result: NeverHaveIEverResult | null;
}

export interface NeverHaveIEverView {
  phase: NeverHaveIEverPhase;
  /** `number` is what moves send back as `card`; the text keeps its `{sips:N}` tokens. */
  card: { number: number; id: string; text: string } | null;
  /** Seated players in seating order. */
  players: { id: string; name: string }[];
  /** How `{sips:N}` reads on this phone: points in an alcohol-free room or when not drinking. */
  unit: DrinkUnit;
  /** Seat ids that have answered this card (never what, before the reveal). */
  answered: string[];
  /** The viewer's own answer to this card. */
  myAnswer: NeverHaveIEverAnswer | null;
  vetoUsed: boolean;
  /** Sips and points so far this game, for seated players who have any: most first. */
  totals: { id: string; name: string; sips: number; points: number }[];
  /** Null until the reveal. */
  result: NeverHaveIEverResult | null;
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

function withNewCard(state: NeverHaveIEverState, deck: DeckState): NeverHaveIEverState {
  return { ...state, deck, phase: "answering", answers: [], result: null };
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

/** Shows everyone's answers, settles who drinks and adds it to the game's totals. */
function reveal(state: NeverHaveIEverState, table: RoomTable): NeverHaveIEverState {
  const answerOf = (player: RoomPlayer) =>
    state.answers.find((entry) => entry.playerId === player.id)?.answer;
  const have = table.players.filter((player) => answerOf(player) === "have");
  const haveNot = table.players.filter((player) => answerOf(player) === "haveNot");
  // Room names are unique, so counting by name (what owedByCount reads) is counting by seat.
  const owed = owedByCount(
    table.players,
    Object.fromEntries(have.map((player) => [player.name, 1])),
    sipsPerHave,
    table.alcoholFree,
  ).flatMap((entry) => {
    const player = table.players.find((each) => each.name === entry.name);
    return player ? [{ id: player.id, ...entry }] : [];
  });
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
  const deck = deal(newDeck(seed), table);
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
  if (sent.card !== state.deck.drawn) {
    // Whoever pressed Next second wanted the new card, and has it.
    if (sent.type === "next" && sent.card < state.deck.drawn) return state;
    return invalid("That card has already changed");
  }

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
    case "next": {
      if (state.phase !== "revealed") return invalid("Reveal the answers first");
      const deck = deal(state.deck, table);
      if (!deck) return invalid("There are no cards left to deal");
      return withNewCard(state, deck);
    }
    case "veto": {
      if (state.phase !== "answering") return invalid("Too late to veto: the answers are revealed");
      if (state.vetoesUsed.includes(playerId)) return invalid("You have already used your veto");
      const deck = deal(state.deck, table);
      if (!deck) return invalid("There are no cards left to deal");
      return { ...withNewCard(state, deck), vetoesUsed: [...state.vetoesUsed, playerId] };
    }
  }
}

function seatsChanged(state: NeverHaveIEverState, table: RoomTable): NeverHaveIEverState {
  const card = state.deck.current;
  const cardStillDealt =
    card === null || table.switches.some((entry) => entry.id === card.packId && entry.active);
  if (!cardStillDealt) {
    // Its pack was switched off (someone who doesn't allow 18+ sat down): nobody may be shown
    // it any longer. With nothing else to deal, the card stays rather than an empty table.
    const deck = deal(state.deck, table);
    if (deck) return withNewCard(state, deck);
  }
  if (state.phase !== "answering") return state;
  const answers = state.answers.filter((entry) => isSeated(table, entry.playerId));
  return revealIfEveryoneAnswered({ ...state, answers }, table);
}

function view(state: NeverHaveIEverState, playerId: string, table: RoomTable): NeverHaveIEverView {
  const card = state.deck.current;
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
    unit: unitOf(
      table.players.find((player) => player.id === playerId),
      table,
    ),
    answered: table.players
      .filter((player) => state.answers.some((entry) => entry.playerId === player.id))
      .map((player) => player.id),
    myAnswer: state.answers.find((entry) => entry.playerId === playerId)?.answer ?? null,
    vetoUsed: state.vetoesUsed.includes(playerId),
    totals,
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
