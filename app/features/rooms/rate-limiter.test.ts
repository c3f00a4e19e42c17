import { expect, test } from "vitest";
import { memoryLimiters } from "./rate-limiter.ts";

test("in memory, each named limiter counts its own keys within its window", async () => {
  let now = 0;
  const create = memoryLimiters(() => now);
  const moves = create("moves", { max: 2, windowMs: 1_000 });
  const entries = create("entries", { max: 1, windowMs: 1_000 });
  expect([await moves.take("a"), await moves.take("a"), await moves.take("a")]).toEqual([
    true,
    true,
    false,
  ]);
  expect([await entries.take("a"), await entries.take("a")]).toEqual([true, false]);
  now = 1_001;
  expect(await moves.take("a")).toBe(true);
});
