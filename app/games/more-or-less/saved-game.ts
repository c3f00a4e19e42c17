import { useCallback } from "react";
import { useSessionSlot, writeSessionSlot } from "#app/components/game/session-slot.ts";
import { parseState, type Item, type MoreOrLessState } from "./logic.ts";

// The game travels between team select, the game and the ending in this tab's session slot:
// it outlives navigation and a reload, and ends with the tab.
const storageKey = "party-dojo:more-or-less";

export function saveGame(state: MoreOrLessState): void {
  writeSessionSlot(storageKey, state);
}

/**
 * This tab's game: `undefined` on the server and during hydration (the HTML can't know what
 * the tab stored), then the game, or null when there is none (or it can't be read back).
 */
export function useStoredGame(items: readonly Item[]): MoreOrLessState | null | undefined {
  const parse = useCallback((value: unknown) => parseState(value, items), [items]);
  return useSessionSlot(storageKey, parse);
}
