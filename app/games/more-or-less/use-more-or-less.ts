import { writeSavedGame } from "#app/games/_ui/saved-game.ts";
import {
  phoneTable,
  seatsKey,
  tableGameKind,
  useTableGame,
} from "#app/games/_ui/use-table-game.ts";
import type { GameTable } from "#app/games/_engine/game-rules.ts";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import { moreOrLessContent, moreOrLessItems } from "./items.ts";
import { parseState, rules } from "./rules.ts";

// The game travels between team select, the game and the ending as this device's saved game:
// it outlives navigation, a reload and a closed tab, the question on the table included.
const savedMoreOrLess = tableGameKind("more-or-less", 2, (value) =>
  parseState(value, moreOrLessItems),
);

/** On one phone the teams are names, not players: the table has no seats, and its size no minimum. */
const phoneRules: typeof rules = { ...rules, minPlayers: 0 };

function freshSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

/**
 * More or Less on this phone (More or Less's one rule set, ./rules.ts): the game, whether the
 * device's save has been read, and `send` for the phone's moves (the phone answers for the team
 * on turn).
 */
export function useMoreOrLess() {
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  // The items play in English; the boards name them in the page's language by id.
  const table = phoneTable([], { alcoholFree, content: moreOrLessContent("en") });
  const { state, read, send } = useTableGame(phoneRules, savedMoreOrLess, table);
  return {
    state,
    read,
    send: (move: Parameters<typeof send>[1]) => send(table.hostId, move),
    table,
  };
}

/**
 * A new game with these team names and rounds, saved as this phone's game: team select's Start,
 * and New game with the teams of the game before.
 */
export function startWithTeams(
  table: GameTable,
  teamNames: readonly string[],
  rounds: number,
): Invalid | null {
  const fresh = rules.setup(table, freshSeed());
  if (isInvalid(fresh)) return fresh;
  const named = rules.move(
    fresh,
    table.hostId,
    { type: "teams", count: teamNames.length, rounds, names: [...teamNames] },
    table,
  );
  if (isInvalid(named)) return named;
  writeSavedGame(savedMoreOrLess, { state: named, seats: seatsKey(table) });
  return null;
}
