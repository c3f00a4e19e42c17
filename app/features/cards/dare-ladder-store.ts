import { create } from "zustand";
import { persist } from "zustand/middleware";
import { cardDecks } from "#app/features/cards/card-decks.ts";
import { ladderRungs, restoredLadder, type LadderState } from "#app/features/cards/dare-ladder.ts";
import { persistedStorage } from "#app/state/persisted-storage.ts";

const dareLadderStorageKey = "party-dojo:epic-dare-ladder";

/** How many dares each rung of the epic dare challenge holds, lowest rung first. */
export const epicLadderRungSizes = ladderRungs(cardDecks["epic-dare-challenge"].cards).map(
  (rung) => rung.length,
);

// The epic dare challenge's progress survives a reload; the rules that move
// it are pure (dare-ladder.ts), this only keeps the result.
interface DareLadderStore {
  /** Null until a climb starts on this phone. */
  ladder: LadderState | null;
  setLadder: (ladder: LadderState | null) => void;
}

export const useDareLadderStore = create<DareLadderStore>()(
  persist(
    (set) => ({
      ladder: null,
      setLadder: (ladder) => set({ ladder }),
    }),
    {
      name: dareLadderStorageKey,
      storage: persistedStorage,
      partialize: ({ ladder }) => ({ ladder }),
      // Whatever storage holds is checked before use: a bad value, or one from an older
      // shape of the challenge, starts the ladder over.
      merge: (stored, current) => ({
        ...current,
        ladder: restoredLadder(
          typeof stored === "object" && stored !== null && "ladder" in stored
            ? stored.ladder
            : null,
          epicLadderRungSizes,
          null,
        ),
      }),
      skipHydration: true,
    },
  ),
);
