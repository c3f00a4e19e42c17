import { useCallback, useEffect, useMemo } from "react";
import type { GamePlayer, GameRules, GameTable } from "#app/games/_engine/game-rules.ts";
import { invalid, isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import type { Player } from "#app/games/_engine/players.ts";
import { useMinigamesStore } from "#app/state/minigames-store.ts";
import { usePersistHydrated } from "#app/state/use-persist-hydrated.ts";
import {
  readSavedGame,
  savedGameKind,
  useSavedState,
  writeSavedGame,
  type SavedGameKind,
} from "./saved-game.ts";

/**
 * One phone passed around the table runs a game's one rule set (app/games/_engine/game-rules.ts)
 * itself: the phone's players are the seats, each named by their name (unique at a table), and
 * the phone's clock is the table's. The state is saved on the device after every move, so a
 * reload, a locked phone or a closed tab resumes the round exactly where it was.
 */

/** What is saved: the game's state and the seats it last played with. */
export interface TableSave<State> {
  state: State;
  /** `seatsKey` of the table the state last saw: a change is told to the rules on return. */
  seats: string;
}

/** A saved-game kind for a table game, its state checked by `parseState`. */
export function tableGameKind<State>(
  name: string,
  version: number,
  parseState: (value: unknown) => State | null,
): SavedGameKind<TableSave<State>> {
  return savedGameKind(name, version, (value) => {
    if (typeof value !== "object" || value === null) return null;
    if (!("state" in value) || !("seats" in value) || typeof value.seats !== "string") return null;
    const state = parseState(value.state);
    return state === null ? null : { state, seats: value.seats };
  });
}

/** The phone's players as a game's seats: each seat's id is the player's name. */
export function phoneSeats(players: readonly Player[]): GamePlayer[] {
  return players.map(({ name, notDrinking }) => ({ id: name, name, notDrinking }));
}

/** The table of one phone: its players, their drinking, and the game's content. */
export function phoneTable(
  players: readonly Player[],
  content: Partial<Pick<GameTable, "alcoholFree" | "packs" | "switches" | "content">> = {},
): GameTable {
  const seats = phoneSeats(players);
  return {
    players: seats,
    alcoholFree: content.alcoholFree ?? false,
    packs: content.packs ?? [],
    switches: content.switches ?? [],
    content: content.content ?? null,
    hostId: seats[0]?.id ?? "",
    now: Date.now(),
    onePhone: true,
  };
}

/** Who sits at the table and how they drink, as one string: equal strings, same seats. */
export function seatsKey(table: GameTable): string {
  return table.players
    .map((player) => `${player.id}${player.notDrinking ? "\u0001" : ""}`)
    .join("\u0000");
}

function freshSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

export interface TableGame<State, Move> {
  /** The game on this phone; null before one starts, and on the server and while hydrating. */
  state: State | null;
  /** False on the server and while hydrating: the device's save is not read yet. */
  read: boolean;
  /** A new game at this table; the refusal when the table can't play it. */
  start(seed?: number): Invalid | null;
  /** `seat` makes `move`; the refusal (its code, for useRefusalText) when the rules refuse it. */
  send(seat: string, move: Move): Invalid | null;
}

/**
 * A game's rules as one phone plays them. The move schema is optional: moves from the phone's
 * own board are typed, and rules handed over without their schema keep the schema library out
 * of the page's JavaScript (docs/decisions/021-page-weight.md).
 */
export type TableRules<State, Move, View> = Omit<GameRules<State, Move, View>, "moveSchema"> &
  Partial<Pick<GameRules<State, Move, View>, "moveSchema">>;

/**
 * A game's state on this phone, played with `rules` at `table` and saved under `kind`. A save
 * made with other seats (players added, removed or not drinking any more) goes on with the
 * table as it is now, as a room does when someone joins or leaves. While `seated` is false (the
 * phone's players are still being read from storage) the save waits, so a table not read yet
 * is never taken for a change of seats.
 */
export function useTableGame<State, Move, View>(
  rules: TableRules<State, Move, View>,
  kind: SavedGameKind<TableSave<State>>,
  table: GameTable,
  seated = true,
): TableGame<State, Move> {
  const stored = useSavedState(kind);
  // Every phone table is made of the phone's players: until they are read from storage, an
  // empty table must not be taken for everyone having left.
  const playersRead = usePersistHydrated(useMinigamesStore.persist);
  const saved = seated && playersRead ? stored : undefined;
  const seats = seatsKey(table);
  const stale = saved != null && saved.seats !== seats;
  const state = useMemo(
    () => (saved == null ? null : stale ? rules.seatsChanged(saved.state, table) : saved.state),
    // The table is read through `seats`: a new table object with the same seats changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [saved, stale, rules, seats],
  );

  useEffect(() => {
    if (stale && state !== null) writeSavedGame(kind, { state, seats });
  }, [stale, state, seats, kind]);

  const start = useCallback(
    (seed = freshSeed()): Invalid | null => {
      if (table.players.length < rules.minPlayers) {
        return invalid("tooFewPlayers", { min: rules.minPlayers });
      }
      if (table.players.length > rules.maxPlayers) {
        return invalid("tooManyPlayers", { max: rules.maxPlayers });
      }
      const next = rules.setup({ ...table, now: Date.now() }, seed);
      if (isInvalid(next)) return next;
      writeSavedGame(kind, { state: next, seats });
      return null;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rules, kind, seats, table.packs, table.switches, table.content, table.alcoholFree],
  );

  const send = useCallback(
    (seat: string, move: Move): Invalid | null => {
      // The game as saved now, not as last rendered: a move made right after a start or another
      // move, in the same tap, plays on from it.
      const now = seated && playersRead ? readSavedGame(kind) : null;
      const current =
        now == null ? null : now.seats === seats ? now.state : rules.seatsChanged(now.state, table);
      if (current === null) return invalid("noGame");
      const parsed = rules.moveSchema ? rules.moveSchema.safeParse(move) : null;
      if (parsed && !parsed.success) return invalid("badMove");
      const next = rules.move(current, seat, parsed ? parsed.data : move, {
        ...table,
        now: Date.now(),
      });
      if (isInvalid(next)) return next;
      writeSavedGame(kind, { state: next, seats });
      return null;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      rules,
      kind,
      seats,
      seated,
      playersRead,
      table.packs,
      table.switches,
      table.content,
      table.alcoholFree,
    ],
  );

  return { state, read: saved !== undefined, start, send };
}
