import { useEffect, useEffectEvent, useRef, useState } from "react";

/**
 * The wall clock (epoch ms) for a round whose clock is a deadline in the game's state (`endsAt`,
 * docs/decisions/034-one-rule-set.md): read when the board mounts, then every `intervalMs` while
 * a deadline is set. `serverNow` is the clock that set the deadline (a room's server), as it read
 * when it last sent it: the phone's own clock is put right by the difference, so a phone whose
 * clock runs ahead doesn't call time early. `onTick` gets each reading, which is where a board
 * says the time is up.
 */
export function useDeadlineClock(
  endsAt: number | null,
  options: { onTick?: (now: number) => void; intervalMs?: number; serverNow?: number } = {},
): number {
  const { onTick, intervalMs = 250, serverNow } = options;
  // A room's board is rendered on the server too: both renders start from the server's reading.
  const [now, setNow] = useState(() => serverNow ?? Date.now());
  const offset = useRef(0);
  useEffect(() => {
    // Read as the value arrives: the time it took on the way makes this phone a little late.
    offset.current = serverNow === undefined ? 0 : serverNow - Date.now();
  }, [serverNow]);
  const tick = useEffectEvent(() => {
    const time = Date.now() + offset.current;
    setNow(time);
    onTick?.(time);
  });
  const running = endsAt !== null;
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(tick, intervalMs);
    return () => window.clearInterval(id);
  }, [running, intervalMs]);
  return now;
}

/** Milliseconds left before `endsAt` at `now`, never less than nothing nor more than `durationMs`. */
export function timeLeftOf(endsAt: number, now: number, durationMs: number): number {
  return Math.min(durationMs, Math.max(0, endsAt - now));
}
