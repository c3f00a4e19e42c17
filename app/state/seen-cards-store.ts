import {
  bookOf,
  cardsOf,
  noneSeen,
  parseSeen,
  type SeenCards,
} from "#app/games/_engine/seen-cards.ts";
import { pageMarks } from "#app/games/_engine/seen-book.ts";
import { heldSeen, holdSeen, keepSeen, seenStorageKey } from "#app/games/_ui/use-prompt-deck.ts";
import { readStoredJson, writeStoredJson } from "#app/utils/browser-storage.ts";
import { dropWrite, flushWrites, writeBehind } from "#app/utils/write-behind.ts";

// Every card this phone's table has seen is kept in a key of its own (seenStorageKey): the
// minigames store is read by every prompt game page as it starts, and this history (up to
// 16 KB) is read once the page is interactive, with the code that reads it.

let cached: SeenCards | null = null;
/** The history storage refused to keep, still this page's. */
let unstored: SeenCards | null = null;
let marksSinceSent = 0;
const listeners = new Set<() => void>();

/** The phone's history; anything stored that is not one reads as none. */
export function readSeen(): SeenCards {
  cached ??= parseSeen(readStoredJson("local", seenStorageKey)) ?? unstored ?? noneSeen;
  return cached;
}

/**
 * Hands the phone's history to the deal, which leaves its changes here, with the cards the
 * page dealt before this code had loaded.
 */
export function openSeen(): void {
  const dealt = pageMarks(heldSeen());
  const book = bookOf(readSeen());
  holdSeen(book, (kept) => writeSeen(cardsOf(kept)));
  keepSeen(dealt.reduce((marked, promptId) => marked.mark(promptId), book));
}

/**
 * Keeps `seen` on the phone. A deal's counts towards the next send to the account; any other
 * (the account's merged in) is handed to the deal.
 */
export function writeSeen(seen: SeenCards, { dealt = true } = {}): void {
  if (seen === readSeen()) return;
  cached = seen;
  // Every deal marks a card: the history (up to 16 KB) is stored just after the tap.
  writeBehind(
    seenStorageKey,
    () => JSON.stringify(seen),
    () => (unstored = seen),
  );
  if (!dealt) {
    holdSeen(bookOf(seen));
    return;
  }
  marksSinceSent += 1;
  for (const listener of listeners) listener();
}

/** Forgets the phone's history ("Reset what we've seen"). */
export function clearSeen(): void {
  cached = noneSeen;
  unstored = null;
  marksSinceSent = 0;
  dropWrite(seenStorageKey);
  writeStoredJson("local", seenStorageKey, noneSeen);
  holdSeen(bookOf(noneSeen));
}

/** Reads the history again: another tab may have dealt meanwhile. */
export function rereadSeen(): void {
  // This page's own latest history goes first, so the read sees it.
  flushWrites();
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
