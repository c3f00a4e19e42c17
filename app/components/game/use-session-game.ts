import { useCallback, useMemo, useState, useSyncExternalStore } from "react";

// Where sessionStorage is blocked (private modes, site data off) games are kept in memory:
// they still play, they just won't survive a reload.
const unstored = new Map<string, string>();
const listeners = new Set<() => void>();

function readRaw(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key) ?? unstored.get(key) ?? null;
  } catch {
    return unstored.get(key) ?? null;
  }
}

function writeRaw(key: string, raw: string): void {
  try {
    window.sessionStorage.setItem(key, raw);
    unstored.delete(key);
  } catch {
    unstored.set(key, raw);
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
 * A game's state that survives a reload of the tab (phones discard background tabs mid-game).
 * The server and hydration render `initial`; once hydrated, the stored game takes over when
 * `parse` accepts it, so the HTML never depends on this tab's storage.
 */
export function useSessionGame<T>(
  key: string,
  parse: (value: unknown) => T | null,
  initial: () => T,
): [T, (next: T) => void] {
  const [fallback] = useState<T>(initial);
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    () => null,
  );
  const game = useMemo(() => {
    if (raw === null) return fallback;
    try {
      return parse(JSON.parse(raw)) ?? fallback;
    } catch {
      return fallback;
    }
  }, [raw, parse, fallback]);
  const save = useCallback((next: T) => writeRaw(key, JSON.stringify(next)), [key]);
  return [game, save];
}
