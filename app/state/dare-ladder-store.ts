import { create } from "zustand";
import { persist } from "zustand/middleware";
import { ladderStart, restoredLadder, type LadderState } from "#app/features/dares/dare-ladder.ts";
import { persistedStorage } from "./persisted-storage.ts";

export const dareLadderStorageKey = "party-dojo:epic-dare-ladder";

// The epic dare challenge's progress survives a reload (DESIGN.md §9); the rules that move
// it are pure (features/dares/dare-ladder.ts), this only keeps the result.
interface DareLadderStore {
  ladder: LadderState;
  setLadder: (ladder: LadderState) => void;
}

export const useDareLadderStore = create<DareLadderStore>()(
  persist(
    (set) => ({
      ladder: ladderStart,
      setLadder: (ladder) => set({ ladder }),
    }),
    {
      name: dareLadderStorageKey,
      storage: persistedStorage,
      partialize: ({ ladder }) => ({ ladder }),
      // Whatever storage holds is checked before use; a bad value starts the ladder over.
      merge: (stored, current) => ({
        ...current,
        ladder: restoredLadder(
          typeof stored === "object" && stored !== null && "ladder" in stored
            ? stored.ladder
            : null,
          Number.MAX_SAFE_INTEGER,
        ),
      }),
      skipHydration: true,
    },
  ),
);
