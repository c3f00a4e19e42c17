import type { ZodMiniType } from "zod/mini";
import { drawCard, suitsTable, withSeenCard, type DealingDeck, type DeckState } from "./deck.ts";
import type { GameRules, GameTable } from "./game-rules.ts";
import { invalid, type Invalid } from "./invalid.ts";
import { promptMemorySize, remember } from "./prompt-picker.ts";
import { isSeated } from "./room-seating.ts";

/**
 * The prompt deck every prompt game deals from, on one phone and in a room alike
 * (docs/decisions/034-one-rule-set.md): the table's packs and the switches its players allow,
 * the 40-prompt memory (on one phone shared by every game the phone plays), the players' names
 * filled into cards that name someone, and one veto per player per game.
 */

/** What every prompt game keeps: the deck it deals from, the card on the table included. */
export interface DeckHolder {
  deck: DeckState;
}

/**
 * A prompt game's one rule set. Besides a new game from a seed, it starts one from a deck
 * already in hand: one phone brings the prompts it showed lately (in any game) and the card the
 * server dealt into the page, which stays when it suits the table.
 */
export interface DeckGameRules<State extends DeckHolder, Move, View> extends GameRules<
  State,
  Move,
  View
> {
  setupFrom(table: GameTable, deck: DeckState): State | Invalid;
}

/** A prompt game's rules as one phone plays them: its own moves need no schema check. */
export type PhoneDeckRules<State extends DeckHolder, Move, View> = Omit<
  DeckGameRules<State, Move, View>,
  "moveSchema"
>;

/**
 * A prompt game's rules with the schema a room checks its phones' moves with, made here by
 * `moveSchemaOf`. A rules module calls this in a call marked pure: one phone plays the rules
 * without their schema, and its page then leaves the schema library out of its JavaScript
 * (docs/decisions/021-page-weight.md).
 */
export function withMoveSchema<State extends DeckHolder, Move, View>(
  rules: PhoneDeckRules<State, Move, View>,
  moveSchemaOf: () => ZodMiniType<Move>,
): DeckGameRules<State, Move, View> {
  return { ...rules, moveSchema: moveSchemaOf() };
}

// Private-use characters: no pack's text holds them, so a name is never mistaken for text.
const seatStart = "\uE000";
const nameStart = "\uE001";
const seatEnd = "\uE002";
const seatPattern = new RegExp(
  `${seatStart}([^${nameStart}]*)${nameStart}([^${seatEnd}]*)${seatEnd}`,
  "g",
);

/**
 * What a card holds for a player it names: their seat and their name, so the game knows whom
 * the card names (Squiffy hands it to them) and every phone reads the name.
 */
function seatMark(player: { id: string; name: string }): string {
  return `${seatStart}${player.id}${nameStart}${player.name}${seatEnd}`;
}

/** A card's text as the table reads it: the names of the players it names put in. */
export function cardWords(text: string): string {
  return text.replace(seatPattern, (_, _id: string, name: string) => name);
}

/** The seat ids a card names, in the order its text names them, each once. */
export function namedSeats(text: string): string[] {
  const ids = [...text.matchAll(seatPattern)].map((match) => match[1] ?? "");
  return ids.filter((id, index) => ids.indexOf(id) === index);
}

/** The next card for this table (from `list` when given), or null when its packs have none. */
export function dealAtTable(
  deck: DealingDeck,
  table: GameTable,
  list?: number,
): DealingDeck | null {
  const dealt = drawCard(deck, {
    packs: table.packs,
    switches: table.switches,
    players: table.players.map(seatMark),
    list,
  });
  return dealt.current ? dealt : null;
}

/**
 * A game's first card: the one `deck` holds (the server's, dealt into the page) when it suits the
 * table — its pack is on, the table hasn't seen it lately, the table has the players it names —
 * otherwise a fresh one. Null when the packs have nothing to deal.
 */
export function dealFirst(deck: DealingDeck, table: GameTable, list?: number): DealingDeck | null {
  const card = deck.current;
  const suits =
    card !== null &&
    card.kind !== "cured" &&
    suitsTable(card, {
      packs: table.packs,
      switches: table.switches,
      players: table.players.map((player) => player.name),
      memory: deck.memory,
      seen: deck.seen,
    });
  if (card && suits) {
    return { ...deck, memory: remember(deck.memory, card.id), ...withSeenCard(deck.seen, card.id) };
  }
  return dealAtTable({ ...deck, current: null }, table, list);
}

/** Whether a pack still deals here: someone who doesn't allow 18+ may have sat down since. */
export function isPackOn(table: GameTable, packId: string): boolean {
  return table.switches.some((entry) => entry.id === packId && entry.active);
}

/**
 * `deck` with the prompts its phone showed lately in other games: they count as seen too. The
 * phone's memory is the newer, so its prompts come last and the oldest are the first to go.
 */
export function withSharedMemory(deck: DeckState, memory: readonly string[]): DeckState {
  const shared = new Set(memory);
  const merged = [...deck.memory.filter((id) => !shared.has(id)), ...memory];
  return { ...deck, memory: merged.slice(-promptMemorySize) };
}

/** Why `playerId` may not spend their veto (one per player per game), or null when they may. */
export function vetoRefusal(
  vetoesUsed: readonly string[],
  playerId: string,
  table: GameTable,
): Invalid | null {
  if (!isSeated(table, playerId)) return invalid("notPlaying");
  if (vetoesUsed.includes(playerId)) return invalid("vetoUsed");
  return null;
}

/**
 * Whether `playerId` may make a move the whole table makes (the next card): anyone seated, and on
 * one phone anyone at all, even at a table that named nobody.
 */
export function atTable(table: GameTable, playerId: string): boolean {
  return table.onePhone === true || isSeated(table, playerId);
}
