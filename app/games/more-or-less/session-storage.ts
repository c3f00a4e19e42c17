import { useMemo, useSyncExternalStore } from "react";
import { parseState, type Item, type MoreOrLessState } from "./logic.ts";

// The game travels between team select, the game and the ending in sessionStorage: it
// outlives navigation and a reload, and ends with the tab. Where storage is blocked
// (private modes, site data off) the game is kept in memory, which still covers moving
// between the three pages without a reload.
const storageKey = "party-dojo:more-or-less";
let unstored: string | null = null;
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(storageKey) ?? unstored;
  } catch {
    return unstored;
  }
}

export function saveGame(state: MoreOrLessState): void {
  const raw = JSON.stringify(state);
  try {
    window.sessionStorage.setItem(storageKey, raw);
    unstored = null;
  } catch {
    unstored = raw;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * This tab's game: `undefined` on the server and during hydration (the HTML can't know what
 * the tab stored), then the game, or null when there is none (or it can't be read back).
 */
export function useStoredGame(items: readonly Item[]): MoreOrLessState | null | undefined {
  const raw = useSyncExternalStore(subscribe, readRaw, () => undefined);
  return useMemo(() => {
    if (raw === undefined) return undefined;
    if (raw === null) return null;
    try {
      return parseState(JSON.parse(raw), items);
    } catch {
      return null;
    }
  }, [raw, items]);
}
