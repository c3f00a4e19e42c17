import { expect, test } from "vitest";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import type { Player } from "#app/games/_engine/players.ts";
import {
  counts,
  finish,
  fingersCounted,
  newGame,
  owed,
  parseSavedGame,
  point,
  setup,
  tallyFor,
  totalOwed,
  undo,
  withTally,
  type TallyState,
} from "./logic.ts";

const names = ["Ana", "Bo", "Cy", "Dee"];
const table: Player[] = names.map((name) => ({ name, notDrinking: false }));

function tap(state: TallyState, ...tapped: string[]): TallyState {
  let next = state;
  for (const name of tapped) {
    const moved = point(next, name, names);
    if (isInvalid(moved)) throw new Error(moved.code);
    next = moved;
  }
  return next;
}

function untap(state: TallyState): TallyState {
  const next = undo(state);
  if (isInvalid(next)) throw new Error(next.code);
  return next;
}

test("a card starts with nobody pointed at", () => {
  expect(setup("mlt:0:1")).toEqual({ cardId: "mlt:0:1", taps: [], done: false });
  expect(counts(setup("mlt:0:1"))).toEqual({});
  expect(owed(setup("mlt:0:1"), table, false)).toEqual([]);
});

test("each tap adds one finger to that player; tapping again adds another", () => {
  const state = tap(setup("c1"), "Bo", "Bo", "Ana");
  expect(counts(state)).toEqual({ Bo: 2, Ana: 1 });
  expect(fingersCounted(state, names)).toBe(3);
});

test("one sip per finger, most fingers first, table order on a tie", () => {
  const state = finish(tap(setup("c1"), "Dee", "Bo", "Dee", "Ana"));
  expect(owed(state, table, false)).toEqual([
    { name: "Dee", count: 2, unit: "sips" },
    { name: "Ana", count: 1, unit: "sips" },
    { name: "Bo", count: 1, unit: "sips" },
  ]);
});

test("alcohol-free mode and not-drinking players take penalty points instead", () => {
  const state = tap(setup("c1"), "Ana", "Bo", "Bo");
  const withAbstainer = table.map((player) =>
    player.name === "Bo" ? { ...player, notDrinking: true } : player,
  );
  expect(owed(state, withAbstainer, false)).toEqual([
    { name: "Bo", count: 2, unit: "points" },
    { name: "Ana", count: 1, unit: "sips" },
  ]);
  expect(owed(state, table, true).map((entry) => entry.unit)).toEqual(["points", "points"]);
});

test("a mis-tap can be undone, last tap first, until nothing is left", () => {
  const state = untap(tap(setup("c1"), "Cy", "Ana", "Cy"));
  expect(counts(state)).toEqual({ Cy: 1, Ana: 1 });
  expect(counts(untap(untap(state)))).toEqual({});
  expect(isInvalid(undo(setup("c1")))).toBe(true);
});

test("there are never more fingers than players", () => {
  const state = tap(setup("c1"), "Ana", "Ana", "Bo", "Cy");
  const refused = point(state, "Dee", names);
  expect(isInvalid(refused) && refused.code).toBe("Every finger is already counted");
  expect(fingersCounted(untap(state), names)).toBe(3);
});

test("only players at the table can be pointed at", () => {
  expect(isInvalid(point(setup("c1"), "Zed", names))).toBe(true);
  expect(isInvalid(point(setup("c1"), "Ana", []))).toBe(true);
});

test("a player who left the table owes nothing and frees a finger", () => {
  const state = tap(setup("c1"), "Ana", "Cy");
  const stayed = ["Ana", "Bo"];
  expect(owed(state, table.slice(0, 2), false)).toEqual([{ name: "Ana", count: 1, unit: "sips" }]);
  expect(fingersCounted(state, stayed)).toBe(1);
  expect(isInvalid(point(state, "Bo", stayed))).toBe(false);
});

test("Done shows the result; changing the tally afterwards opens it again", () => {
  const done = finish(tap(setup("c1"), "Ana"));
  expect(done.done).toBe(true);
  expect(tap(done, "Bo").done).toBe(false);
  expect(untap(done).done).toBe(false);
});

test("the next card clears the tally; the same card keeps it", () => {
  const state = finish(tap(setup("c1"), "Ana"));
  expect(tallyFor(state, "c1")).toBe(state);
  expect(tallyFor(state, "c2")).toEqual({ cardId: "c2", taps: [], done: false });
  expect(tallyFor(state, null)).toEqual(setup(null));
});

test("the totals add up the cards marked done, each card once", () => {
  let game = withTally(newGame(), finish(tap(setup("c1"), "Ana", "Bo")));
  expect(game.totals).toEqual({ Ana: 1, Bo: 1 });
  // Reopened by a tap: out of the totals until it is done again.
  game = withTally(game, tap(game.tally, "Ana"));
  expect(game.totals).toEqual({});
  game = withTally(game, finish(game.tally));
  expect(game.totals).toEqual({ Ana: 2, Bo: 1 });
  // The next card starts its own tally; the last card's fingers stay.
  game = withTally(game, finish(tap(tallyFor(game.tally, "c2"), "Cy", "Ana")));
  expect(game.totals).toEqual({ Ana: 3, Bo: 1, Cy: 1 });
  expect(totalOwed(game, table, false)).toEqual([
    { name: "Ana", count: 3, unit: "sips" },
    { name: "Bo", count: 1, unit: "sips" },
    { name: "Cy", count: 1, unit: "sips" },
  ]);
  expect(totalOwed(game, table, true).every((entry) => entry.unit === "points")).toBe(true);
});

test("a tally that is never marked done adds nothing", () => {
  const game = withTally(newGame(), tap(setup("c1"), "Ana"));
  expect(game.totals).toEqual({});
  expect(withTally(game, untap(game.tally)).totals).toEqual({});
});

test("a saved game reads back; a malformed one is refused", () => {
  const game = withTally(newGame(), finish(tap(setup("c1"), "Ana")));
  expect(parseSavedGame(game)).toEqual(game);
  expect(parseSavedGame(newGame())).toEqual(newGame());
  expect(parseSavedGame({ ...game, totals: { Ana: 0 } })).toBeNull();
  expect(parseSavedGame({ ...game, totals: { Ana: "1" } })).toBeNull();
  expect(parseSavedGame({ ...game, tally: { ...game.tally, taps: [1] } })).toBeNull();
  expect(parseSavedGame({ tally: game.tally })).toBeNull();
  expect(parseSavedGame(undefined)).toBeNull();
});
