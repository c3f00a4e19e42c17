/**
 * localStorage written just after a tap instead of during it. `setItem` and the JSON that goes
 * into it cost a slow phone several milliseconds, and a tap on Next waits for every one: here
 * the value is handed over as a function that makes the string, and the string is made and
 * stored in a task of its own once the screen has changed. Quick taps share one write.
 *
 * Nothing is lost for it: a page that is hidden (a locked phone, another app) or left writes
 * everything still pending at once, and a read in the same page sees the pending value
 * (`pendingRaw`). Where storage refuses the write, `onRefused` gets the string, so the
 * caller can keep it in memory as it would a refused write made at once.
 */

interface PendingWrite {
  /** The string to store, or null to remove the key. */
  raw: () => string | null;
  onRefused?: (raw: string) => void;
}

const pending = new Map<string, PendingWrite>();
let scheduled = false;
let listening = false;

/** What is still to be written under `key`: a string, null for a removal, undefined for none. */
export function pendingRaw(key: string): string | null | undefined {
  const write = pending.get(key);
  if (write === undefined) return undefined;
  // Made once: the write, and any later read, use the same string.
  const raw = write.raw();
  write.raw = () => raw;
  return raw;
}

/** Stores `raw()` under `key` soon, replacing any write to `key` still pending. */
export function writeBehind(
  key: string,
  raw: () => string | null,
  onRefused?: (raw: string) => void,
): void {
  pending.set(key, { raw, onRefused });
  listen();
  if (scheduled) return;
  scheduled = true;
  globalThis.setTimeout(flushWrites, 0);
}

/** Forgets a pending write to `key` (its value was removed or replaced by other means). */
export function dropWrite(key: string): void {
  pending.delete(key);
}

/** Writes everything pending, now. */
export function flushWrites(): void {
  scheduled = false;
  const writes = [...pending];
  pending.clear();
  for (const [key, write] of writes) store(key, write);
}

function store(key: string, write: PendingWrite): void {
  const raw = write.raw();
  try {
    if (raw === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, raw);
  } catch {
    if (raw !== null) write.onRefused?.(raw);
  }
}

function listen(): void {
  if (listening || typeof window === "undefined" || typeof document === "undefined") return;
  listening = true;
  // The last moments a page is sure to get: after these it may be frozen or closed.
  window.addEventListener("pagehide", flushWrites);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flushWrites();
  });
}
