/**
 * Every card a table has seen, across nights (docs/product-rules.md#prompt-selection): per
 * `<packId>:<list>`, a bitset of the prompt indexes seen, written base64url. A pack of 500
 * prompts fits in 84 characters, so thousands of cards stay a few KB on the phone and on the
 * account. Pure: the phone, the account action and the picker share it.
 */
import type { SeenBook } from "./seen-book.ts";

export type SeenCards = Readonly<Record<string, string>>;

export const noneSeen: SeenCards = {};

/** Bounds on what is kept: a list of more prompts, or more lists, is not remembered past them. */
export const seenLimits = {
  /** Highest prompt index remembered (4096 prompts a list: 683 characters). */
  maxIndex: 4095,
  maxKeyLength: 120,
  maxKeys: 400,
  /** All the bitsets together, in characters. */
  maxChars: 16_000,
} as const;

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const maxBitsChars = Math.ceil(((seenLimits.maxIndex + 1) / 8) * (4 / 3));

const sextets = new Int8Array(128).fill(-1);
for (const [index, char] of [...alphabet].entries()) sextets[char.charCodeAt(0)] = index;

/** Bytes from base64url without padding; null when `text` is not that or too long. */
export function decodeBits(text: string): Uint8Array | null {
  if (text.length > maxBitsChars || text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let buffer = 0;
  let held = 0;
  let at = 0;
  for (let index = 0; index < text.length; index++) {
    const sextet = sextets[text.charCodeAt(index)] ?? -1;
    if (sextet < 0) return null;
    buffer = ((buffer << 6) | sextet) & 0xffffff;
    held += 6;
    if (held >= 8) {
      held -= 8;
      bytes[at++] = (buffer >> held) & 0xff;
    }
  }
  return bytes;
}

/**
 * `compute` (which never gives undefined), remembered for up to `limit` inputs; when full, all
 * forgotten at once. What it gives out is shared, so never written to.
 */
function remembered<T>(limit: number, compute: (input: string) => T) {
  const kept = new Map<string, T>();
  const keep = (input: string, value: T) => {
    if (kept.size >= limit) kept.clear();
    kept.set(input, value);
  };
  const read = (input: string): T => {
    const known = kept.get(input);
    if (known !== undefined) return known;
    const value = compute(input);
    keep(input, value);
    return value;
  };
  return { read, keep };
}

// Every deal reads the bitset of each pack it may draw from and of the card it marks: the
// few a table plays are decoded once, not on every tap.
const decoded = remembered(64, decodeBits);

/** base64url without padding, trailing empty bytes left off (so equal sets read alike). */
export function encodeBits(bytes: Uint8Array): string {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  let text = "";
  for (let at = 0; at < end; at += 3) {
    const chunk = ((bytes[at] ?? 0) << 16) | ((bytes[at + 1] ?? 0) << 8) | (bytes[at + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((end - at) * 8) / 6));
    for (let slot = 0; slot < chars; slot++) {
      text += alphabet[(chunk >> (18 - slot * 6)) & 63];
    }
  }
  return text;
}

/** Whether bit `index` is set. */
export function hasBit(bytes: Uint8Array | null, index: number): boolean {
  if (bytes === null) return false;
  return ((bytes[index >> 3] ?? 0) & (1 << (index & 7))) !== 0;
}

/** Where a prompt id (`<packId>:<list>:<index>`) is kept: its list's key and its index. */
export function seenPlace(promptId: string): { key: string; index: number } | null {
  const cut = promptId.lastIndexOf(":");
  if (cut <= 0) return null;
  const key = promptId.slice(0, cut);
  const tail = promptId.slice(cut + 1);
  if (!/^\d{1,4}$/.test(tail)) return null;
  const index = Number(tail);
  if (index > seenLimits.maxIndex || !isSeenKey(key)) return null;
  return { key, index };
}

// Every deal tests each prompt of a list against the history, so a prompt id's place is read
// once; prompt ids come from the packs a page plays, a few thousand at most.
const placeOf = remembered(20_000, seenPlace).read;

/** The key of a pack's list, as seenPlace makes it. */
export function seenKey(packId: string, list: number): string {
  return `${packId}:${list}`;
}

function isSeenKey(key: string): boolean {
  return key.length > 0 && key.length <= seenLimits.maxKeyLength && /:\d+$/.test(key);
}

export function hasSeen(seen: SeenCards, promptId: string): boolean {
  const place = placeOf(promptId);
  if (place === null) return false;
  return hasBit(decoded.read(seen[place.key] ?? ""), place.index);
}

/**
 * `seen` with the prompt marked. Its list moves to the end, so the lists touched least
 * recently are the first to go when the bounds are reached. Ids of no known shape change nothing.
 */
export function markSeen(seen: SeenCards, promptId: string): SeenCards {
  const place = placeOf(promptId);
  if (place === null) return seen;
  const old = decoded.read(seen[place.key] ?? "") ?? new Uint8Array();
  const bytes = new Uint8Array(Math.max(old.length, (place.index >> 3) + 1));
  bytes.set(old);
  bytes[place.index >> 3] = (bytes[place.index >> 3] ?? 0) | (1 << (place.index & 7));
  const bits = encodeBits(bytes);
  decoded.keep(bits, bytes);
  const { [place.key]: _, ...rest } = seen;
  return bounded({ ...rest, [place.key]: bits });
}

/** `seen` without the list `key`: its pack starts over. */
export function forgetList(seen: SeenCards, key: string): SeenCards {
  if (!(key in seen)) return seen;
  const { [key]: _, ...rest } = seen;
  return rest;
}

/** Both histories together (every card either saw), within the bounds; `older`'s order first. */
export function mergeSeen(older: SeenCards, newer: SeenCards): SeenCards {
  const merged: Record<string, string> = { ...older };
  for (const [key, bits] of Object.entries(newer)) {
    const mine = decodeBits(merged[key] ?? "") ?? new Uint8Array();
    const theirs = decodeBits(bits) ?? new Uint8Array();
    const union = new Uint8Array(Math.max(mine.length, theirs.length));
    union.forEach((_, at) => (union[at] = (mine[at] ?? 0) | (theirs[at] ?? 0)));
    merged[key] = encodeBits(union);
  }
  return bounded(merged);
}

/** Drops empty lists, then the first lists (least recently touched) until `seen` fits. */
function bounded(seen: Record<string, string>): SeenCards {
  const entries = Object.entries(seen).filter(([, bits]) => bits !== "");
  let chars = entries.reduce((sum, [key, bits]) => sum + key.length + bits.length, 0);
  let from = Math.max(0, entries.length - seenLimits.maxKeys);
  for (let at = 0; at < from; at++) {
    const [key = "", bits = ""] = entries[at] ?? [];
    chars -= key.length + bits.length;
  }
  while (chars > seenLimits.maxChars && from < entries.length) {
    const [key = "", bits = ""] = entries[from] ?? [];
    chars -= key.length + bits.length;
    from++;
  }
  return Object.fromEntries(entries.slice(from));
}

/** A stored or sent history, or null when `value` is not one within the bounds. */
export function parseSeen(value: unknown): SeenCards | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  if (entries.length > seenLimits.maxKeys) return null;
  const read: Record<string, string> = {};
  let chars = 0;
  for (const [key, bits] of entries) {
    if (!isSeenKey(key) || typeof bits !== "string" || decodeBits(bits) === null) return null;
    read[key] = bits;
    chars += key.length + bits.length;
  }
  if (chars > seenLimits.maxChars) return null;
  return bounded(read);
}

