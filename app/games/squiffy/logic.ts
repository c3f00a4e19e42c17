import { cardKinds, type ActiveVirus, type Card } from "#app/games/_engine/deck.ts";
import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";

/** Squiffy is written around the table's names: 2–10 of them (docs/product-rules.md#squiffy). */
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

export function setup(players: readonly string[]): SquiffySession | Invalid {
  const problem = startProblem(players);
  if (problem) return invalid(problem);
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
  if (taps === undefined) return invalid(`${name} is not playing`);
  return { ...session, taps: { ...session.taps, [name]: taps + 1 } };
}

/** Stars a card for the recap, or un-stars it when it is already starred. */
export function toggleStar(session: SquiffySession, text: string): SquiffySession | Invalid {
  if (text.trim() === "") return invalid("Nothing to star");
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

const wordCharacter = /[\p{L}\p{N}]/u;

/** The players a card calls out by name, so their "Drank" buttons can stand out. */
export function namedPlayers(text: string, players: readonly string[]): string[] {
  return players.filter((name) => {
    if (name === "") return false;
    for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
      const before = text[at - 1] ?? "";
      const after = text[at + name.length] ?? "";
      if (!wordCharacter.test(before) && !wordCharacter.test(after)) return true;
    }
    return false;
  });
}

/**
 * A game in progress as it is saved on the device: the session, and the deck's card on the
 * table, rules in play and draw count, so a reload carries on with the same card and rules.
 * The prompt memory is the table's and is kept elsewhere.
 */
export interface SquiffyTable {
  session: SquiffySession;
  current: Card | null;
  viruses: ActiveVirus[];
  drawn: number;
  rngState: number;
}

const isText = (value: unknown): value is string => typeof value === "string";

function parseCard(value: unknown): Card | null {
  if (!isRecord(value)) return null;
  const { id, text, kind, packId, game } = value;
  if (!isText(id) || !isText(text) || !isText(packId) || !isText(game)) return null;
  if (!isText(kind) || !isCardKind(kind)) return null;
  return { id, text, kind, packId, game };
}

function parseVirus(value: unknown): ActiveVirus | null {
  if (!isRecord(value)) return null;
  const { promptId, packId, game, text, cure, remaining } = value;
  if (!isText(promptId) || !isText(packId) || !isText(game)) return null;
  if (!isText(text) || !isText(cure) || !Number.isInteger(remaining)) return null;
  return { promptId, packId, game, text, cure, remaining: Number(remaining) };
}

/** A saved game in progress, checked: anything else (missing, old or tampered with) is null. */
export function parseTable(value: unknown): SquiffyTable | null {
  if (!isRecord(value)) return null;
  const session = parseSession(value.session);
  if (!session || startProblem(session.players) === "tooFew") return null;
  const { drawn, rngState, viruses: rawViruses } = value;
  if (!isCount(drawn) || !isCount(rngState) || drawn < session.lastDrawn) return null;
  const current = value.current === null ? null : parseCard(value.current);
  if (value.current !== null && current === null) return null;
  if (!Array.isArray(rawViruses) || rawViruses.length > 64) return null;
  const viruses: ActiveVirus[] = [];
  for (const raw of rawViruses) {
    const virus = parseVirus(raw);
    if (!virus) return null;
    viruses.push(virus);
  }
  return { session, current, viruses, drawn, rngState };
}
