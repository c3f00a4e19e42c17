import { expect, test } from "vitest";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import {
  askable,
  bank,
  endGame,
  guess,
  isOver,
  next,
  optionsProblem,
  parseState,
  rematch,
  setup,
  standings,
  winners,
  veto,
  type Category,
  type Item,
  type MoreOrLessState,
} from "./logic.ts";
import { moreOrLessItems } from "./items.ts";

function item(category: Category, id: string, value: number): Item {
  return {
    id,
    category,
    name: id,
    value,
    unit: category === "film" ? "year" : "m",
    year: 2024,
    source: "Test",
  };
}

/** Two categories of twenty, far enough apart to pair any two of a kind. */
const items: Item[] = [
  ...Array.from({ length: 20 }, (_, index) => item("mountain", `m${index}`, 1000 * 1.2 ** index)),
  ...Array.from({ length: 20 }, (_, index) => item("film", `f${index}`, 1950 + index)),
];
const two = { teamNames: ["Owls", "Foxes"], rounds: 2 };

function ok(value: MoreOrLessState | Invalid): MoreOrLessState {
  if (isInvalid(value)) throw new Error(value.code);
  return value;
}

function valueOf(id: string): number {
  const found = items.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no item ${id}`);
  return found.value;
}

/** The answer that is right (or wrong) for the question on screen. */
function answer(state: MoreOrLessState, right: boolean): "more" | "less" {
  const more = valueOf(state.challenger) > valueOf(state.known);
  return more === right ? "more" : "less";
}

function play(
  state: MoreOrLessState,
  right: boolean,
  from: readonly Item[] = items,
): MoreOrLessState {
  return ok(guess(state, answer(state, right), from));
}

test("teams and rounds are checked with clear reasons", () => {
  expect(optionsProblem({ teamNames: ["Solo"], rounds: 3 })).toBe("Play with 2–6 teams");
  expect(optionsProblem({ teamNames: ["A", "B", "C", "D", "E", "F", "G"], rounds: 3 })).toBe(
    "Play with 2–6 teams",
  );
  expect(optionsProblem({ teamNames: ["Owls", "  "], rounds: 3 })).toBe("Give every team a name");
  expect(optionsProblem({ teamNames: ["Owls", "owls "], rounds: 3 })).toBe(
    "Every team needs a different name",
  );
  expect(optionsProblem({ teamNames: ["Owls", "x".repeat(21)], rounds: 3 })).toBe(
    "Keep team names to 20 characters",
  );
  expect(optionsProblem({ teamNames: ["Owls", "Foxes"], rounds: 0 })).toBe("Play 1–10 rounds");
  expect(optionsProblem(two)).toBeNull();
  expect(isInvalid(setup({ teamNames: ["Solo"], rounds: 1 }, items, 1))).toBe(true);
});

test("a game opens on a pair from one category, far enough apart, for the first team", () => {
  const state = ok(setup(two, items, 7));
  const known = items.find((candidate) => candidate.id === state.known);
  const challenger = items.find((candidate) => candidate.id === state.challenger);
  expect(known && challenger && askable(known, challenger)).toBe(true);
  expect(known?.category).toBe(challenger?.category);
  expect(state.turn).toBe(0);
  expect(state.teams.map((team) => team.name)).toEqual(["Owls", "Foxes"]);
  expect(ok(setup(two, items, 7))).toEqual(state);
});

test("pairs closer than 5% are never asked; years only need to differ", () => {
  expect(askable(item("mountain", "a", 1000), item("mountain", "b", 1040))).toBe(false);
  expect(askable(item("mountain", "a", 1000), item("mountain", "b", 1060))).toBe(true);
  expect(askable(item("film", "a", 1999), item("film", "b", 2000))).toBe(true);
  expect(askable(item("film", "a", 1999), item("film", "b", 1999))).toBe(false);
  expect(askable(item("film", "a", 1999), item("mountain", "b", 3000))).toBe(false);
});

test("a right guess grows the streak and the new item becomes the known one", () => {
  let state = ok(setup(two, items, 3));
  const shown = state.challenger;
  state = play(state, true);
  expect(state.phase).toBe("revealed");
  expect(state.reveal).toMatchObject({ right: true, sips: 0, team: 0 });
  expect(state.streak).toBe(1);
  state = ok(next(state, items));
  expect(state.known).toBe(shown);
  expect(state.turn).toBe(0);
  state = ok(next(play(state, true), items));
  expect(state.streak).toBe(2);
  expect(state.teams[0]?.bestStreak).toBe(2);
});

test("a wrong guess costs sips equal to the streak and passes the turn", () => {
  let state = ok(setup(two, items, 11));
  for (let i = 0; i < 3; i += 1) state = ok(next(play(state, true), items));
  state = play(state, false);
  expect(state.reveal).toMatchObject({ right: false, sips: 3 });
  expect(state.teams[0]).toMatchObject({ points: 0, sips: 3, bestStreak: 3 });
  state = ok(next(state, items));
  expect(state.turn).toBe(1);
  expect(state.streak).toBe(0);
});

test("a miss on the very first guess still costs one sip", () => {
  const state = play(ok(setup(two, items, 5)), false);
  expect(state.reveal?.sips).toBe(1);
  expect(state.teams[0]?.sips).toBe(1);
});

test("banking a streak scores it and passes the phone; there must be something to bank", () => {
  let state = ok(setup(two, items, 9));
  expect(bank(state, items)).toEqual({ invalid: true, code: "Get one right before you bank" });
  state = play(state, true);
  state = ok(next(play(ok(next(state, items)), true), items));
  state = ok(bank(state, items));
  expect(state.teams[0]).toMatchObject({ points: 2, sips: 0 });
  expect(state.turn).toBe(1);
  expect(state.streak).toBe(0);
  expect(isInvalid(bank(play(state, false), items))).toBe(true);
});

test("a new turn deals a fresh pair from another category", () => {
  let state = ok(setup(two, items, 21));
  const before = state.category;
  state = ok(next(play(state, false), items));
  expect(state.category).not.toBe(before);
  expect(state.used).toContain(state.known);
});

test("after the last team's turn of the last round the game is over", () => {
  let state = ok(setup(two, items, 4));
  for (let turn = 0; turn < 3; turn += 1) state = ok(next(play(state, false), items));
  expect(state.round).toBe(2);
  expect(state.turn).toBe(1);
  state = ok(next(play(state, true), items));
  state = ok(bank(state, items));
  expect(isOver(state)).toBe(true);
  expect(state.endedBy).toBe("rounds");
  expect(isInvalid(guess(state, "more", items))).toBe(true);
  expect(isInvalid(bank(state, items))).toBe(true);
});

test("the winner has the most points, fewer sips breaking a tie", () => {
  let state = ok(setup({ teamNames: ["Owls", "Foxes", "Bats"], rounds: 1 }, items, 8));
  state = ok(bank(play(state, true), items));
  state = ok(next(play(state, false), items));
  state = ok(bank(play(state, true), items));
  expect(isOver(state)).toBe(true);
  expect(standings(state).map((team) => team.name)).toEqual(["Owls", "Bats", "Foxes"]);
  expect(winners(state).map((team) => team.name)).toEqual(["Owls", "Bats"]);
  const ahead = {
    ...state,
    teams: state.teams.map((t) => (t.name === "Bats" ? { ...t, sips: 2 } : t)),
  };
  expect(winners(ahead).map((team) => team.name)).toEqual(["Owls"]);
  expect(winners(ok(setup(two, items, 1)))).toEqual([]);
});

test("ending early keeps the score and loses an unbanked streak", () => {
  let state = ok(next(play(ok(setup(two, items, 2)), true), items));
  state = ok(endGame(state));
  expect(state.endedBy).toBe("endGame");
  expect(state.teams[0]?.points).toBe(0);
  expect(isInvalid(endGame(state))).toBe(true);
});

test("no new item repeats in a long game on the shipped data set", () => {
  let state = ok(
    setup({ teamNames: ["A", "B", "C", "D", "E", "F"], rounds: 10 }, moreOrLessItems, 99),
  );
  const value = (id: string) => moreOrLessItems.find((it) => it.id === id)?.value ?? 0;
  let guesses = 0;
  while (!isOver(state)) {
    const more = value(state.challenger) > value(state.known);
    // Right four times in five, so streaks run long and use many items.
    const right = guesses % 5 !== 4;
    state = ok(guess(state, more === right ? "more" : "less", moreOrLessItems));
    state = ok(next(state, moreOrLessItems));
    guesses += 1;
  }
  expect(guesses).toBeGreaterThan(60);
  expect(new Set(state.used).size).toBe(state.used.length);
});

test("running out of items ends the game instead of repeating one", () => {
  const few = items.filter((candidate) => candidate.category === "film").slice(0, 4);
  let state = ok(setup({ teamNames: ["A", "B"], rounds: 10 }, few, 1));
  while (!isOver(state)) {
    // Always right, so the turn never passes and the four films run out mid-streak.
    state = ok(next(play(state, true, few), few));
  }
  expect(state.endedBy).toBe("outOfItems");
  expect(new Set(state.used).size).toBe(state.used.length);
});

test("a rematch keeps the teams and rounds with fresh scores", () => {
  const over = ok(endGame(play(ok(setup(two, items, 6)), false)));
  const again = ok(rematch(over, items, 12));
  expect(again.teams).toEqual([
    { name: "Owls", points: 0, sips: 0, bestStreak: 0, vetoes: 1 },
    { name: "Foxes", points: 0, sips: 0, bestStreak: 0, vetoes: 1 },
  ]);
  expect(again.rounds).toBe(2);
});

test("a stored game is read back only when it is whole and its items exist", () => {
  const state = play(ok(setup(two, items, 13)), true);
  expect(parseState(JSON.parse(JSON.stringify(state)), items)).toEqual(state);
  expect(parseState({ ...state, turn: 5 }, items)).toBeNull();
  expect(parseState({ ...state, known: "gone" }, items)).toBeNull();
  expect(parseState({ ...state, teams: [] }, items)).toBeNull();
  expect(parseState("nonsense", items)).toBeNull();
});

test("a saved game whose parts don't fit together is refused", () => {
  const guessing = ok(setup(two, items, 13));
  const revealed = play(guessing, true);
  expect(parseState(JSON.parse(JSON.stringify(guessing)), items)).toEqual(guessing);
  expect(parseState({ ...guessing, round: 3 }, items)).toBeNull();
  expect(parseState({ ...revealed, phase: "guessing" }, items)).toBeNull();
  expect(parseState({ ...guessing, phase: "revealed" }, items)).toBeNull();
  expect(parseState({ ...guessing, phase: "over" }, items)).toBeNull();
  expect(parseState({ ...guessing, endedBy: "rounds" }, items)).toBeNull();
  expect(parseState({ ...revealed, turn: 1 }, items)).toBeNull();
  expect(parseState({ ...guessing, used: [guessing.known] }, items)).toBeNull();
  const twins = guessing.teams.map((team) => ({ ...team, name: "Owls" }));
  expect(parseState({ ...guessing, teams: twins }, items)).toBeNull();
});

test("a team's one free veto swaps the new item for another, without penalty", () => {
  const state = ok(setup(two, items, 17));
  const swapped = ok(veto(state, items));
  expect(swapped.known).toBe(state.known);
  expect(swapped.challenger).not.toBe(state.challenger);
  expect(swapped.used).toEqual([...state.used, swapped.challenger]);
  expect(swapped.teams[0]).toMatchObject({ vetoes: 0, sips: 0, points: 0 });
  expect(swapped.turn).toBe(0);
  expect(veto(swapped, items)).toEqual({ invalid: true, code: "This team has used its veto" });
  expect(isInvalid(veto(play(state, true), items))).toBe(true);
  const passed = ok(next(play(swapped, false), items));
  expect(passed.teams[1]?.vetoes).toBe(1);
});
