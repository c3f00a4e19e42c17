import { describe, expect, it } from "vitest";
import { drawAnother, firstDraw, type DrawState } from "./card-draw.ts";

function drawMany(size: number, seed: number, count: number): number[] {
  let state: DrawState = firstDraw(size, seed);
  const shown = [state.current];
  for (let i = 1; i < count; i += 1) {
    state = drawAnother(state, size);
    shown.push(state.current);
  }
  return shown;
}

describe("another one", () => {
  it("shows every card once before any comes back", () => {
    for (const seed of [1, 42, 2026]) {
      const shown = drawMany(40, seed, 40);
      expect(new Set(shown).size).toBe(40);
    }
  });

  it("starts a new pass after the deck is used, again without repeats", () => {
    const shown = drawMany(40, 7, 80);
    expect(new Set(shown.slice(40)).size).toBe(40);
  });

  it("never shows the same card twice in a row across passes", () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const shown = drawMany(3, seed, 30);
      shown.slice(1).forEach((card, index) => expect(card).not.toBe(shown[index]));
    }
  });

  it("is the same sequence for the same seed", () => {
    expect(drawMany(42, 99, 60)).toEqual(drawMany(42, 99, 60));
    expect(drawMany(42, 99, 10)).not.toEqual(drawMany(42, 100, 10));
  });

  it("copes with a deck of one", () => {
    expect(drawMany(1, 5, 4)).toEqual([0, 0, 0, 0]);
  });
});
