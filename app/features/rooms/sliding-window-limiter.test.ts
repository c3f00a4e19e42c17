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

test("allows says whether a take would be counted, and counts nothing itself", () => {
  let now = 0;
  const limiter = new SlidingWindowLimiter({ max: 1, windowMs: 1_000 }, () => now);
  expect([limiter.allows("a"), limiter.allows("a")]).toEqual([true, true]);
  limiter.take("a");
  expect([limiter.allows("a"), limiter.allows("b")]).toEqual([false, true]);
  now = 1_001;
  expect(limiter.allows("a")).toBe(true);
});
