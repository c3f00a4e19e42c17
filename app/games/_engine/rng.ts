/**
 * A small seedable random source (mulberry32). Rules take one of these instead of calling
 * Math.random(), so every rule can be replayed with a fixed seed in tests, and its state is
 * a plain number that fits in JSON game state.
 */
export interface Rng {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [0, maxExclusive). */
  int(maxExclusive: number): number;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** The state to resume from: `createRng(rng.state())` continues the same sequence. */
  state(): number;
}

export function createRng(seed: number): Rng {
  let current = seed >>> 0;
  const next = () => {
    current = (current + 0x6d2b79f5) >>> 0;
    let t = current;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (maxExclusive: number) => Math.floor(next() * maxExclusive);
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError("pick needs at least one item");
      const item = items[int(items.length)];
      if (item === undefined) throw new RangeError("pick landed outside the list");
      return item;
    },
    state: () => current,
  };
}

/** A new copy of `items` in random order (Fisher–Yates). */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = rng.int(i + 1);
    const a = result[i];
    const b = result[j];
    if (a === undefined || b === undefined) continue;
    result[i] = b;
    result[j] = a;
  }
  return result;
}
