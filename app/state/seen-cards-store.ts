import { noneSeen, parseSeen, type SeenCards } from "#app/games/_engine/seen-cards.ts";
import { readStoredJson, writeStoredJson } from "#app/utils/browser-storage.ts";

/**
 * Every card this phone's table has seen (docs/data-model.md#device-storage), in a key of its
 * own: the minigames store is read by every prompt game page as it starts, and this history
 * (up to 16 KB) is read only when a card is dealt, after the page is interactive.
 */
export const seenStorageKey = "party-dojo:seen";

let cached: SeenCards | null = null;
let marksSinceSent = 0;
const listeners = new Set<() => void>();

/** Called after each card the phone marks; answers how to stop. */
export function onSeenMarked(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The phone's history; anything stored that is not one reads as none. */
export function readSeen(): SeenCards {
  cached ??= parseSeen(readStoredJson("local", seenStorageKey)) ?? noneSeen;
  return cached;
}

/** Keeps `seen` on the phone; a deal (not an account merge) counts towards the next send. */
export function writeSeen(seen: SeenCards, { dealt = true } = {}): void {
  if (seen === readSeen()) return;
  cached = seen;
  writeStoredJson("local", seenStorageKey, seen);
  if (!dealt) return;
  marksSinceSent += 1;
  for (const listener of listeners) listener();
}

/** Forgets the phone's history ("Reset what we've seen"). */
export function clearSeen(): void {
  cached = noneSeen;
  marksSinceSent = 0;
  writeStoredJson("local", seenStorageKey, noneSeen);
}

/** Cards dealt since the history was last sent to the account. */
export function unsentMarks(): number {
  return marksSinceSent;
}

/** The history is on its way to the account: the count starts again (or is put back). */
export function countUnsent(count: number): void {
  marksSinceSent = count;
}

/** Forgets the copy held in memory, so another tab's writes are read (and tests start clean). */
export function rereadSeen(): void {
  cached = null;
}
