import {
  bookOf,
  cardsOf,
  noneSeen,
  parseSeen,
  type SeenCards,
} from "#app/games/_engine/seen-cards.ts";
import { holdSeen } from "#app/games/_ui/use-prompt-deck.ts";
import { readStoredJson, writeStoredJson } from "#app/utils/browser-storage.ts";

/**
 * Every card this phone's table has seen (docs/data-model.md#device-storage), in a key of its
 * own: the minigames store is read by every prompt game page as it starts, and this history
 * (up to 16 KB) is read once the page is interactive, with the code that reads it.
 */
export const seenStorageKey = "party-dojo:seen";

let cached: SeenCards | null = null;
let marksSinceSent = 0;
const listeners = new Set<() => void>();

/** The phone's history; anything stored that is not one reads as none. */
export function readSeen(): SeenCards {
  cached ??= parseSeen(readStoredJson("local", seenStorageKey)) ?? noneSeen;
  return cached;
}

// The history is up to 16 KB of JSON, and a deal changes it on every Next: the page keeps it
// and storage gets it once the tap's frame is done (an idle moment, half a second at most), or
// at once when the page is hidden or left, so a locked phone or a closed tab keeps every card.
let unstored: SeenCards | null = null;
let leavingHooked = false;

/** Writes the history still waiting for storage, if any. */
export function storeNow(): void {
  if (unstored === null) return;
  const seen = unstored;
  unstored = null;
  writeStoredJson("local", seenStorageKey, seen);
}

function storeSoon(seen: SeenCards): void {
  const scheduled = unstored !== null;
  unstored = seen;
  if (scheduled) return;
  // Nowhere to wait (no page around it): storage gets it now.
  if (typeof window === "undefined" || typeof document === "undefined") return storeNow();
  if (!leavingHooked) {
    leavingHooked = true;
    window.addEventListener("pagehide", storeNow);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") storeNow();
    });
  }
  if (typeof window.requestIdleCallback === "function")
    window.requestIdleCallback(storeNow, { timeout: 500 });
  else window.setTimeout(storeNow, 100);
}

/** Hands the phone's history to the deal, which leaves its changes here. */
export function openSeen(): void {
  holdSeen(bookOf(readSeen()), (book) => writeSeen(cardsOf(book)));
}

/**
 * Keeps `seen` on the phone. A deal's counts towards the next send to the account; any other
 * (the account's merged in) is handed to the deal.
 */
export function writeSeen(seen: SeenCards, { dealt = true } = {}): void {
  if (seen === readSeen()) return;
  cached = seen;
  storeSoon(seen);
  if (!dealt) {
    holdSeen(bookOf(seen));
    return;
  }
  marksSinceSent += 1;
  for (const listener of listeners) listener();
}

/** Forgets the phone's history ("Reset what we've seen"). */
export function clearSeen(): void {
  unstored = null;
  cached = noneSeen;
  marksSinceSent = 0;
  writeStoredJson("local", seenStorageKey, noneSeen);
  holdSeen(bookOf(noneSeen));
}

/** Reads the history again: another tab may have dealt meanwhile. */
export function rereadSeen(): void {
  storeNow();
  cached = null;
  holdSeen(bookOf(readSeen()));
}

/** Called after each card the phone marks; answers how to stop. */
export function onSeenMarked(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Cards dealt since the history was last sent to the account. */
export function unsentMarks(): number {
  return marksSinceSent;
}

/** The history is on its way to the account: the count starts again (or is put back). */
export function countUnsent(count: number): void {
  marksSinceSent = count;
}
