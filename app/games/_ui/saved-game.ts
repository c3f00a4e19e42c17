import { useMemo, useState, useSyncExternalStore } from "react";
import { dropWrite, pendingRaw, writeBehind } from "#app/utils/write-behind.ts";

/**
 * Every running game is saved on this device as it is played, so a reload, a locked phone
 * or a closed tab costs the table nothing (docs/decisions/017-offline-and-resume.md).
 *
 * A save is `{ v, state }` in localStorage under `party-dojo:game:<name>`. `v` is the kind's
 * version: a change to the saved shape bumps it, and a save of another version, or one its
 * parser refuses, is removed and reported once (useDiscardedGames), never handed to a board.
 * Where storage is blocked (private modes, site data off) saves live in memory, which still
 * covers moving between pages.
 *
 * A save is stored just after the move that made it (write-behind.ts), so a tap waits for
 * no JSON and no storage; until another tab saves over it, this page reads its own saves
 * back from memory.
 */
export interface SavedGameKind<T> {
  /** `<game slug>` or `<game slug>/<part>`: "New game" clears every kind of its game. */
  name: string;
  version: number;
  /** The state when `value` is a well-formed save of this version, otherwise null. */
  parse: (value: unknown) => T | null;
  /**
   * What this page last wrote for the kind: reading back what was just written (every tap of
   * Next) then costs a string comparison instead of parsing and validating the save.
   */
  lastWrite: { raw: string; state: T } | null;
  /**
   * What this page last saved for the kind, read back from memory while it is the save on
   * the device, or about to be (write-behind.ts): no JSON and no storage on a tap.
   */
  held: { state: T } | null;
}

export function savedGameKind<T>(
  name: string,
  version: number,
  parse: (value: unknown) => T | null,
): SavedGameKind<T> {
  return { name, version, parse, lastWrite: null, held: null };
}

const keyPrefix = "party-dojo:game:";
const unstored = new Map<string, string>();
const listeners = new Set<() => void>();
const discarded = new Set<string>();
let discardedSnapshot: readonly string[] = [];
/** Bumped by "New game" so boards start from a fresh initial state, not the one they mounted with. */
const generations = new Map<string, number>();
/** The kind whose `held` save is the one of its name, per name. */
const holders = new Map<string, SavedGameKind<unknown>>();
let watchingOtherTabs = false;

function storageKey(name: string): string {
  return `${keyPrefix}${name}`;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function readRaw(name: string): string | null {
  const key = storageKey(name);
  const pending = pendingRaw(key);
  if (pending !== undefined) return pending;
  try {
    return window.localStorage.getItem(key) ?? unstored.get(key) ?? null;
  } catch {
    return unstored.get(key) ?? null;
  }
}

/** What a kind reads: its own save, held, or the stored string. */
function snapshotOf<T>(kind: SavedGameKind<T>): { state: T } | string | null {
  if (kind.held && holders.get(kind.name) === kind) return kind.held;
  return readRaw(kind.name);
}

/** The held save of `name` is no longer the one on the device. */
function forgetHeld(name: string): void {
  const holder = holders.get(name);
  if (holder) holder.held = null;
  holders.delete(name);
}

function removeRaw(name: string): void {
  const key = storageKey(name);
  forgetHeld(name);
  dropWrite(key);
  unstored.delete(key);
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Blocked storage: the in-memory copy is gone, which is all there was.
  }
}

function isEnvelope(value: unknown): value is { v: unknown; state: unknown } {
  return typeof value === "object" && value !== null && "v" in value && "state" in value;
}

function decodeOwnWrite<T>(kind: SavedGameKind<T>, raw: string): T | null {
  if (kind.lastWrite?.raw === raw) return kind.lastWrite.state;
  return decodeSave(kind, raw);
}

/** The state in `raw`, or null when it is not a usable save of this kind's version. */
export function decodeSave<T>(kind: SavedGameKind<T>, raw: string): T | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isEnvelope(value) || value.v !== kind.version) return null;
  try {
    return kind.parse(value.state);
  } catch {
    return null;
  }
}

export function encodeSave<T>(kind: SavedGameKind<T>, state: T): string {
  return JSON.stringify({ v: kind.version, state });
}

function discard(name: string): void {
  removeRaw(name);
  if (discarded.has(name)) return;
  discarded.add(name);
  discardedSnapshot = [...discarded];
  // Reported after the current render, so a reader during render doesn't update others.
  queueMicrotask(notify);
}

/** The state in a save; an unusable stored save is discarded and reported. */
function stateOf<T>(kind: SavedGameKind<T>, raw: { state: T } | string | null): T | null {
  if (raw === null) return null;
  if (typeof raw === "object") return raw.state;
  const state = decodeOwnWrite(kind, raw);
  if (state === null) discard(kind.name);
  return state;
}

