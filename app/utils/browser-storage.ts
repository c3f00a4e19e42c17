import { useMemo, useSyncExternalStore } from "react";

type StorageKind = "local" | "session";

// Storage can be missing or refuse writes (private modes, blocked site data). Values that
// could not be stored are kept here, so an answer still holds for the life of the page.
const unstored = new Map<string, string>();
const listeners = new Set<() => void>();

function area(kind: StorageKind): Storage {
  return kind === "local" ? window.localStorage : window.sessionStorage;
}

function readRaw(kind: StorageKind, key: string): string | null {
  const fallback = unstored.get(`${kind}:${key}`) ?? null;
  try {
    return area(kind).getItem(key) ?? fallback;
  } catch {
    return fallback;
  }
}

function parse(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** Whether anything is kept under `key`, without reading it. */
export function isStored(kind: StorageKind, key: string): boolean {
  return readRaw(kind, key) !== null;
}

export function readStoredJson(kind: StorageKind, key: string): unknown {
  return parse(readRaw(kind, key));
}

export function writeStoredJson(kind: StorageKind, key: string, value: unknown): void {
  const raw = JSON.stringify(value);
  try {
    area(kind).setItem(key, raw);
    unstored.delete(`${kind}:${key}`);
  } catch {
    unstored.set(`${kind}:${key}`, raw);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Other tabs answering the same question update this one too.
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/**
 * A stored JSON value, or `undefined` while it cannot be known: on the server and during
 * hydration, so prerendered HTML is the same for every visitor and hydration matches it.
 */
export function useStoredJson(kind: StorageKind, key: string): unknown {
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(kind, key),
    () => undefined,
  );
  return useMemo(() => (raw === undefined ? undefined : parse(raw)), [raw]);
}
