import * as shape from "#app/utils/stored-shape.ts";
import { pickPrompt, promptMemorySize } from "./prompt-picker.ts";
import { promptKinds, type Pack, type PackSwitch, type Prompt, type PromptKind } from "./packs.ts";
import { fillPlayerNames, requiredPlayers } from "./players.ts";
import { createRng } from "./rng.ts";
import type { SeenBook } from "./seen-book.ts";

/** A card on the table: a prompt with names filled in, or the end of a virus rule. */
export interface Card {
  id: string;
  text: string;
  kind: PromptKind | "cured";
  packId: string;
  game: string;
}

/** A multi-turn rule in force: it ends after `remaining` more cards with its cure card. */
export interface ActiveVirus {
  promptId: string;
  packId: string;
  game: string;
  text: string;
  cure: string;
  remaining: number;
}

export interface DeckState {
  current: Card | null;
  memory: string[];
  viruses: ActiveVirus[];
  rngState: number;
  /** Cards drawn so far, cured cards included. */
  drawn: number;
}

/**
 * A deck while a phone deals: with every card the table has seen (seen-book.ts), handed in for
 * a move and taken out again, never saved with the game, sent, nor held by a room.
 */
export type DealingDeck = DeckState & { seen?: SeenBook };

export interface DrawOptions {
  packs: readonly Pack[];
  switches: readonly PackSwitch[];
  players: readonly string[];
  /** Truth-or-dare: 0 truths, 1 dares. */
  list?: number;
}

export function newDeck(seed: number, memory: readonly string[] = []): DeckState {
  return { current: null, memory: [...memory], viruses: [], rngState: seed >>> 0, drawn: 0 };
}

// Name filling keeps a virus's rule and its cure about the same people.
const separator = "\u0000";

/**
 * The next card. A virus whose time is up comes back first as its "cured" card; otherwise a fresh
 * prompt is drawn (docs/product-rules.md#prompt-selection) and every running virus counts one card
 * down.
 */
export function drawCard(state: DealingDeck, options: DrawOptions): DealingDeck {
  const expired = state.viruses.find((virus) => virus.remaining <= 0);
  if (expired) {
    return {
      ...state,
      current: {
        id: `${expired.promptId}:cured`,
        text: expired.cure,
        kind: "cured",
        packId: expired.packId,
        game: expired.game,
      },
      viruses: state.viruses.filter((virus) => virus !== expired),
      drawn: state.drawn + 1,
    };
  }

  const rng = createRng(state.rngState);
  const pick = pickPrompt({
    packs: options.packs,
    switches: options.switches,
    memory: state.memory,
    playerCount: options.players.length,
    list: options.list,
    rng,
    seen: state.seen,
  });
  if (!pick) return { ...state, current: null, rngState: rng.state() };

  const { prompt, pack } = pick;
  const [text = "", cure = ""] = fillPlayerNames(
    prompt.virus ? `${prompt.text}${separator}${prompt.virus.cure}` : prompt.text,
    options.players,
    rng,
  ).split(separator);
  const counted = state.viruses.map((virus) => ({ ...virus, remaining: virus.remaining - 1 }));
  const viruses = prompt.virus
    ? [
        ...counted,
        {
          promptId: prompt.id,
          packId: pack.id,
          game: pack.game,
          text,
          cure,
          remaining: prompt.virus.turns,
        },
      ]
    : counted;

  return {
    current: { id: prompt.id, text, kind: prompt.kind, packId: pack.id, game: pack.game },
    memory: pick.memory,
    viruses,
    rngState: rng.state(),
    drawn: state.drawn + 1,
    ...(pick.seen === undefined ? {} : { seen: pick.seen }),
  };
}

/** Every kind of card: a prompt's, or a virus's end. */
export const cardKinds = [...promptKinds, "cured"] as const;

const cardShape = shape.object({
  id: shape.string(),
  text: shape.string(),
  kind: shape.literals(cardKinds),
  packId: shape.string(),
  game: shape.string(),
});

const virusShape = shape.object({
  promptId: shape.string(),
  packId: shape.string(),
  game: shape.string(),
  text: shape.string(),
  cure: shape.string(),
  remaining: shape.number({ integer: true }),
});

/** A deck as a game saves it on the device (its card, rules in play, memory and rng). */
export const deckShape = shape.object({
  current: shape.nullable(cardShape),
  memory: shape.array(shape.string(), { maxLength: promptMemorySize }),
  viruses: shape.array(virusShape, { maxLength: 64 }),
  rngState: shape.number({ integer: true, min: 0 }),
  drawn: shape.number({ integer: true, min: 0 }),
});

/** A card read back from a save, or null when `value` is not one. */
export function parseCard(value: unknown): Card | null {
  const parsed = cardShape.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The prompt a card was dealt from, when its pack is still in play. */
function promptOf(card: Card, packs: readonly Pack[]): Prompt | undefined {
  const pack = packs.find((entry) => entry.id === card.packId);
  return pack?.lists.flatMap((list) => list.elements).find((prompt) => prompt.id === card.id);
}

/**
 * Whether a card dealt without this table's state (the server's first card) may stay: its
 * pack is switched on, it is not among the prompts the table saw last (nor, given the table's
 * history, ever), and the table has the players it names.
 */
export function suitsTable(
  card: Card,
  options: DrawOptions & { memory: readonly string[]; seen?: SeenBook },
): boolean {
  const prompt = promptOf(card, options.packs);
  return (
    prompt !== undefined &&
    options.switches.some((entry) => entry.id === card.packId && entry.active) &&
    !options.memory.includes(card.id) &&
    !(options.seen?.has(card.id) ?? false) &&
    requiredPlayers(prompt.text) <= options.players.length
  );
}

/**
 * The deck once the table's own state is known: the stored prompt memory comes first, and a
 * first card that doesn't suit the table (see suitsTable) is replaced by one dealt from it.
 * With a `seed` (the tab's own), every card from here on is drawn from it, so tables that got
 * the same page from the server don't deal alike.
 */
export function adoptTable(
  dealt: DealingDeck,
  options: DrawOptions & { memory: readonly string[]; seed?: number },
): DealingDeck {
  const state = options.seed === undefined ? dealt : { ...dealt, rngState: options.seed >>> 0 };
  const memory = [
    ...options.memory.filter((id) => !state.memory.includes(id)),
    ...state.memory,
  ].slice(-promptMemorySize);
  const card = state.current;
  if (card === null || card.kind === "cured") return { ...state, memory };
  if (suitsTable(card, { ...options, seen: state.seen })) {
    return { ...state, memory, ...withSeenCard(state.seen, card.id) };
  }
  const redealt = drawCard({ ...state, memory: options.memory.slice(-promptMemorySize) }, options);
  // A table whose packs have nothing for it keeps the card rather than an empty table.
  return redealt.current === null ? { ...state, memory } : redealt;
}

/** The history with a card kept from the server marked, when the deck carries one. */
export function withSeenCard(seen: SeenBook | undefined, cardId: string): { seen?: SeenBook } {
  return seen === undefined ? {} : { seen: seen.mark(cardId) };
}
