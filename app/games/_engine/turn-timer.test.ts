import { expect, test } from "vitest";
import {
  checkpointTimer,
  pausedWhereSaved,
  resumeTimer,
  startTimer,
  timeLeft,
  turnTimerSchema,
} from "./turn-timer.ts";

test("a clock counts down from its start, never below zero, and stands still while paused", () => {
  const timer = startTimer(10_000, 1_000);
  expect(timeLeft(timer, 4_000)).toBe(7_000);
  expect(timeLeft(timer, 30_000)).toBe(0);
  // Paused the way a clock is: saved at a checkpoint, then stopped there.
  const paused = pausedWhereSaved(checkpointTimer(timer, 4_000));
  expect(timeLeft(paused, 60_000)).toBe(7_000);
  expect(timeLeft(resumeTimer(paused, 100_000), 102_000)).toBe(5_000);
});

test("a checkpoint restates the clock once a whole second has gone, and only then", () => {
  const timer = startTimer(10_000, 0);
  expect(checkpointTimer(timer, 500)).toBe(timer);
  expect(checkpointTimer(timer, 1_200)).toEqual({ duration: 10_000, left: 8_800, since: 1_200 });
});

test("a clock saved while running comes back paused at what it had left", () => {
  const saved = checkpointTimer(startTimer(10_000, 0), 3_000);
  const restored = pausedWhereSaved(saved);
  expect(restored).toEqual({ duration: 10_000, left: 7_000, since: null });
  expect(timeLeft(restored, 999_999)).toBe(7_000);
});

test("a saved clock with more time left than its turn is refused", () => {
  const schema = turnTimerSchema(3_000, 15_000);
  expect(schema.safeParse({ duration: 5_000, left: 4_000, since: null }).success).toBe(true);
  expect(schema.safeParse({ duration: 5_000, left: 6_000, since: null }).success).toBe(false);
  expect(schema.safeParse({ duration: 50_000, left: 6_000, since: 1 }).success).toBe(false);
});
