import { isInvalid, type Invalid } from "./invalid.ts";
import type { GameRules, GamePlayer, GameTable } from "./game-rules.ts";

/** Seats and tables for the tests of room games' rules. */

export function seat(name: string, notDrinking = false): GamePlayer {
  return { id: `seat-${name.toLowerCase()}`, name, notDrinking };
}

export const ana = seat("Ana");
export const bo = seat("Bo");

/** A drinking room with no packs and no words, hosted by its first player, unless `changes` say. */
export function roomTable(players: GamePlayer[], changes: Partial<GameTable> = {}): GameTable {
  return {
    players,
    alcoholFree: false,
    packs: [],
    switches: [],
    content: null,
    hostId: players[0]?.id ?? "",
    now: 0,
    ...changes,
  };
}

/** What the rules returned, when they took the move; a refusal fails the test. */
export function ok<T>(next: T | Invalid): T {
  if (isInvalid(next)) throw new Error(next.code);
  return next;
}

/** Why the rules refused, or "accepted". */
export function reason(result: unknown): string {
  return isInvalid(result) ? result.code : "accepted";
}

/**
 * `begin` starts `rules` at `table` (or `at`) from `seed`; `play` makes `by`'s move there. Both
 * fail the test on a refusal.
 */
export function playing<State, Move, View>(
  rules: GameRules<State, Move, View>,
  table: GameTable,
  seed: number,
) {
  return {
    begin: (at: GameTable = table, from = seed): State => ok(rules.setup(at, from)),
    play: (state: State, by: GamePlayer, move: Move, at: GameTable = table): State =>
      ok(rules.move(state, by.id, move, at)),
  };
}
