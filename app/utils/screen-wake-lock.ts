/**
 * Keeps the screen on: a phone lying on the table between turns must not go dark and lock
 * mid-round. The browser drops the lock whenever the page is hidden (another app, the lock
 * button), so it is asked for again each time the page is shown. Where the browser has no
 * such lock, or refuses it (battery saver), the screen simply sleeps as it would have.
 * Returns the way to let the screen sleep again.
 */
export function keepScreenOn(): () => void {
  if (typeof navigator === "undefined" || !("wakeLock" in navigator)) return () => {};
  let lock: WakeLockSentinel | null = null;
  let asking = false;
  let stopped = false;
  const ask = () => {
    if (stopped || asking || document.visibilityState !== "visible") return;
    if (lock && !lock.released) return;
    asking = true;
    navigator.wakeLock.request("screen").then(
      (granted) => {
        asking = false;
        if (stopped) void granted.release().catch(() => {});
        else lock = granted;
      },
      () => {
        asking = false;
      },
    );
  };
  ask();
  document.addEventListener("visibilitychange", ask);
  return () => {
    stopped = true;
    document.removeEventListener("visibilitychange", ask);
    void lock?.release().catch(() => {});
  };
}
