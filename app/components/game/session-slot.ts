import { useMemo, useSyncExternalStore } from "react";

// A tab's games in sessionStorage: they outlive navigation and a reload (phones discard
// background tabs mid-game) and end with the tab. Where storage is blocked (private modes,
// site data off) they are kept in memory, which still covers moving between pages.
const unstored = new Map<string, string>();
const listeners = new Set<() => void>();

function readRaw(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key) ?? unstored.get(key) ?? null;
  } catch {
    return unstored.get(key) ?? null;
  }
}

function parseRaw<T>(raw: string, parse: (value: unknown) => T | null): T | null {
  try {
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Keeps `value` as JSON under `key` for this tab, and tells every reader. */
export function writeSessionSlot(key: string, value: unknown): void {
  const raw = JSON.stringify(value);
  try {
    window.sessionStorage.setItem(key, raw);
    unstored.delete(key);
  } catch {
    unstored.set(key, raw);
  }
  for (const listener of listeners) listener();
}

/** What the slot holds, read once (outside React), or null when nothing usable is there. */
export function readSessionSlot<T>(key: string, parse: (value: unknown) => T | null): T | null {
  const raw = readRaw(key);
  return raw === null ? null : parseRaw(raw, parse);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The slot's value as React state: `undefined` on the server and during hydration (the HTML
 * can't know what this tab stored), then the value, or null when there is none or `parse`
 * refuses it. `parse` must be stable (module-level or memoised).
 */
export function useSessionSlot<T>(
  key: string,
  parse: (value: unknown) => T | null,
): T | null | undefined {
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    () => undefined,
  );
  return useMemo(() => {
    if (raw === undefined) return undefined;
    return raw === null ? null : parseRaw(raw, parse);
  }, [raw, parse]);
}
