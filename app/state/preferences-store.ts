import { useEffect } from "react";
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { persistedStorage } from "./persisted-storage.ts";

export const preferencesStorageKey = "party-dojo:preferences";

// Visitor preferences that survive a reload (docs/product-rules.md#alcohol-free-mode: every
// game has an alcohol-free mode; a visitor who says they are under drinking age gets it on).
interface PreferencesState {
  alcoholFree: boolean;
  setAlcoholFree: (alcoholFree: boolean) => void;
}

export const usePreferencesStore = create<PreferencesState>()(
  persist(
    (set) => ({
      alcoholFree: false,
      setAlcoholFree: (alcoholFree) => set({ alcoholFree }),
    }),
    {
      name: preferencesStorageKey,
      storage: persistedStorage,
      partialize: ({ alcoholFree }) => ({ alcoholFree }),
      // The server renders the defaults; reading storage before hydration would make the
      // first client render differ from that HTML. useRestorePreferences reads it after.
      skipHydration: true,
    },
  ),
);

/** Loads the stored preferences once the page has hydrated (mounted once, in root.tsx). */
export function useRestorePreferences(): void {
  useEffect(() => {
    void usePreferencesStore.persist.rehydrate();
  }, []);
}
