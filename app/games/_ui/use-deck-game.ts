import { useCallback, useEffect, useMemo, useRef } from "react";
import type { Card, DealingDeck, DeckState } from "#app/games/_engine/deck.ts";
import type { GameTable } from "#app/games/_engine/game-rules.ts";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import type { Player } from "#app/games/_engine/players.ts";
import {
  withSharedMemory,
  type DeckHolder,
  type PhoneDeckRules,
} from "#app/games/_engine/prompt-deck.ts";
import { promptMemorySize } from "#app/games/_engine/prompt-picker.ts";
import { useMinigamesStore, type MinigameSlug } from "#app/state/minigames-store.ts";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import { usePersistHydrated } from "#app/state/use-persist-hydrated.ts";
import { readSavedGame, writeSavedGame, type SavedGameKind } from "./saved-game.ts";
import { phoneTable, seatsKey, useTableGame, type TableSave } from "./use-table-game.ts";
import {
  heldSeen,
  keepSeen as keepHeldSeen,
  usePackSwitches,
  useSeenCards,
  type DealtBy,
  type PackSwitchState,
  type PlayableDeckPack,
} from "./use-prompt-deck.ts";

/**
 * A prompt game on one phone (useTableGame, with what a deck needs besides). The table is the
 * phone's: its players, its pack switches (18+ and premium packs included) and its alcohol-free
 * mode. The 40-prompt memory is the phone's too, shared by every prompt game it plays: each move
 * deals with the prompts other games showed since, and leaves the memory with the card it dealt.
 *
 * The server deals the first card into the HTML, so the page shows one before it runs. Once the
 * phone's save is read, a saved game wins over it (the very card that was on the table); a new
 * game keeps the server's card when it suits the table, and deals another when it doesn't.
 */

export interface DeckGameOptions<State, Move> {
  game: MinigameSlug;
  packs: readonly PlayableDeckPack[];
  /** The deck the server dealt into the page: its card shows until the phone's game is read. */
  served: DeckState;
  /** Starts a game once the save is read and there is none; Squiffy waits for its Start. */
  autoStart?: boolean;
  /**
   * What a new game on this page takes over from the last one, as moves the whole table makes
   * (Never Have I Ever goes on playing with fingers after "New game").
   */
  carry?: (last: State) => readonly Move[];
}

export interface DeckGame<State, Move> {
  /** The game on this phone; null until the save is read, and before a game starts. */
  state: State | null;
  /** The card on the table: the game's, or the server's until the game is read. */
  card: Card | null;
  /** "tab" once the card on show is this phone's game's. */
  dealt: DealtBy;
  /** The cards the server's deal has shown on this page, its card last (see NextCardLink). */
  servedMemory: readonly string[];
  /** The phone's save and players are read: a game can start. */
  read: boolean;
  table: GameTable;
  players: readonly Player[];
  /** The seat what the whole table does (the next card) is sent as. */
  tableSeat: string;
  send(seat: string, move: Move): Invalid | null;
  /** A new game at this table; the refusal when it can't be played. */
  start(): Invalid | null;
  packSwitches: PackSwitchState;
}

/**
 * Keeps on the phone the history a deal left in the deck, and takes it out of the game: the
 * saved game stays small, and the phone's history is the one copy.
 */
function keepSeen<State extends DeckHolder>(state: State): State {
  const dealing: DealingDeck = state.deck;
  const { seen, ...deck } = dealing;
  keepHeldSeen(seen);
  return { ...state, deck };
}

function freshSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

export function useDeckGame<State extends DeckHolder, Move, View>(
  rules: PhoneDeckRules<State, Move, View>,
  kind: SavedGameKind<TableSave<State>>,
  { game, packs, served, autoStart = true, carry }: DeckGameOptions<State, Move>,
): DeckGame<State, Move> {
  const players = useMinigamesStore((state) => state.players);
  const setMemory = useMinigamesStore((state) => state.setMemory);
  const setCurrentGame = useMinigamesStore((state) => state.setCurrentGame);
  const seated = usePersistHydrated(useMinigamesStore.persist);
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  const packSwitches = usePackSwitches(game, packs);
  const { switches } = packSwitches;
  const table = useMemo(
    () => phoneTable(players, { alcoholFree, packs, switches }),
    [players, alcoholFree, packs, switches],
  );

  // Every move deals knowing what the phone's other prompt games showed since the last one,
  // and every card the table has seen on other nights.
  const withMemory = useMemo(
    (): PhoneDeckRules<State, Move, View> => ({
      ...rules,
      move: (state, seat, move, at) => {
        const memory = useMinigamesStore.getState().memory;
        const deck = { ...withSharedMemory(state.deck, memory), seen: heldSeen() };
        const moved = rules.move({ ...state, deck }, seat, move, at);
        return isInvalid(moved) ? moved : keepSeen(moved);
      },
    }),
    [rules],
  );
  const seenRead = useSeenCards();
  const playing = useTableGame(withMemory, kind, table, seated);
  const { state } = playing;

  useEffect(() => setCurrentGame(game), [game, setCurrentGame]);

  const last = useRef<State | null>(null);
  useEffect(() => {
    if (state) last.current = state;
  }, [state]);

  const start = useCallback((): Invalid | null => {
    const at = { ...table, now: Date.now() };
    const { memory } = useMinigamesStore.getState();
    // The server's seed dealt its card; this phone deals the rest from its own.
    const from = {
      ...served,
      rngState: freshSeed(),
      memory: memory.slice(-promptMemorySize),
      seen: heldSeen(),
    };
    let next = rules.setupFrom(at, from);
    if (isInvalid(next)) return next;
    for (const move of last.current && carry ? carry(last.current) : []) {
      const moved = rules.move(next, at.hostId, move, at);
      if (!isInvalid(moved)) next = moved;
    }
    next = keepSeen(next);
    writeSavedGame(kind, { state: next, seats: seatsKey(table) });
    setMemory(next.deck.memory);
    return null;
  }, [rules, kind, table, served, carry, setMemory]);

  // A new game's first card is checked against every card the table has seen, once read.
  const waiting = autoStart && playing.read && seenRead && state === null;
  useEffect(() => {
    if (waiting) start();
  }, [waiting, start]);

  const sendMove = playing.send;
  const send = useCallback(
    (seat: string, move: Move): Invalid | null => {
      const refused = sendMove(seat, move);
      // The phone's memory now holds the card just dealt, for every prompt game.
      const saved = refused ? null : readSavedGame(kind);
      if (saved) setMemory(saved.state.deck.memory);
      return refused;
    },
    [sendMove, kind, setMemory],
  );

  return {
    state,
    card: state ? state.deck.current : served.current,
    dealt: state ? "tab" : "server",
    servedMemory: served.memory,
    read: playing.read,
    table,
    players,
    tableSeat: table.hostId,
    send,
    start,
    packSwitches,
  };
}
