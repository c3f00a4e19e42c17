import { useEffect, useMemo, useRef } from "react";
import type { DeckState } from "#app/games/_engine/deck.ts";
import type { GameTable } from "#app/games/_engine/game-rules.ts";
import { useMinigamesStore, type MinigameSlug } from "#app/state/minigames-store.ts";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import { usePersistHydrated } from "#app/state/use-persist-hydrated.ts";
import { writeSavedGame, type SavedGameKind } from "./saved-game.ts";
import {
  phoneTable,
  seatsKey,
  useTableGame,
  type TableRules,
  type TableSave,
} from "./use-table-game.ts";
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

/**
 * The game a phone plays at its deck table (useDeckTable): the saved one, and once the save is
 * read and holds none, a new one made by `newGame` from the table as it is now and the game
 * played before it on this page, if any ("New game" carries that game's settings on). The new
 * game is saved, and the phone plays it from there. `newGame` is called again when it changes.
 */
export function useSavedDeckGame<State extends { deck: DeckState }, Move, View>(
  rules: TableRules<State, Move, View>,
  kind: SavedGameKind<TableSave<State>>,
  table: GameTable,
  newGame: (at: GameTable, previous: State | null) => State,
) {
  const { state, read, send } = useTableGame(rules, kind, table);
  const last = useRef<State | null>(null);
  useEffect(() => {
    if (state) last.current = state;
  }, [state]);

  const waiting = read && state === null;
  useEffect(() => {
    if (!waiting) return;
    const game = newGame({ ...table, now: Date.now() }, last.current);
    writeSavedGame(kind, { state: game, seats: seatsKey(table) });
  }, [waiting, table, kind, newGame]);

  useFollowedPromptMemory(state?.deck.memory);
  return { state, send };
}

/** The phone's prompt memory follows a game's deck, so its other games avoid these cards. */
export function useFollowedPromptMemory(memory: string[] | undefined) {
  const setMemory = useMinigamesStore((store) => store.setMemory);
  useEffect(() => {
    if (memory) setMemory(memory);
  }, [memory, setMemory]);
}
