import fc from "fast-check";
import { expect, test } from "vitest";
import { pickPrompt, promptMemorySize } from "./prompt-picker.ts";
import { createRng } from "./rng.ts";
import {
  bookOf,
  cardsOf,
  decodeBits,
  encodeBits,
  hasSeen,
  markSeen,
  mergeSeen,
  noneSeen,
  parseSeen,
  seenCount,
  seenLimits,
  type SeenCards,
} from "./seen-cards.ts";
import { testPack } from "#tests/factories/packs.ts";

function play(sizes: number[], draws: number, seed: number, start: SeenCards = noneSeen) {
  const packs = sizes.map((size, i) => testPack(`pack${i}`, size));
  const switches = packs.map((pack) => ({ id: pack.id, active: true }));
  const rng = createRng(seed);
  let memory: string[] = [];
  let seen = start;
  const shown: string[] = [];
  for (let i = 0; i < draws; i += 1) {
    const pick = pickPrompt({ packs, switches, memory, playerCount: 0, rng, seen: bookOf(seen) });
    if (!pick?.seen) throw new Error("ran dry or lost the history");
    memory = pick.memory;
    seen = cardsOf(pick.seen);
    shown.push(pick.prompt.id);
  }
  return { shown, seen };
}

test("bitsets read back what was written", () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 512 }), (bytes) => {
      const decoded = decodeBits(encodeBits(bytes)) ?? new Uint8Array();
      const padded = new Uint8Array(bytes.length);
      padded.set(decoded.slice(0, bytes.length));
      return padded.every((byte, at) => byte === bytes[at]) && decoded.length <= bytes.length;
    }),
  );
});

test("a marked prompt is seen, others are not, and marking is kept per list", () => {
  fc.assert(
    fc.property(fc.uniqueArray(fc.integer({ min: 0, max: seenLimits.maxIndex })), (indexes) => {
      let seen = noneSeen;
      for (const index of indexes) seen = markSeen(seen, `pack:1:${index}`);
      if (seenCount(seen) !== indexes.length) return false;
      if (indexes.some((index) => hasSeen(seen, `pack:0:${index}`))) return false;
      return indexes.every((index) => hasSeen(seen, `pack:1:${index}`));
    }),
  );
});

test("merging keeps every card either history saw", () => {
  const one = markSeen(markSeen(noneSeen, "a:0:1"), "b:0:900");
  const two = markSeen(markSeen(noneSeen, "a:0:7"), "c:1:3");
  const merged = mergeSeen(one, two);
  expect(seenCount(merged)).toBe(4);
  for (const id of ["a:0:1", "a:0:7", "b:0:900", "c:1:3"]) expect(hasSeen(merged, id)).toBe(true);
  expect(mergeSeen(merged, merged)).toEqual(merged);
});

test("bad input is refused, and ids of no known shape change nothing", () => {
  for (const bad of [
    null,
    [],
    "x",
    { "pack:0": 5 },
    { "pack:0": "a*b" },
    { "pack:0": "AÅ" },
    { "pack:0": "A" },
    { pack: "AA" },
    { "pack:0": "A".repeat(5000) },
  ]) {
    expect(parseSeen(bad)).toBeNull();
  }
  expect(parseSeen({ "pack:0": "AQ" })).toEqual({ "pack:0": "AQ" });
  expect(markSeen(noneSeen, "no index")).toBe(noneSeen);
  expect(markSeen(noneSeen, `pack:0:${seenLimits.maxIndex + 1}`)).toBe(noneSeen);
});

test("two marks on one history are two histories: neither takes the other's card", () => {
  // Decoded bitsets are kept for the next deal: a mark must copy one, never write into it.
  const base = markSeen(noneSeen, "p:0:1");
  const withTwo = markSeen(base, "p:0:2");
  const withThree = markSeen(base, "p:0:3");
  expect(hasSeen(withTwo, "p:0:3")).toBe(false);
  expect(hasSeen(withThree, "p:0:2")).toBe(false);
  expect(hasSeen(base, "p:0:2") || hasSeen(base, "p:0:3")).toBe(false);
  expect(seenCount(withThree)).toBe(2);
  const book = bookOf(base);
  book.mark("p:0:4");
  expect(book.listTest("p", 0)("p:0:4")).toBe(false);
});

test("the history stays within its bounds, dropping the lists touched least recently", () => {
  let seen = noneSeen;
  for (let pack = 0; pack < seenLimits.maxKeys + 50; pack += 1) {
    seen = markSeen(seen, `pack${pack}:0:${seenLimits.maxIndex}`);
  }
  const chars = Object.entries(seen).reduce((sum, [k, v]) => sum + k.length + v.length, 0);
  expect(chars).toBeLessThanOrEqual(seenLimits.maxChars);
  expect(hasSeen(seen, `pack${seenLimits.maxKeys + 49}:0:${seenLimits.maxIndex}`)).toBe(true);
  expect(hasSeen(seen, `pack0:0:${seenLimits.maxIndex}`)).toBe(false);
  expect(parseSeen(seen)).toEqual(seen);
});

test("a table that saw cards last night is dealt only ones it has not seen", () => {
  const night = play([100, 100], 50, 3);
  const next = play([100, 100], 40, 11, night.seen);
  for (const id of next.shown) expect(night.shown).not.toContain(id);
});

test("a pack larger than the 40-card memory deals every card once before any comes back", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: promptMemorySize + 1, max: 300 }),
      fc.integer({ min: 0, max: 2 ** 31 }),
      (size, seed) => new Set(play([size], size, seed).shown).size === size,
    ),
    { numRuns: 50 },
  );
});

test("an exhausted pack starts over, and the 40-card rule still holds", () => {
  const { shown, seen } = play([70], 500, 5);
  expect(new Set(shown.slice(0, 70)).size).toBe(70);
  for (let i = 0; i < shown.length; i += 1) {
    const window = shown.slice(Math.max(0, i - promptMemorySize), i);
    expect(window).not.toContain(shown[i]);
  }
  expect(seenCount(seen)).toBeLessThanOrEqual(70);
});

test("a pack that starts over forgets its history; another pack keeps its own", () => {
  let seen = noneSeen;
  for (let i = 0; i < 10; i += 1) seen = markSeen(seen, `pack0:0:${i}`);
  seen = markSeen(seen, "pack1:0:2");
  const pick = pickPrompt({
    packs: [testPack("pack0", 10), testPack("pack1", 100)],
    switches: [
      { id: "pack0", active: true },
      { id: "pack1", active: true },
    ],
    memory: [],
    playerCount: 0,
    rng: createRng(1),
    seen: bookOf(seen),
  });
  const after = pick?.seen ? cardsOf(pick.seen) : noneSeen;
  expect(seenCount(after)).toBe(2);
  expect(hasSeen(after, "pack1:0:2")).toBe(true);
});

test("without a history the picker deals exactly as before", () => {
  const packs = [testPack("pack0", 50)];
  const switches = [{ id: "pack0", active: true }];
  const plain = pickPrompt({ packs, switches, memory: [], playerCount: 0, rng: createRng(8) });
  expect(plain?.seen).toBeUndefined();
  const withNone = pickPrompt({
    packs,
    switches,
    memory: [],
    playerCount: 0,
    rng: createRng(8),
    seen: bookOf(noneSeen),
  });
  expect(withNone?.prompt.id).toBe(plain?.prompt.id);
});