/** How many cards `seen` holds, for tests and the settings' count. */
export function seenCount(seen: SeenCards): number {
  let count = 0;
  for (const bits of Object.values(seen)) {
    for (const byte of decodeBits(bits) ?? []) {
      for (let value = byte; value > 0; value &= value - 1) count++;
    }
  }
  return count;
}

// The cards behind each book bookOf made, to store and send what a deal left.
const cardsOfBook = new WeakMap<SeenBook, SeenCards>();

/** A history as dealing reads it (seen-book.ts). */
export function bookOf(cards: SeenCards): SeenBook {
  const book: SeenBook = {
    has: (promptId) => hasSeen(cards, promptId),
    listTest(packId, list) {
      const bits = decoded.read(cards[seenKey(packId, list)] ?? "");
      return (promptId) => hasBit(bits, placeOf(promptId)?.index ?? -1);
    },
    mark(promptId) {
      const marked = markSeen(cards, promptId);
      return marked === cards ? book : bookOf(marked);
    },
    forget(packId, list) {
      const forgotten = forgetList(cards, seenKey(packId, list));
      return forgotten === cards ? book : bookOf(forgotten);
    },
  };
  cardsOfBook.set(book, cards);
  return book;
}

/** The cards behind a book bookOf made; none for any other. */
export function cardsOf(book: SeenBook): SeenCards {
  return cardsOfBook.get(book) ?? noneSeen;
}
