// A chunk that fails to load (usually a deploy removed it) reloads the page,
// at most once per path in 10 s so a chunk that is really gone cannot cause a reload loop.

export const chunkReloadStorageKey = "party-dojo:chunk-reloads";
const chunkReloadGuardMs = 10_000;

/** When the page last reloaded for each path (ms since the epoch), kept in sessionStorage. */
export type ReloadAttempts = Record<string, number>;

export function parseReloadAttempts(value: unknown): ReloadAttempts {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const attempts: ReloadAttempts = {};
  for (const [path, at] of Object.entries(value)) {
    if (typeof at === "number" && Number.isFinite(at)) attempts[path] = at;
  }
  return attempts;
}

export function shouldReloadAfterChunkError(
  path: string,
  now: number,
  lastAttempts: ReloadAttempts,
): boolean {
  const last = lastAttempts[path];
  return last === undefined || now - last >= chunkReloadGuardMs || now < last;
}

/** Records a reload for `path` and forgets attempts too old to matter. */
export function recordReloadAttempt(
  path: string,
  now: number,
  lastAttempts: ReloadAttempts,
): ReloadAttempts {
  const kept = Object.entries(lastAttempts).filter(
    ([, at]) => now - at < chunkReloadGuardMs && at <= now,
  );
  return { ...Object.fromEntries(kept), [path]: now };
}

// The messages browsers give a failed dynamic import (Chromium, Safari, Firefox).
const chunkErrorMessages = [
  "Failed to fetch dynamically imported module",
  "Importing a module script failed",
  "error loading dynamically imported module",
  "Unable to preload CSS",
];

export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return chunkErrorMessages.some((message) => reason.message.includes(message));
}
