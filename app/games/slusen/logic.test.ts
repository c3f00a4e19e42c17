import { expect, test } from "vitest";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import {
  hit,
  isOver,
  losersDrink,
  miss,
  newGame,
  parseState,
  rematch,
  setThrowsPerTurn,
  setup,
  undo,
  type SlusenState,
} from "./logic.ts";

function ok(value: SlusenState | Invalid): SlusenState {
  if (isInvalid(value)) throw new Error(value.code);
  return value;
}

test("both teams start with six cups in a line and team one throws", () => {
  const state = setup();
  expect(state.lines).toEqual([
    [1, 2, 3, 4, 5, 6],
    [1, 2, 3, 4, 5, 6],
  ]);
  expect(state.turn).toBe(0);
  expect(state.winner).toBeNull();
});

test("a ball in the front cup removes it", () => {
  const state = ok(hit(setup(), 0));
  expect(state.lines[1]).toEqual([2, 3, 4, 5, 6]);
  expect(state.lines[0]).toEqual([1, 2, 3, 4, 5, 6]);
  expect(state.lastShot).toEqual({ team: 0, cup: 1, result: "removed" });
});

test.each([
  [1, [2, 1, 3, 4, 5, 6]],
  [2, [3, 1, 2, 4, 5, 6]],
  [3, [4, 1, 2, 3, 5, 6]],
  [4, [5, 1, 2, 3, 4, 6]],
  [5, [6, 1, 2, 3, 4, 5]],
])(
  "a ball in cup position %i moves that cup to the front, the rest keep their order",
  (position, line) => {
    const state = ok(hit(setup(), position));
    expect(state.lines[1]).toEqual(line);
    expect(state.lastShot?.result).toBe("moved");
  },
);

test("a moved cup is removed by the next ball in it, now that it is in front", () => {
  let state = ok(hit(setup(), 3));
  state = ok(miss(state));
  state = ok(hit(state, 0));
  expect(state.lines[1]).toEqual([1, 2, 3, 5, 6]);
});

test("the turn passes after every throw with one ball a turn", () => {
  let state = setup();
  state = ok(miss(state));
  expect(state.turn).toBe(1);
  state = ok(hit(state, 0));
  expect(state.lines[0]).toEqual([2, 3, 4, 5, 6]);
  expect(state.turn).toBe(0);
});

test("with two balls a turn, a team throws twice before the other team", () => {
  let state = ok(setThrowsPerTurn(setup(), 2));
  state = ok(miss(state));
  expect(state.turn).toBe(0);
  expect(state.throwsLeft).toBe(1);
  state = ok(hit(state, 0));
  expect(state.turn).toBe(1);
  expect(state.throwsLeft).toBe(2);
});

test("throws per turn are checked and fixed once play starts", () => {
  expect(isInvalid(setThrowsPerTurn(setup(), 3))).toBe(true);
  expect(isInvalid(setThrowsPerTurn(setup(), 0))).toBe(true);
  expect(isInvalid(setThrowsPerTurn(ok(miss(setup())), 2))).toBe(true);
});

test("a ball where there is no cup is refused and changes nothing", () => {
  const state = setup();
  expect(hit(state, 6)).toEqual({ invalid: true, code: "There is no cup there" });
  expect(isInvalid(hit(state, -1))).toBe(true);
  expect(isInvalid(hit(state, 1.5))).toBe(true);
  expect(state).toEqual(setup());
});

/** Team one sinks the front cup every turn; team two misses. */
function teamOneClears(): SlusenState {
  let state = setup();
  for (let cup = 0; cup < 5; cup += 1) {
    state = ok(hit(state, 0));
    state = ok(miss(state));
  }
  return ok(hit(state, 0));
}

test("clearing the other line wins, and the losers drink the winners' standing cups", () => {
  let state = setup();
  state = ok(miss(state));
  state = ok(hit(state, 0));
  state = ok(miss(state));
  state = ok(hit(state, 0));
  for (let cup = 0; cup < 5; cup += 1) {
    state = ok(hit(state, 0));
    if (!isOver(state)) state = ok(miss(state));
  }
  state = ok(hit(state, 0));
  expect(state.winner).toBe(0);
  expect(state.lines[1]).toEqual([]);
  expect(losersDrink(state)).toBe(4);
  expect(isOver(state)).toBe(true);
});

test("a clean sweep leaves the losers all six cups to drink", () => {
  const state = teamOneClears();
  expect(state.winner).toBe(0);
  expect(losersDrink(state)).toBe(6);
});

test("no throws are taken once the game is over", () => {
  const state = teamOneClears();
  expect(isInvalid(hit(state, 0))).toBe(true);
  expect(isInvalid(miss(state))).toBe(true);
});

test("undo takes back the last shot, including the winning one", () => {
  const won = teamOneClears();
  const back = ok(undo(won));
  expect(back.winner).toBeNull();
  expect(back.lines[1]).toEqual([6]);
  expect(back.turn).toBe(0);
  const moved = ok(hit(setup(), 4));
  expect(ok(undo(moved))).toEqual(setup());
  expect(isInvalid(undo(setup()))).toBe(true);
});

test("a rematch sets both lines up again and the losers throw first", () => {
  const again = rematch(teamOneClears());
  expect(again.lines).toEqual(setup().lines);
  expect(again.turn).toBe(1);
  expect(again.winner).toBeNull();
  expect(again.history).toEqual([]);
});

test("a stored game reads back whole, and anything else is refused", () => {
  const played = ok(hit(ok(miss(ok(hit(setup(2), 3)))), 0));
  expect(parseState(JSON.parse(JSON.stringify(played)))).toEqual(played);
  expect(parseState({ ...played, lines: [[1, 1], [2]] })).toBeNull();
  expect(parseState({ ...played, turn: 2 })).toBeNull();
  expect(parseState(null)).toBeNull();
});

test("a saved game that play could not reach is refused", () => {
  const played = ok(hit(ok(miss(ok(hit(setup(2), 3)))), 0));
  expect(parseState({ ...played, throwsLeft: 2, throwsPerTurn: 1 })).toBeNull();
  expect(parseState({ ...played, winner: 0 })).toBeNull();
  expect(parseState({ ...played, lines: [[], []] })).toBeNull();
  expect(
    parseState({
      ...played,
      history: [
        { ...played.history[0], position: { lines: [[1, 1], [2]], turn: 0, throwsLeft: 1 } },
      ],
    }),
  ).toBeNull();
  const { history: _history, ...withoutHistory } = played;
  expect(parseState(withoutHistory)).toBeNull();
  const won = teamOneClears();
  expect(parseState(JSON.parse(JSON.stringify(won)))).toEqual(won);
  expect(parseState({ ...won, winner: 1 })).toBeNull();
  expect(parseState({ ...won, winner: null })).toBeNull();
});

test("a new game sets both lines up again and keeps the throws per turn", () => {
  const played = ok(hit(ok(miss(ok(hit(setup(2), 3)))), 0));
  expect(newGame(played)).toEqual(setup(2));
  expect(newGame(teamOneClears())).toEqual(setup());
});
