import { savedGameKind, useSavedState, writeSavedGame } from "#app/games/_ui/saved-game.ts";
import { moreOrLessItems } from "./items.ts";
import { parseState, type MoreOrLessState } from "./logic.ts";

// The game travels between team select, the game and the ending as this device's saved game:
// it outlives navigation, a reload and a closed tab.
const savedMoreOrLess = savedGameKind("more-or-less", 1, (value) =>
  parseState(value, moreOrLessItems),
);

export function saveGame(state: MoreOrLessState): void {
  writeSavedGame(savedMoreOrLess, state);
}

/**
 * The saved game: `undefined` on the server and during hydration (the HTML can't know what
 * this device stored), then the game, or null when there is none (or it can't be read back).
 */
export function useStoredGame(): MoreOrLessState | null | undefined {
  return useSavedState(savedMoreOrLess);
}
