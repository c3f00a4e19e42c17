import { useEffect } from "react";
import * as shape from "#app/utils/stored-shape.ts";
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import type { CatalogueSlug } from "#app/games/catalogue.ts";
import {
  defaultLevels,
  packLevels,
  setLevel,
  setPackActive,
  type PackLevel,
  type PackSwitch,
} from "#app/games/_engine/packs.ts";
import { maxPlayers, type Player } from "#app/games/_engine/players.ts";
import { remember } from "#app/games/_engine/prompt-picker.ts";
import { writeBehindStorage } from "./persisted-storage.ts";

const minigamesStorageKey = "party-dojo:minigames";

/** The prompt games that can be the current game (docs/data-model.md#minigames-state). */
export type MinigameSlug = Extract<
  CatalogueSlug,
  | "never-have-i-ever"
  | "most-likely-to"
  | "truth-or-dare"
  | "category"
  | "charades"
  | "country-island-city"
  | "mix"
  | "squiffy"
>;

export const noGameSelected = "No game selected";

// Minigames state. Pack switches, players, the explicit opt-in and the prompt memory
// survive a reload; the current game and pack belong to the open page.
interface MinigamesState {
  currentGame: MinigameSlug | null;
  currentPackName: string | null;
  /** Remembered switch per game and pack id; packs not listed use their defaults. */
  switches: Partial<Record<MinigameSlug, Record<string, boolean>>>;
  players: Player[];
  explicitAllowed: boolean;
  /** The intensity levels the table deals (docs/product-rules.md#intensity); never empty. */
  levels: PackLevel[];
  /** A table of mixed languages: prompt games deal the packs of every language. */
  everyLanguage: boolean;
  memory: string[];
  /** Cards the table starred during play, for the recap. */
  quotes: string[];
  setCurrentGame: (game: MinigameSlug | null) => void;
  /** Needs a current game; otherwise logs 'No game selected' and returns false. */
  setCurrentPack: (packName: string) => boolean;
  /** Applies the last-active-pack rule; returns false when the switch was refused. */
  switchPack: (
    game: MinigameSlug,
    current: readonly PackSwitch[],
    packId: string,
    active: boolean,
  ) => boolean;
  setPlayers: (players: Player[]) => void;
  setExplicitAllowed: (allowed: boolean) => void;
  /** Picks or drops a level; returns false when dropping the last one was refused. */
  setLevel: (level: PackLevel, on: boolean) => boolean;
  setEveryLanguage: (everyLanguage: boolean) => void;
  rememberPrompt: (promptId: string) => void;
  setMemory: (memory: string[]) => void;
  addQuote: (text: string) => void;
  clearQuotes: () => void;
}

/** Bumped when what is stored changes meaning; migrateMinigames brings older stores along. */
const minigamesStoreVersion = 2;

// What an older build stored is checked field by field: a field that can't be used falls
// back to its default instead of breaking every prompt game.
const storedShape = shape.object({
  switches: shape.withFallback(shape.record(shape.record(shape.boolean())), {}),
  players: shape.withFallback(
    shape.array(shape.object({ name: shape.string(), notDrinking: shape.boolean() })),
    [],
  ),
  explicitAllowed: shape.withFallback(shape.boolean(), false),
  levels: shape.withFallback(shape.array(shape.literals(packLevels), { maxLength: 3 }), [
    ...defaultLevels,
  ]),
  everyLanguage: shape.withFallback(shape.boolean(), false),
  memory: shape.withFallback(shape.array(shape.string()), []),
  quotes: shape.withFallback(shape.array(shape.string()), []),
});

type StoredMinigames = shape.Infer<typeof storedShape>;

const emptyStore: StoredMinigames = {
  switches: {},
  players: [],
  explicitAllowed: false,
  levels: [...defaultLevels],
  everyLanguage: false,
  memory: [],
  quotes: [],
};

/**
 * Brings a store saved by an older build up to date. Version 0 stored every switch of a game
 * on each toggle, locked premium packs included (as off), so an old "off" can't be told
 * apart from "locked at the time": every remembered "off" is dropped and those packs follow
 * their defaults again. A player who had switched off a free pack switches it off once more;
 * a pack bought since is on, as promised. Remembered "on" choices stay. Version 1 had no
 * levels: such a table deals the default ones, as it did (nothing it played was wild).
 */
export function migrateMinigames(persisted: unknown, version: number): StoredMinigames {
  const parsed = storedShape.safeParse(persisted);
  const read = parsed.success ? parsed.data : emptyStore;
  // A table always keeps one level; an empty list is no choice at all.
  const levels = read.levels.length > 0 ? [...new Set(read.levels)] : [...defaultLevels];
  const stored = { ...read, levels };
  if (version >= 1) return stored;
  const switches = Object.fromEntries(
    Object.entries(stored.switches).map(([game, byPack]) => [
      game,
      Object.fromEntries(Object.entries(byPack).filter(([, active]) => active)),
    ]),
  );
  return { ...stored, switches };
}

export const useMinigamesStore = create<MinigamesState>()(
  persist(
    (set, get) => ({
      currentGame: null,
      currentPackName: null,
      switches: {},
      players: [],
      explicitAllowed: false,
      levels: [...defaultLevels],
      everyLanguage: false,
      memory: [],
      quotes: [],
      setCurrentGame: (currentGame) => set({ currentGame, currentPackName: null }),
      setCurrentPack: (packName) => {
        if (!get().currentGame) {
          console.warn(noGameSelected);
          return false;
        }
        set({ currentPackName: packName });
        return true;
      },
      switchPack: (game, current, packId, active) => {
        if (isInvalid(setPackActive(current, packId, active))) return false;
        // Only the pack the player touched is remembered: the others keep following their
        // defaults, so a pack bought or unlocked later comes on by itself.
        set((state) => ({
          switches: {
            ...state.switches,
            [game]: { ...state.switches[game], [packId]: active },
          },
        }));
        return true;
      },
      setPlayers: (players) => set({ players: players.slice(0, maxPlayers) }),
      setExplicitAllowed: (explicitAllowed) => set({ explicitAllowed }),
      setLevel: (level, on) => {
        const levels = setLevel(get().levels, level, on);
        if (isInvalid(levels)) return false;
        set({ levels });
        return true;
      },
      setEveryLanguage: (everyLanguage) => set({ everyLanguage }),
      rememberPrompt: (promptId) => set((state) => ({ memory: remember(state.memory, promptId) })),
      setMemory: (memory) => set({ memory }),
      addQuote: (text) =>
        set((state) => ({
          quotes: state.quotes.includes(text) ? state.quotes : [...state.quotes, text],
        })),
      clearQuotes: () => set({ quotes: [] }),
    }),
    {
      name: minigamesStorageKey,
      // Every Next changes the memory: stored just after the tap, not during it.
      storage: writeBehindStorage(),
      version: minigamesStoreVersion,
      migrate: migrateMinigames,
      partialize: ({
        switches,
        players,
        explicitAllowed,
        levels,
        everyLanguage,
        memory,
        quotes,
      }) => ({
        switches,
        players,
        explicitAllowed,
        levels,
        everyLanguage,
        memory,
        quotes,
      }),
      // Server HTML uses the defaults; stored state is read after hydration.
      skipHydration: true,
    },
  ),
);

/** Loads the table's stored players, switches and memory once the page has hydrated. */
export function useRestoreMinigames(): void {
  useEffect(() => {
    void useMinigamesStore.persist.rehydrate();
  }, []);
}
