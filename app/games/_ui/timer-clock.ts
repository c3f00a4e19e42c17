import { useEffect, useEffectEvent, useState } from "react";

/**
 * A ticking "now" (performance.now(), milliseconds) for timed games: game rules take the
 * time as an argument, and this hook supplies it while a timer runs. `onTick` gets each
 * tick's time, which is where a board checks whether the time is up. The clock stands still
 * while `running` is false, so idle screens don't re-render.
 */
export function useTimerNow(
  running: boolean,
  onTick?: (now: number) => void,
  intervalMs = 200,
): number {
  const [now, setNow] = useState(0);
  const tickEvent = useEffectEvent((time: number) => onTick?.(time));
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => {
      const time = performance.now();
      setNow(time);
      tickEvent(time);
    }, intervalMs);
    return () => window.clearInterval(id);
  }, [running, intervalMs]);
  return now;
}
