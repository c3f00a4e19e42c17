/**
 * Handlers for a button whose part of the page loads on demand: its code starts loading when
 * someone is about to press it (a pointer over it, a finger down on it, the keyboard's focus),
 * so it has usually arrived by the time the press ends. The page loads nothing for parts
 * nobody opens; the service worker keeps them for offline use (service-worker/sw.ts).
 */
export function loadOnIntent(...loads: readonly (() => Promise<unknown>)[]) {
  const start = () => {
    for (const load of loads) void load().catch(() => null);
  };
  return { onPointerEnter: start, onPointerDown: start, onFocus: start };
}
