import { z } from "zod/mini";
import {
  cardKinds,
  deckShape,
  newDeck,
  type Card,
  type DeckState,
} from "#app/games/_engine/deck.ts";
import { invalid, isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import {
  atTable,
  cardWords,
  dealAtTable,
  dealFirst,
  isPackOn,
  namedSeats,
  vetoRefusal,
  withMoveSchema,
  type DeckGameRules,
  type PhoneDeckRules,
} from "#app/games/_engine/prompt-deck.ts";
import { unitOf, type DrinkUnit } from "#app/games/_engine/room-drinks.ts";
import type { GamePlayer, GameTable } from "#app/games/_engine/game-rules.ts";
import { cardNumberSchema } from "#app/games/_engine/room-moves.ts";
import { outOfStep } from "#app/games/_engine/room-moves.ts";

/**
 * Squiffy (docs/product-rules.md#squiffy): 2–10 named players, cards written around their names
 * of several kinds, virus rules that stay in play until their cure card, a "Drank" tally and
 * starred cards, then the recap. In a room a card that names players is dealt to the phone of
 * the first of them: they see it, with a "read it out" button, while everyone else sees whose
 * card it is; once read out it is in the open. On one phone every card is in the open. Anyone
 * deals the next card once the one on the table is out; every player has one veto and taps
 * "Drank" for the recap's tally.
 */

/** Squiffy is written around the table's names: 2–10 of them. */
export const squiffyMinPlayers = 2;
export const squiffyMaxPlayers = 10;

export type CardKind = Card["kind"];

/**
 * One game of Squiffy as the recap needs it. It is JSON: it is saved on the device with
 * the game, and handed to the recap page when the game ends.
 */
export interface SquiffySession {
  /** Everyone who played, in seating order; people who join mid-game are added at the end. */
  players: string[];
  /** Prompts dealt; "cured" cards end a rule, they are not a new prompt. */
  cardsPlayed: number;
  /** Prompts dealt per kind (challenge, dare, virus…). */
  kinds: Partial<Record<CardKind, number>>;
  /** The deck's `drawn` count of the last card recorded, so recording a card twice is harmless. */
  lastDrawn: number;
  /** "Drank" taps per player. */
  taps: Record<string, number>;
  /** Starred cards, as the table read them, oldest first. */
  starred: string[];
}

export type StartProblem = "tooFew" | "tooMany";

/** Why the game can't start with these players, or null when it can. */
export function startProblem(players: readonly string[]): StartProblem | null {
  if (players.length < squiffyMinPlayers) return "tooFew";
  if (players.length > squiffyMaxPlayers) return "tooMany";
  return null;
}

export function newSession(players: readonly string[]): SquiffySession | Invalid {
  if (startProblem(players)) {
    return invalid("squiffy.players", { min: squiffyMinPlayers, max: squiffyMaxPlayers });
  }
  return {
    players: [...players],
    cardsPlayed: 0,
    kinds: {},
    lastDrawn: 0,
    taps: Object.fromEntries(players.map((name) => [name, 0])),
    starred: [],
  };
}

/** Players added in settings mid-game join the tally; those who left keep what they drank. */
export function seatPlayers(session: SquiffySession, players: readonly string[]): SquiffySession {
  const joining = players.filter((name) => !session.players.includes(name));
  if (joining.length === 0) return session;
  return {
    ...session,
    players: [...session.players, ...joining],
    taps: { ...session.taps, ...Object.fromEntries(joining.map((name) => [name, 0])) },
  };
}

/**
 * Counts a dealt card. `drawn` is the deck's running count: a card already recorded (the
 * same or an earlier count) changes nothing.
 */
export function recordCard(
  session: SquiffySession,
  card: Pick<Card, "kind">,
  drawn: number,
): SquiffySession {
  if (drawn <= session.lastDrawn) return session;
  return {
    ...session,
    lastDrawn: drawn,
    cardsPlayed: session.cardsPlayed + (card.kind === "cured" ? 0 : 1),
    kinds: { ...session.kinds, [card.kind]: (session.kinds[card.kind] ?? 0) + 1 },
  };
}

/** One "Drank" tap: the player followed the card with a drink (or a penalty point). */
export function drank(session: SquiffySession, name: string): SquiffySession | Invalid {
  const taps = session.taps[name];
  if (taps === undefined) return invalid("notPlaying");
  return { ...session, taps: { ...session.taps, [name]: taps + 1 } };
}

/** Stars a card for the recap, or un-stars it when it is already starred. */
export function toggleStar(session: SquiffySession, text: string): SquiffySession | Invalid {
  if (text.trim() === "") return invalid("noCard");
  return {
    ...session,
    starred: session.starred.includes(text)
      ? session.starred.filter((starred) => starred !== text)
      : [...session.starred, text],
  };
}

export function isStarred(session: SquiffySession, text: string): boolean {
  return session.starred.includes(text);
}

export interface PlayerTally {
  name: string;
  taps: number;
}

export interface SquiffyRecap {
  cardsPlayed: number;
  /** Rules that were caught during the game. */
  viruses: number;
  /** Everyone, most taps first (seating order breaks ties). */
  tally: PlayerTally[];
  /** Who drank most: everyone tied at the top; empty when nobody tapped. */
  drankMost: string[];
  mostTaps: number;
  totalTaps: number;
  /** The table's favourite: the card starred last. */
  favourite: string | null;
  starred: string[];
}

export function recap(session: SquiffySession): SquiffyRecap {
  const tally = session.players
    .map((name, seat) => ({ name, taps: session.taps[name] ?? 0, seat }))
    .sort((a, b) => b.taps - a.taps || a.seat - b.seat)
    .map(({ name, taps }) => ({ name, taps }));
  const mostTaps = tally[0]?.taps ?? 0;
  return {
    cardsPlayed: session.cardsPlayed,
    viruses: session.kinds.virus ?? 0,
    tally,
    drankMost:
      mostTaps === 0
        ? []
        : tally.filter((entry) => entry.taps === mostTaps).map((entry) => entry.name),
    mostTaps,
    totalTaps: tally.reduce((sum, entry) => sum + entry.taps, 0),
    favourite: session.starred.at(-1) ?? null,
    starred: [...session.starred],
  };
}

// Checked by hand rather than with zod: this runs in the browser, and the game page's
// JavaScript budget has no room for a schema library.
const isCount = (value: unknown): value is number => Number.isInteger(value) && Number(value) >= 0;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");
const isCardKind = (value: string): value is CardKind => cardKinds.some((kind) => kind === value);

/** A stored session, checked: anything else (missing, old or tampered with) is null. */
export function parseSession(value: unknown): SquiffySession | null {
  if (!isRecord(value)) return null;
  const { players, cardsPlayed, kinds, lastDrawn, taps, starred } = value;
  if (!isStringList(players) || players.length > 64 || !isStringList(starred)) return null;
  if (!isCount(cardsPlayed) || !isCount(lastDrawn) || !isRecord(kinds) || !isRecord(taps))
    return null;
  const kindCounts: Partial<Record<CardKind, number>> = {};
  for (const [kind, amount] of Object.entries(kinds)) {
    if (!isCardKind(kind) || !isCount(amount)) return null;
    kindCounts[kind] = amount;
  }
  const tapCounts: Record<string, number> = {};
  for (const [name, amount] of Object.entries(taps)) {
    if (!isCount(amount)) return null;
    tapCounts[name] = amount;
  }
  return { players, cardsPlayed, kinds: kindCounts, lastDrawn, taps: tapCounts, starred };
}

/**
 * Card moves name the card they were made on (the view's `card.number`), so a tap that crosses
 * a new card on the way (two phones pressing Next at once) can't land on one its player never saw.
 */
function squiffyMoves() {
  const card = cardNumberSchema();
  return z.discriminatedUnion("type", [
    z.object({ type: z.literal("readOut"), card }),
    z.object({ type: z.literal("next"), card }),
    z.object({ type: z.literal("veto"), card }),
    z.object({ type: z.literal("star"), card }),
    z.object({ type: z.literal("drank") }),
  ]);
}

export type SquiffyMove = z.infer<ReturnType<typeof squiffyMoves>>;

export interface SquiffyState {
  /** Names are dealt as the seats they are (prompt-deck.ts), virus rules and cures included. */
  deck: DeckState;
  /** The game's record for the recap: cards played, kinds, "Drank" taps and stars by name. */
  session: SquiffySession;
  /** Everyone dealt into the game, leavers too, with their last setting. */
  people: GamePlayer[];
  /** The card's holder read it out: it is in the open. */
  readOut: boolean;
  /** Seat ids that spent their one veto of the game. */
  vetoesUsed: string[];
  /** Who vetoed the card before the one on the table. */
  vetoedBy: string | null;
}

export interface SquiffyView {
  /** Null when the packs have nothing to deal. `number` is what card moves send back. */
  card: {
    number: number;
    /** Null on every phone but the holder's until they read it out. */
    text: string | null;
    kind: CardKind | null;
  } | null;
  /** Whose card it is, while it waits for them to read it out. */
  holder: { id: string; name: string } | null;
  /** The viewer holds the card: they see it and read it out. */
  mine: boolean;
  /** How `{sips:N}` reads on this phone: points in an alcohol-free room or when not drinking. */
  unit: DrinkUnit;
  /** Virus rules in force that this phone may see, names filled in. */
  rules: { id: string; text: string; remaining: number }[];
  vetoUsed: boolean;
  vetoedBy: string | null;
  /** "Drank" taps per player, most first; leavers keep theirs. */
  tally: { name: string; taps: number; unit: DrinkUnit }[];
  myTaps: number;
  cardsPlayed: number;
}

function peopleWith(people: readonly GamePlayer[], table: GameTable): GamePlayer[] {
  const kept = people.map(
    (person) => table.players.find((player) => player.id === person.id) ?? person,
  );
  const joining = table.players.filter(
    (player) => !people.some((person) => person.id === player.id),
  );
  return [...kept, ...joining].map(({ id, name, notDrinking }) => ({ id, name, notDrinking }));
}

const names = (table: GameTable) => table.players.map((player) => player.name);

/**
 * Who must read the card out: the first player it names who is still seated. Null once it is
 * out, on one phone (every card is read to the table from it), and for a card naming nobody at
 * the table (in the open from the start, or everyone it names has left).
 */
export function holderOf(state: SquiffyState, table: GameTable): GamePlayer | null {
  const card = state.deck.current;
  if (state.readOut || !card || table.onePhone === true) return null;
  for (const id of namedSeats(card.text)) {
    const player = table.players.find((each) => each.id === id);
    if (player) return player;
  }
  return null;
}

/**
 * The next card on the table. The one it replaces counts for the recap when it was `played`;
 * a vetoed card, or one taken away before it was read, was never played.
 */
function dealNext(
  state: SquiffyState,
  deck: DeckState,
  table: GameTable,
  played: boolean,
): SquiffyState {
  const card = state.deck.current;
  const seated = seatPlayers(state.session, names(table));
  return {
    ...state,
    deck,
    session: card && played ? recordCard(seated, card, state.deck.drawn) : seated,
    readOut: false,
    vetoedBy: null,
  };
}

/** The game as it ends: the card on the table counts as played, for the recap. */
export function endedSession(state: SquiffyState, table: GameTable): SquiffySession {
  const seated = seatPlayers(state.session, names(table));
  const card = state.deck.current;
  return card ? recordCard(seated, card, state.deck.drawn) : seated;
}

function setupFrom(table: GameTable, from: DeckState): SquiffyState | Invalid {
  const session = newSession(names(table));
  if (isInvalid(session)) return session;
  const deck = dealFirst(from, table);
  if (!deck) return invalid("noCards");
  return {
    deck,
    session,
    people: peopleWith([], table),
    readOut: false,
    vetoesUsed: [],
    vetoedBy: null,
  };
}

function move(
  state: SquiffyState,
  playerId: string,
  played: SquiffyMove,
  table: GameTable,
): SquiffyState | Invalid {
  if (!atTable(table, playerId)) return invalid("notPlaying");

  if (played.type === "drank") {
    const me = table.players.find((player) => player.id === playerId);
    if (!me) return invalid("notPlaying");
    const session = drank(seatPlayers(state.session, names(table)), me.name);
    return isInvalid(session) ? session : { ...state, session };
  }

  const stale = outOfStep(
    state,
    { made: played.card, current: state.deck.drawn, isNext: played.type === "next" },
    "cardChanged",
  );
  if (stale) return stale;
  const card = state.deck.current;
  const holder = holderOf(state, table);

  switch (played.type) {
    case "readOut":
      if (!card) return invalid("noCard");
      if (!holder) return invalid("squiffy.alreadyOut");
      if (holder.id !== playerId) return invalid("squiffy.holdersCard", { name: holder.name });
      return { ...state, readOut: true };
    case "star": {
      if (!card) return invalid("noCard");
      // A card is starred once it is in the open, as the table read it.
      if (holder && holder.id !== playerId) {
        return invalid("squiffy.waitForReadOut", { name: holder.name });
      }
      const session = toggleStar(state.session, cardWords(card.text));
      return isInvalid(session) ? session : { ...state, session };
    }
    case "next": {
      if (holder) {
        return holder.id === playerId
          ? invalid("squiffy.readOutFirst")
          : invalid("squiffy.holderReadsFirst", { name: holder.name });
      }
      const deck = dealAtTable(state.deck, table);
      if (!deck) return invalid("deckEmpty");
      return dealNext(state, deck, table, true);
    }
    case "veto": {
      if (!card) return invalid("noCard");
      const refused = vetoRefusal(state.vetoesUsed, playerId, table);
      if (refused) return refused;
      if (holder && holder.id !== playerId) {
        return invalid("squiffy.waitForReadOut", { name: holder.name });
      }
      // A vetoed virus never starts: its rule (already counted in by the deck) goes with it.
      const viruses = state.deck.viruses.filter(
        (virus) => !(card.kind === "virus" && virus.promptId === card.id),
      );
      const deck = dealAtTable({ ...state.deck, viruses }, table);
      if (!deck) return invalid("noOtherCard");
      const vetoer = table.players.find((player) => player.id === playerId);
      return {
        ...dealNext(state, deck, table, false),
        vetoesUsed: [...state.vetoesUsed, playerId],
        vetoedBy: vetoer?.name ?? null,
      };
    }
  }
}

function seatsChanged(state: SquiffyState, table: GameTable): SquiffyState {
  const seated: SquiffyState = {
    ...state,
    people: peopleWith(state.people, table),
    session: seatPlayers(state.session, names(table)),
  };
  const card = state.deck.current;
  const switchedOff = card !== null && card.kind !== "cured" && !isPackOn(table, card.packId);
  if (!switchedOff || table.players.length === 0) return seated;
  // Its pack went off (someone who doesn't allow 18+ sat down): nobody may be shown it any
  // longer. With nothing else to deal, the card stays rather than an empty table.
  const deck = dealAtTable(state.deck, table);
  return deck ? dealNext(seated, deck, table, holderOf(state, table) === null) : seated;
}

function view(state: SquiffyState, playerId: string, table: GameTable): SquiffyView {
  const card = state.deck.current;
  const holder = holderOf(state, table);
  const visible = holder === null || holder.id === playerId;
  const viewer = table.players.find((player) => player.id === playerId);
  const unitByName = (name: string) =>
    unitOf(
      state.people.find((person) => person.name === name),
      table,
    );
  const { tally } = recap(state.session);
  return {
    card: card
      ? {
          number: state.deck.drawn,
          text: visible ? cardWords(card.text) : null,
          kind: visible ? card.kind : null,
        }
      : null,
    holder: holder ? { id: holder.id, name: holder.name } : null,
    mine: holder !== null && holder.id === playerId,
    unit: unitOf(viewer, table),
    rules: state.deck.viruses
      // A virus on a card this phone may not read yet is as secret as the card.
      .filter((virus) => visible || card === null || virus.promptId !== card.id)
      .map((virus) => ({
        id: virus.promptId,
        text: cardWords(virus.text),
        remaining: virus.remaining,
      })),
    vetoUsed: state.vetoesUsed.includes(playerId),
    vetoedBy: state.vetoedBy,
    tally: tally.map((entry) => ({ ...entry, unit: unitByName(entry.name) })),
    myTaps: viewer ? (state.session.taps[viewer.name] ?? 0) : 0,
    cardsPlayed: state.session.cardsPlayed,
  };
}

/** The rules as one phone plays them: the same, without the schema a room checks moves with. */
export const squiffy: PhoneDeckRules<SquiffyState, SquiffyMove, SquiffyView> = {
  minPlayers: squiffyMinPlayers,
  maxPlayers: squiffyMaxPlayers,
  setupFrom,
  setup: (table, seed) => setupFrom(table, newDeck(seed)),
  move,
  seatsChanged,
  view,
  isOver: () => false,
};

/** The rules a room plays, with the schema it checks its phones' moves with. */
export const rules: DeckGameRules<SquiffyState, SquiffyMove, SquiffyView> =
  /* @__PURE__ */ withMoveSchema(squiffy, squiffyMoves);

/** A game in progress saved on the device, checked: anything else is null. */
export function parseState(value: unknown): SquiffyState | null {
  if (!isRecord(value)) return null;
  const session = parseSession(value.session);
  const deck = deckShape.safeParse(value.deck);
  if (!session || !deck.success || deck.data.drawn < session.lastDrawn) return null;
  const { people, readOut, vetoesUsed, vetoedBy } = value;
  if (!Array.isArray(people) || !people.every(isPerson)) return null;
  if (typeof readOut !== "boolean" || !isStringList(vetoesUsed)) return null;
  if (vetoedBy !== null && typeof vetoedBy !== "string") return null;
  return { deck: deck.data, session, people, readOut, vetoesUsed, vetoedBy };
}

function isPerson(value: unknown): value is GamePlayer {
  return (
    isRecord(value) &&
    typeof value.id === "string" &&
    typeof value.name === "string" &&
    typeof value.notDrinking === "boolean"
  );
}
