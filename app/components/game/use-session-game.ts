import { useCallback, useState } from "react";
import { useSessionSlot, writeSessionSlot } from "./session-slot.ts";

/**
 * A game's state that survives a reload of the tab. The server and hydration render
 * `initial`; once hydrated, the stored game takes over when `parse` accepts it, so the HTML
 * never depends on this tab's storage.
 */
export function useSessionGame<T>(
  key: string,
  parse: (value: unknown) => T | null,
  initial: () => T,
): [T, (next: T) => void] {
  const [fallback] = useState<T>(initial);
  const game = useSessionSlot(key, parse) ?? fallback;
  const save = useCallback((next: T) => writeSessionSlot(key, next), [key]);
  return [game, save];
}
