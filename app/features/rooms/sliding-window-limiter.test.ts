import { expect, test } from "vitest";
import { SlidingWindowLimiter } from "./sliding-window-limiter.ts";

test("takes up to the limit within any window, per key, and nothing counts while refused", () => {
  let now = 0;
  const limiter = new SlidingWindowLimiter({ max: 2, windowMs: 1_000 }, () => now);
  expect([limiter.take("a"), limiter.take("a"), limiter.take("a")]).toEqual([true, true, false]);
  expect(limiter.take("b")).toBe(true);
  now = 999;
  expect(limiter.take("a")).toBe(false);
  now = 1_001;
  expect([limiter.take("a"), limiter.take("a"), limiter.take("a")]).toEqual([true, true, false]);
});
