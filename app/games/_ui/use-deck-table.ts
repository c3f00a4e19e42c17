import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { adoptTable, type DealingDeck, type DeckState } from "#app/games/_engine/deck.ts";
import { initialSwitches } from "#app/games/_engine/packs.ts";
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
import {
  heldSeen,
  keepSeen,
  usePackSwitches,
  useSeenCards,
  type DealtBy,
  type PlayableDeckPack,
} from "./use-prompt-deck.ts";

const noPlayers: never[] = [];

/**
 * The deck a deck game round one phone starts from (Category, Country Island City), with its
 * pack switches. The server deals the first card so it is in the HTML at first paint, but it
 * can't see this tab's switches, players or 40-prompt memory: once those are read, a first card
 * that doesn't suit them is dealt again here (adoptTable), and `dealt` turns from "server" to
 * "tab". The game's rule set deals the rest (useSavedDeckGame), and the shared memory follows
 * the deck, so a reload never brings back a card the table just saw.
 */
export function usePromptDeck(
  game: MinigameSlug,
  packs: readonly PlayableDeckPack[],
  initialDeck: DeckState,
) {
  const players = useMinigamesStore((state) => state.players);
  const setMemory = useMinigamesStore((state) => state.setMemory);
  const setCurrentGame = useMinigamesStore((state) => state.setCurrentGame);
  const tableRead = usePersistHydrated(useMinigamesStore.persist);
  const [deck, setDeck] = useState(initialDeck);
  // Draws read the latest deck, so two quick taps never deal the same card twice.
  const latest = useRef(initialDeck);
  const [settled, setSettled] = useState(false);
  const { switches, togglePack, refusal, explicitAllowed, rules } = usePackSwitches(game, packs);

  useEffect(() => setCurrentGame(game), [game, setCurrentGame]);

  // The table's history of seen cards is the phone's (see useSeenCards), not the deck's.
  const commit = useCallback((next: DealingDeck) => {
    const { seen, ...deck } = next;
    keepSeen(seen);
    latest.current = deck;
    setDeck(deck);
  }, []);
  const seenRead = useSeenCards();

  useEffect(() => {
    if (!tableRead || !seenRead || settled) return;
    // Read straight from the store: this runs in the pass that read it from storage.
    const table = useMinigamesStore.getState();
    commit(
      adoptTable(
        { ...latest.current, seen: heldSeen() },
        {
          packs,
          switches: initialSwitches(packs, table.switches[game] ?? {}, {
            ...rules,
            explicitAllowed: table.explicitAllowed,
            levels: table.levels,
            alcoholFree: usePreferencesStore.getState().alcoholFree,
          }),
          players: table.players.map((player) => player.name),
          memory: table.memory,
          // The server's seed dealt the first card; this tab deals the rest from its own.
          seed: crypto.getRandomValues(new Uint32Array(1))[0],
        },
      ),
    );
    setSettled(true);
  }, [tableRead, seenRead, settled, commit, packs, game, rules]);

  // The shared memory follows the deck (the card on the table included), so other games and
  // the next visit avoid these prompts too.
  useEffect(() => {
    if (settled) setMemory(deck.memory);
  }, [settled, deck.memory, setMemory]);

  /** "tab" once the first card has been checked against this tab's table (see above). */
  const dealt: DealtBy = settled ? "tab" : "server";

  return {
    deck,
    switches,
    togglePack,
    refusal,
    players,
    explicitAllowed,
    rules,
    dealt,
  };
}

export type PromptDeck = ReturnType<typeof usePromptDeck>;

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
