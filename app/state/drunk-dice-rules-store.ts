import { create } from "zustand";
import { persist } from "zustand/middleware";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import { classicRules, parseHouseRules, type HouseRules } from "#app/games/drunk-dice/rules.ts";
import { persistedStorage } from "./persisted-storage.ts";

const drunkDiceRulesStorageKey = "party-dojo:drunk-dice-rules";

// The table's Three Man house rules, kept on this phone across reloads.
interface DrunkDiceRulesState {
  rules: HouseRules;
  setRules: (rules: HouseRules) => void;
}

export const useDrunkDiceRulesStore = create<DrunkDiceRulesState>()(
  persist(
    (set) => ({
      rules: classicRules,
      setRules: (rules) => set({ rules }),
    }),
    {
      name: drunkDiceRulesStorageKey,
      storage: persistedStorage,
      partialize: ({ rules }) => ({ rules }),
      // Stored rules are checked like typed ones: anything broken falls back to the classics.
      merge: (stored, current) => {
        const rules: unknown =
          typeof stored === "object" && stored !== null ? Reflect.get(stored, "rules") : null;
        const parsed = parseHouseRules(rules);
        return { ...current, rules: isInvalid(parsed) ? classicRules : parsed };
      },
      skipHydration: true,
    },
  ),
);