/** The saved state, read once outside React, as useSavedState reads it. */
export function readSavedGame<T>(kind: SavedGameKind<T>): T | null {
  return stateOf(kind, snapshotOf(kind));
}

export function writeSavedGame<T>(kind: SavedGameKind<T>, state: T): void {
  const key = storageKey(kind.name);
  const previous = holders.get(kind.name);
  if (previous && previous !== kind) previous.held = null;
  kind.held = { state };
  holders.set(kind.name, kind);
  unstored.delete(key);
  watchOtherTabs();
  writeBehind(
    key,
    () => {
      const raw = encodeSave(kind, state);
      kind.lastWrite = { raw, state };
      return raw;
    },
    (raw) => unstored.set(key, raw),
  );
  notify();
}

/** Another tab saved over a game: its save, not the one this page held, is the game now. */
function watchOtherTabs(): void {
  if (watchingOtherTabs) return;
  watchingOtherTabs = true;
  window.addEventListener("storage", followOtherTab);
}

function followOtherTab(event: StorageEvent): void {
  if (event.key === null) {
    for (const name of [...holders.keys()]) {
      forgetHeld(name);
      dropWrite(storageKey(name));
    }
  } else if (event.key.startsWith(keyPrefix)) {
    forgetHeld(event.key.slice(keyPrefix.length));
    dropWrite(event.key);
  }
}

export function clearSavedGame(kind: SavedGameKind<unknown> | string): void {
  const name = typeof kind === "string" ? kind : kind.name;
  removeRaw(name);
  generations.set(name, (generations.get(name) ?? 0) + 1);
  notify();
}

function namesOf(game: string): string[] {
  const names = new Set<string>();
  const belongs = (name: string) => name === game || name.startsWith(`${game}/`);
  for (const key of unstored.keys()) {
    const name = key.slice(keyPrefix.length);
    if (belongs(name)) names.add(name);
  }
  try {
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const key = window.localStorage.key(index);
      if (key?.startsWith(keyPrefix) && belongs(key.slice(keyPrefix.length))) {
        names.add(key.slice(keyPrefix.length));
      }
    }
  } catch {
    // Blocked storage: only the in-memory saves exist.
  }
  for (const name of holders.keys()) if (belongs(name)) names.add(name);
  for (const name of generations.keys()) if (belongs(name)) names.add(name);
  return [...names];
}

/**
 * "New game": clears every save of `game` (its own and its parts'), so each board on screen
 * starts over from a fresh initial state. Players, pack switches and the prompt memory are
 * the table's, not the game's, and stay.
 */
export function startNewGame(game: string): void {
  for (const name of namesOf(game)) {
    removeRaw(name);
    generations.set(name, (generations.get(name) ?? 0) + 1);
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // Another tab saved or cleared a game: follow it (the held save first gives way).
    if (event.key === null || event.key.startsWith(keyPrefix)) {
      followOtherTab(event);
      listener();
    }
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * The save as React state: `undefined` on the server and during hydration (the HTML can't
 * know what this device stored), then the state, or null when there is none.
 */
export function useSavedState<T>(kind: SavedGameKind<T>): T | null | undefined {
  const saved = useSyncExternalStore(
    subscribe,
    () => snapshotOf(kind),
    () => undefined,
  );
  return useMemo(() => (saved === undefined ? undefined : stateOf(kind, saved)), [saved, kind]);
}

/**
 * A game's state that survives reloads and closed tabs. The server and hydration render
 * `initial()`; once hydrated, the saved game takes over. `save` stores the next state;
 * after "New game" the board gets a fresh `initial()`. `kind` must be stable (module level).
 */
export function useSavedGame<T>(
  kind: SavedGameKind<T>,
  initial: () => T,
): [game: T, save: (next: T) => void, restored: boolean] {
  const saved = useSavedState(kind);
  const generation = useSyncExternalStore(
    subscribe,
    () => generations.get(kind.name) ?? 0,
    () => 0,
  );
  // One fresh state per generation, so it holds still between renders.
  const [fresh, setFresh] = useState(() => ({ generation, state: initial() }));
  if (fresh.generation !== generation) setFresh({ generation, state: initial() });
  const save = useMemo(() => (next: T) => writeSavedGame(kind, next), [kind]);
  return [saved ?? fresh.state, save, saved !== undefined && saved !== null];
}

function discardedNames(): readonly string[] {
  return discardedSnapshot;
}

const noDiscards: readonly string[] = [];

/** The saves this page load found unusable (from an older build) and removed. */
export function useDiscardedGames(): readonly string[] {
  return useSyncExternalStore(subscribe, discardedNames, () => noDiscards);
}

export function dismissDiscardedGames(): void {
  discarded.clear();
  discardedSnapshot = [];
  notify();
}
