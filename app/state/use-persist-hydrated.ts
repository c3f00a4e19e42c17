import { useCallback, useEffect, useSyncExternalStore } from "react";

/** The part of zustand's persist API this needs (every store in this folder has it). */
interface PersistApi {
  hasHydrated: () => boolean;
  rehydrate: () => Promise<void> | void;
  onHydrate: (listener: () => void) => () => void;
  onFinishHydration: (listener: () => void) => () => void;
}

/**
 * Reads a `skipHydration` store from storage once the page has hydrated, and tells when it
 * has been read: false on the server and in the first render, so the HTML matches.
 */
export function usePersistHydrated(persist: PersistApi): boolean {
  useEffect(() => {
    if (!persist.hasHydrated()) void persist.rehydrate();
  }, [persist]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stops = [persist.onHydrate(onChange), persist.onFinishHydration(onChange)];
      return () => stops.forEach((stop) => stop());
    },
    [persist],
  );
  return useSyncExternalStore(subscribe, persist.hasHydrated, () => false);
}
