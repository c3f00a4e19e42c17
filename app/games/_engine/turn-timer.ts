import { z } from "zod/mini";

/**
 * A turn's clock as plain data, so a game saves it with the rest of its state: the time left
 * when it last started or paused, and when it started on the caller's clock (null while
 * paused). Rules pass `now` in; nothing here reads a clock.
 */
export interface TurnTimer {
  duration: number;
  /** Time left when the clock last (re)started or paused. */
  left: number;
  /** When the clock last started on the caller's clock; null while it is paused. */
  since: number | null;
}

export function startTimer(durationMs: number, now: number): TurnTimer {
  return { duration: durationMs, left: durationMs, since: now };
}

export function timeLeft(timer: TurnTimer, now: number): number {
  if (timer.since === null) return timer.left;
  return Math.min(timer.left, Math.max(0, timer.left - (now - timer.since)));
}

export function resumeTimer(timer: TurnTimer, now: number): TurnTimer {
  return { ...timer, since: now };
}

/**
 * The running clock restated from `now` once a whole second has gone, so a saved game knows
 * its time left to the second; the same object otherwise (nothing to save).
 */
export function checkpointTimer(timer: TurnTimer, now: number): TurnTimer {
  if (timer.since === null) return timer;
  const left = timeLeft(timer, now);
  if (Math.ceil(left / 1000) === Math.ceil(timer.left / 1000)) return timer;
  return { ...timer, left, since: now };
}

/**
 * A clock saved while running, opened again where its start means nothing (a reload, another
 * tab): paused at the time it had left when it was last saved.
 */
export function pausedWhereSaved(timer: TurnTimer): TurnTimer {
  return timer.since === null ? timer : { ...timer, since: null };
}

/** A saved clock of a turn of `minMs`–`maxMs`, with no more time left than its duration. */
export function turnTimerSchema(minMs: number, maxMs: number) {
  return z
    .object({
      duration: z.int().check(z.gte(minMs), z.lte(maxMs)),
      left: z.number().check(z.gte(0)),
      since: z.nullable(z.number()),
    })
    .check(z.refine((timer) => timer.left <= timer.duration));
}
