/**
 * Timed games take their `now` from performance.now(), which starts over on every page
 * load, so a clock saved while running means nothing to the next page. Boards read the
 * clock here for every move they save; a saved running clock whose start was not read on
 * this page comes from an earlier page (a reload, a closed tab) and is shown paused at the
 * time it had left (docs/decisions/017-offline-and-resume.md).
 */
const readings = new Set<number>();
/**
 * A running clock is checkpointed every second, so its start is always a recent reading;
 * older ones are forgotten, which keeps a night of ticking from filling memory.
 */
const keptReadings = 1000;

/** The time for a move made now, remembered as this page's. */
export function pageNow(): number {
  const now = performance.now();
  readings.add(now);
  if (readings.size > keptReadings) {
    const oldest = readings.values().next();
    if (!oldest.done) readings.delete(oldest.value);
  }
  return now;
}

/** Whether a clock reading was taken on this page. */
export function isThisPage(reading: number): boolean {
  return readings.has(reading);
}
