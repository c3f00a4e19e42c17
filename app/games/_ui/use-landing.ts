import { useEffect, useState } from "react";

/** What a board shows of the last throw (useLanding). */
export interface Landing<T> {
  /** What to show in words: while a throw is in the air, the value from before it. */
  shown: T;
  /** A throw is in the air. */
  moving: boolean;
  /** The last throw landed while the page was open: announce it, buzz for it. */
  landed: boolean;
  /** A throw turned on screen since the page opened: keep the turning transition on. */
  turning: boolean;
}

/** A screen reader speaks only changed text: the announcement is emptied, then filled this late. */
export const announceDelayMs = 80;

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

type Phase = "still" | "moving" | "landed";

interface Seen<T> {
  count: number | null;
  /** The value as last seen between throws. */
  value: T;
  /** While moving: the value from before the first throw still in the air. */
  before: T | null;
  phase: Phase;
  turning: boolean;
}

/**
 * A throw that lands while the page is open (a spin, a flip, a roll, on this phone or on the
 * host's) turns on screen and is then announced; one read back from the device or the room (a
 * reload, a phone that just joined) lies still and is not announced again.
 *
 * `count` counts the throws of the game so far; `ready` is false while the page can't know it yet
 * (hydration, before the device's save is read). A count that goes down is a new game: nothing
 * turns back. `value` must keep its identity between renders while it stays the same (a memoised
 * state, a room's view); a new one between throws (a cleared tally) shows at once.
 */
export function useLanding<T>(
  value: T,
  count: number,
  ready: boolean,
  flightMs: number,
): Landing<T> {
  const [seen, setSeen] = useState<Seen<T>>(() => ({
    count: ready ? count : null,
    value,
    before: null,
    phase: "still",
    turning: false,
  }));
  const known = ready ? count : null;
  let current = seen;
  if (known !== seen.count) {
    if (known === null || seen.count === null || known < seen.count) {
      // The first count the page knows, or a new game: it lies as it is.
      current = { count: known, value, before: null, phase: "still", turning: false };
    } else {
      const before = seen.phase === "moving" ? seen.before : seen.value;
      current = { count: known, value, before, phase: "moving", turning: true };
    }
    setSeen(current);
  } else if (value !== seen.value && seen.phase !== "moving") {
    // The same throw with other details (a player joined, the tally was cleared).
    current = { ...seen, value };
    setSeen(current);
  }

  const { phase } = current;
  useEffect(() => {
    if (phase !== "moving") return;
    const timer = window.setTimeout(
      () => setSeen((now) => ({ ...now, before: null, phase: "landed" })),
      prefersReducedMotion() ? announceDelayMs : flightMs,
    );
    return () => window.clearTimeout(timer);
  }, [phase, current.count, flightMs]);

  return {
    shown: current.phase === "moving" && current.before !== null ? current.before : value,
    moving: current.phase === "moving",
    landed: current.phase === "landed",
    turning: current.turning,
  };
}
