import type { Rng } from "./rng.ts";

export interface Player {
  name: string;
  /** Not drinking: their "drink" becomes penalty points. */
  notDrinking: boolean;
}

export const minPlayers = 2;
export const maxPlayers = 16;

/** {player} or {player2}, each also as a Danish genitive: {player:s}, {player2:s}. */
const playerToken = /\{(player2?)(:s)?\}/g;
const secondPlayerToken = /\{player2(?::s)?\}/;
const anyPlayerToken = /\{player2?(?::s)?\}/;

/** How many distinct named players a prompt needs: 2 with {player2}, 1 with {player}. */
export function requiredPlayers(text: string): number {
  if (secondPlayerToken.test(text)) return 2;
  if (anyPlayerToken.test(text)) return 1;
  return 0;
}

/**
 * A name in the Danish genitive: an apostrophe alone after s, x or z ("Jonas'", "Max'", "Inez'"),
 * otherwise an s ("Bos", "Ashas"). Written "{player}s", a card would read "Jonass". The last
 * letter is the name's own: the private-use marks a game wraps a name in (prompt-deck.ts) are
 * skipped, and the ending goes after them so the name inside stays as it was typed.
 */
export function genitive(name: string): string {
  const letters = name.replace(/[\uE000-\uF8FF\s]+$/u, "");
  return /[sxz]$/i.test(letters) ? `${name}'` : `${name}s`;
}

/** Puts `player` and `player2` in for a text's name tokens, in the genitive where it asks. */
export function fillNameTokens(text: string, player: string, player2: string): string {
  return text.replace(playerToken, (_token, slot: string, possessive?: string) => {
    const name = slot === "player2" ? player2 : player;
    return possessive ? genitive(name) : name;
  });
}

/** Fills {player} and {player2} (and their genitives) with two different random names. */
export function fillPlayerNames(text: string, names: readonly string[], rng: Rng): string {
  if (requiredPlayers(text) === 0) return text;
  const first = rng.int(names.length);
  let second = rng.int(Math.max(names.length - 1, 1));
  if (second >= first) second += 1;
  return fillNameTokens(text, names[first] ?? "", names[second] ?? "");
}
