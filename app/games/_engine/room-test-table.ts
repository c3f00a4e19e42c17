import { isInvalid, type Invalid } from "./invalid.ts";
import type { RoomGameRules, RoomPlayer, RoomTable } from "./room-game.ts";

/** Seats and tables for the tests of room games' rules. */

export function seat(name: string, notDrinking = false): RoomPlayer {
  return { id: `seat-${name.toLowerCase()}`, name, notDrinking };
}

export const ana = seat("Ana");
export const bo = seat("Bo");

/** A drinking room with no packs and no words, hosted by its first player, unless `changes` say. */
export function roomTable(players: RoomPlayer[], changes: Partial<RoomTable> = {}): RoomTable {
  return {
    players,
    alcoholFree: false,
    packs: [],
    switches: [],
    words: null,
    hostId: players[0]?.id ?? "",
    ...changes,
  };
}

/** What the rules returned, when they took the move; a refusal fails the test. */
export function ok<T>(next: T | Invalid): T {
  if (isInvalid(next)) throw new Error(next.reason);
  return next;
}

/** Why the rules refused, or "accepted". */
export function reason(result: unknown): string {
  return isInvalid(result) ? result.reason : "accepted";
}

/**
 * `begin` starts `rules` at `table` (or `at`) from `seed`; `play` makes `by`'s move there. Both
 * fail the test on a refusal.
 */
export function playing<State, Move, View>(
  rules: RoomGameRules<State, Move, View>,
  table: RoomTable,
  seed: number,
) {
  return {
    begin: (at: RoomTable = table, from = seed): State => ok(rules.start(at, from)),
    play: (state: State, by: RoomPlayer, move: Move, at: RoomTable = table): State =>
      ok(rules.move(state, by.id, move, at)),
  };
}
