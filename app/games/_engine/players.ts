import type { Rng } from "./rng.ts";

export interface Player {
  name: string;
  /** Not drinking: their "drink" becomes penalty points. */
  notDrinking: boolean;
}

export const minPlayers = 2;
export const maxPlayers = 16;

const playerToken = /\{player2?\}/g;

/** How many distinct named players a prompt needs: 2 with {player2}, 1 with {player}. */
export function requiredPlayers(text: string): number {
  if (text.includes("{player2}")) return 2;
  if (text.includes("{player}")) return 1;
  return 0;
}

/** Fills {player} and {player2} with two different random names. */
export function fillPlayerNames(text: string, names: readonly string[], rng: Rng): string {
  if (requiredPlayers(text) === 0) return text;
  const first = rng.int(names.length);
  let second = rng.int(Math.max(names.length - 1, 1));
  if (second >= first) second += 1;
  const chosen = { "{player}": names[first] ?? "", "{player2}": names[second] ?? "" };
  return text.replace(playerToken, (token) =>
    token === "{player2}" ? chosen["{player2}"] : chosen["{player}"],
  );
}
