import { expect, test } from "vitest";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import type { Player } from "#app/games/_engine/players.ts";
import {
  choiceList,
  choose,
  newSavedGame,
  nextTurn,
  parseSavedGame,
  playerOnTurn,
  refusalCost,
  refusalTally,
  refuse,
  setup,
  type TruthOrDareState,
} from "./logic.ts";

const names = ["Ana", "Bo", "Cy"];
const table: Player[] = names.map((name) => ({ name, notDrinking: false }));

function ok(next: TruthOrDareState | Invalid): TruthOrDareState {
  if (isInvalid(next)) throw new Error(next.code);
  return next;
}

test("truths are list 0 and dares list 1", () => {
  expect(choiceList).toEqual({ truth: 0, dare: 1 });
});

test("the game opens with the first player's choice, or on a chosen card", () => {
  expect(setup("truth")).toMatchObject({ turn: 0, phase: "card", choice: "truth" });
  expect(setup()).toMatchObject({ turn: 0, phase: "choose", choice: null });
});

test("the turn rotates through the players and wraps around", () => {
  let state = setup("truth");
  const seen: (string | null)[] = [];
  for (let i = 0; i < 5; i++) {
    seen.push(playerOnTurn(state, names));
    state = ok(choose(ok(nextTurn(state)), i % 2 === 0 ? "dare" : "truth"));
  }
  expect(seen).toEqual(["Ana", "Bo", "Cy", "Ana", "Bo"]);
});

test("without players nobody is named", () => {
  expect(playerOnTurn(setup("truth"), [])).toBeNull();
});

test("a player joining or leaving keeps the rotation inside the table", () => {
  const state = { ...setup("truth"), turn: 4 };
  expect(playerOnTurn(state, names)).toBe("Bo");
  expect(playerOnTurn(state, ["Ana", "Bo"])).toBe("Ana");
});

test("Next asks the next player to choose; a card can't be chosen twice", () => {
  const state = ok(nextTurn(setup("truth")));
  expect(state).toMatchObject({ turn: 1, phase: "choose", choice: null });
  expect(isInvalid(nextTurn(state))).toBe(true);
  const dared = ok(choose(state, "dare"));
  expect(dared).toMatchObject({ phase: "card", choice: "dare" });
  expect(isInvalid(choose(dared, "truth"))).toBe(true);
});

test("refusing costs the player on turn two sips, once per card", () => {
  const state = ok(refuse(ok(choose(ok(nextTurn(setup("truth"))), "dare")), names));
  expect(state.refused).toBe(true);
  expect(state.refusals).toEqual({ Bo: 1 });
  expect(refusalCost(state, table, false)).toEqual({ name: "Bo", count: 2, unit: "sips" });
  expect(isInvalid(refuse(state, names))).toBe(true);
});

test("there is nothing to refuse while choosing", () => {
  expect(isInvalid(refuse(setup(), names))).toBe(true);
});

test("refusals add up per player across turns", () => {
  let state = ok(refuse(setup("truth"), names));
  for (let turn = 1; turn <= 3; turn++) {
    state = ok(choose(ok(nextTurn(state)), "dare"));
    if (turn !== 2) state = ok(refuse(state, names));
  }
  expect(state.refusals).toEqual({ Ana: 2, Bo: 1 });
  expect(refusalTally(state, table, false)).toEqual([
    { name: "Ana", count: 4, unit: "sips" },
    { name: "Bo", count: 2, unit: "sips" },
  ]);
});

test("the next turn starts unrefused", () => {
  const state = ok(nextTurn(ok(refuse(setup("truth"), names))));
  expect(state.refused).toBe(false);
  expect(state.refusals).toEqual({ Ana: 1 });
});

test("alcohol-free mode and not-drinking players take penalty points", () => {
  const abstainer = table.map((player) =>
    player.name === "Ana" ? { ...player, notDrinking: true } : player,
  );
  const state = ok(refuse(setup("truth"), names));
  expect(refusalCost(state, abstainer, false)).toEqual({ name: "Ana", count: 2, unit: "points" });
  expect(refusalCost(state, table, true).unit).toBe("points");
  expect(refusalTally(state, abstainer, false)).toEqual([
    { name: "Ana", count: 2, unit: "points" },
  ]);
});

test("without names a refusal still costs two sips but is not tallied", () => {
  const state = ok(refuse(setup("truth"), []));
  expect(state.refused).toBe(true);
  expect(state.refusals).toEqual({});
  expect(refusalCost(state, [], false)).toEqual({ name: null, count: 2, unit: "sips" });
});

test("a saved game reads back, and a new one starts with the first player choosing", () => {
  expect(parseSavedGame(newSavedGame())).toEqual({ game: setup(), card: null });
  const dared = ok(refuse(ok(choose(ok(nextTurn(setup("truth"))), "dare")), names));
  const card = { id: "t:1:2", text: "Sing", kind: "dare", packId: "t", game: "truth-or-dare" };
  expect(parseSavedGame({ game: dared, card })).toEqual({ game: dared, card });
});

test("a save that doesn't hang together is refused", () => {
  const card = { id: "t:1:2", text: "Sing", kind: "dare", packId: "t", game: "truth-or-dare" };
  const choosing = setup();
  expect(parseSavedGame({ game: choosing, card })).toBeNull();
  expect(parseSavedGame({ game: { ...choosing, refused: true }, card: null })).toBeNull();
  expect(parseSavedGame({ game: { ...setup("dare"), choice: null }, card })).toBeNull();
  expect(parseSavedGame({ game: { ...choosing, turn: -1 }, card: null })).toBeNull();
  expect(parseSavedGame({ game: { ...choosing, refusals: { Ana: "2" } }, card: null })).toBeNull();
  expect(parseSavedGame({ game: setup("dare"), card: { ...card, kind: 4 } })).toBeNull();
  expect(parseSavedGame({ game: choosing })).toBeNull();
  expect(parseSavedGame(null)).toBeNull();
});
