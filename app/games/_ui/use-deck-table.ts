import { useEffect, useMemo } from "react";
import type { DeckState } from "#app/games/_engine/deck.ts";
import { useMinigamesStore, type MinigameSlug } from "#app/state/minigames-store.ts";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import { usePersistHydrated } from "#app/state/use-persist-hydrated.ts";
import { phoneTable } from "./use-table-game.ts";
import { usePromptDeck, type PlayableDeckPack } from "./use-prompt-deck.ts";

const noPlayers: never[] = [];

/**
 * A deck game played round one phone (Category, Country Island City): the phone's deck, and the
 * table its rule set plays at, with the phone's players, packs and alcohol-free mode. Until the
 * phone's players are read (`tableRead`) the table has none, so a save isn't taken for a change
 * of seats.
 */
export function useDeckTable(
  game: MinigameSlug,
  packs: readonly PlayableDeckPack[],
  served: DeckState,
) {
  const deck = usePromptDeck(game, packs, served);
  const tableRead = usePersistHydrated(useMinigamesStore.persist);
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  const players = tableRead ? deck.players : noPlayers;
  const table = useMemo(
    () => phoneTable(players, { alcoholFree, packs, switches: deck.switches }),
    [players, alcoholFree, packs, deck.switches],
  );
  return { deck, tableRead, table };
}

/** The phone's prompt memory follows a game's deck, so its other games avoid these cards. */
export function useFollowedPromptMemory(memory: string[] | undefined) {
  const setMemory = useMinigamesStore((store) => store.setMemory);
  useEffect(() => {
    if (memory) setMemory(memory);
  }, [memory, setMemory]);
}
