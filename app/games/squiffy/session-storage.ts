import { useMemo, useSyncExternalStore } from "react";
import { parseSession, squiffySessionKey, type SquiffySession } from "./logic.ts";

// The recap travels from the board to the review page in sessionStorage: it outlives the
// navigation and a reload, and ends with the tab. Where storage is blocked (private modes,
// site data off) the last session is kept in memory, which still covers the in-app
// navigation from "End game" to the review.
let unstored: string | null = null;
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(squiffySessionKey) ?? unstored;
  } catch {
    return unstored;
  }
}

export function saveSession(session: SquiffySession): void {
  const raw = JSON.stringify(session);
  try {
    window.sessionStorage.setItem(squiffySessionKey, raw);
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

function parseRaw(raw: string): SquiffySession | null {
  try {
    return parseSession(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * The last ended game: `undefined` on the server and during hydration (the HTML can't know
 * what this tab stored), then the session, or null when there is none.
 */
export function useStoredSession(): SquiffySession | null | undefined {
  const raw = useSyncExternalStore(subscribe, readRaw, () => undefined);
  return useMemo(() => {
    if (raw === undefined) return undefined;
    return raw === null ? null : parseRaw(raw);
  }, [raw]);
}
