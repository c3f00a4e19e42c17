import { fillNameTokens, fillPlayerNames, requiredPlayers } from "#app/games/_engine/players.ts";
import { createRng, shuffle, type Rng } from "#app/games/_engine/rng.ts";

/**
 * A round of an authored pack (docs/product-rules.md#pack-editor): its prompts in a shuffled order,
 * dealt from the first; Next moves on until the last card, after which the round is over. Plain
 * JSON, so the editor can keep a round in progress across a reload.
 */
export interface PackPlay {
  cards: string[];
  index: number;
  over: boolean;
  /** Seeds the names filled into each card, so a card reads the same when drawn again. */
  seed: number;
}

export function startPlay(prompts: readonly string[], rng: Rng): PackPlay {
  return {
    cards: shuffle(prompts, rng),
    index: 0,
    over: prompts.length === 0,
    seed: rng.int(2 ** 32),
  };
}

export function nextCard(play: PackPlay): PackPlay {
  if (play.over) return play;
  if (play.index + 1 >= play.cards.length) return { ...play, over: true };
  return { ...play, index: play.index + 1 };
}

/** The same cards in a new order, from the first again. */
export function restartPlay(play: PackPlay, rng: Rng): PackPlay {
  return startPlay(play.cards, rng);
}

export function currentCard(play: PackPlay): string | null {
  return play.over ? null : (play.cards[play.index] ?? null);
}

/** "3 / 12": the card on the table counted from 1, and the size of the pack. */
export function playProgress(play: PackPlay): { position: number; total: number } {
  const total = play.cards.length;
  return { position: Math.min(play.index + 1, total), total };
}

/** What stands in for {player} and {player2} when too few names are at the table. */
export interface NameFallback {
  player: string;
  player2: string;
}

/**
 * Fills a card's {player} tokens with names at the table (the engine's rule: two different
 * people). An authored pack may be all about people, so with too few names the card still
 * plays, with "someone" words instead of being skipped as the built-in decks do.
 */
export function fillCardNames(
  text: string,
  names: readonly string[],
  play: Pick<PackPlay, "seed" | "index">,
  fallback: NameFallback,
): string {
  const needed = requiredPlayers(text);
  if (needed === 0) return text;
  if (names.length >= needed)
    return fillPlayerNames(text, names, createRng(play.seed + play.index));
  return fillNameTokens(text, fallback.player, fallback.player2);
}

/** A saved round of `prompts`, or null when `value` is not one (another shape, another pack). */
export function parsePackPlay(value: unknown, prompts: readonly string[]): PackPlay | null {
  if (typeof value !== "object" || value === null) return null;
  if (!("cards" in value && "index" in value && "over" in value && "seed" in value)) return null;
  const { cards, index, over, seed } = value;
  if (!Array.isArray(cards) || !cards.every((card) => typeof card === "string")) return null;
  if (typeof over !== "boolean" || typeof seed !== "number" || !Number.isInteger(seed)) return null;
  if (typeof index !== "number" || !Number.isInteger(index) || index < 0) return null;
  if (index >= Math.max(cards.length, 1)) return null;
  // The owner may have edited the pack since: a round of other prompts starts over.
  const mine = [...prompts].sort();
  const saved = cards.map(String).sort();
  if (mine.length !== saved.length || mine.some((prompt, at) => prompt !== saved[at])) return null;
  return { cards: cards.map(String), index, over, seed };
}
