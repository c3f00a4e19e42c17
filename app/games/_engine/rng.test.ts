import { describe, expect, test } from "vitest";
import { createRng, shuffle } from "./rng.ts";

describe("createRng", () => {
  test("the same seed gives the same sequence", () => {
    const a = createRng(42);
    const b = createRng(42);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(
      Array.from({ length: 5 }, () => b.next()),
    );
  });

  test("resumes from its state", () => {
    const rng = createRng(7);
    rng.next();
    const resumed = createRng(rng.state());
    expect(resumed.next()).toBe(rng.next());
  });

  test("int stays in range and covers it", () => {
    const rng = createRng(1);
    const seen = new Set(Array.from({ length: 600 }, () => rng.int(6)));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  test("pick refuses an empty list", () => {
    expect(() => createRng(1).pick([])).toThrow(RangeError);
  });
});

test("shuffle keeps every item and leaves the input alone", () => {
  const input = [1, 2, 3, 4, 5, 6, 7, 8];
  const output = shuffle(input, createRng(3));
  expect([...output].sort()).toEqual(input);
  expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  expect(output).not.toEqual(input);
});
