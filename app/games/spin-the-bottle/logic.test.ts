import { expect, test } from "vitest";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { createRng, type Rng } from "#app/games/_engine/rng.ts";
import {
  freeCircle,
  landingAngle,
  newGame,
  parseState,
  remaining,
  reseat,
  roundComplete,
  sameSeats,
  seatAngle,
  setup,
  spin,
  type BottleState,
} from "./logic.ts";

function valid<T>(value: T | Invalid): T {
  if (isInvalid(value)) throw new Error(value.code);
  return value;
}

function spinTimes(state: BottleState, times: number, rng: Rng): BottleState[] {
  const states: BottleState[] = [];
  let current = state;
  for (let i = 0; i < times; i += 1) {
    current = spin(current, rng);
    states.push(current);
  }
  return states;
}

function pickedName(state: BottleState): string {
  if (state.last?.kind !== "player") throw new Error("expected a player pick");
  return state.last.name;
}

const table = ["Mia", "Jonas", "Freja", "Ali", "Sofie"];

test("a new circle seats everyone with nobody picked yet", () => {
  expect(valid(setup(table))).toEqual({
    seats: table,
    picked: [],
    round: 1,
    last: null,
    angle: 0,
  });
});

test("blank or repeated names are refused", () => {
  expect(isInvalid(setup(["Mia", " "]))).toBe(true);
  expect(isInvalid(setup(["Mia", "Mia"]))).toBe(true);
  expect(isInvalid(reseat(valid(setup([])), ["Ali", "Ali"]))).toBe(true);
});

test("nobody is picked twice until everyone has been picked", () => {
  const states = spinTimes(valid(setup(table)), table.length, createRng(4));
  const names = states.map(pickedName);
  expect(new Set(names).size).toBe(table.length);
  expect(states.every((state) => state.round === 1)).toBe(true);
  const last = states.at(-1);
  if (!last) throw new Error("five spins");
  expect(last.picked).toEqual(names);
  expect(remaining(last)).toEqual([]);
  expect(roundComplete(last)).toBe(true);
});

test("after everyone has been picked the next spin starts a new round", () => {
  const rng = createRng(9);
  const states = spinTimes(valid(setup(table)), table.length * 3, rng);
  for (let round = 0; round < 3; round += 1) {
    const inRound = states.slice(round * table.length, (round + 1) * table.length);
    expect(new Set(inRound.map(pickedName)).size).toBe(table.length);
    expect(inRound.every((state) => state.round === round + 1)).toBe(true);
  }
  const firstOfRoundTwo = states[table.length];
  expect(firstOfRoundTwo?.picked).toHaveLength(1);
});

test("the same seed picks the same order", () => {
  const order = (seed: number) =>
    spinTimes(valid(setup(table)), table.length, createRng(seed)).map(pickedName);
  expect(order(31)).toEqual(order(31));
});

test("every player gets picked first about as often (fairness sanity, fixed seed)", () => {
  const rng = createRng(123);
  const firsts = new Map<string, number>();
  for (let i = 0; i < 5000; i += 1) {
    const name = pickedName(spin(valid(setup(table)), rng));
    firsts.set(name, (firsts.get(name) ?? 0) + 1);
  }
  for (const name of table) {
    expect(firsts.get(name)).toBeGreaterThan(850);
    expect(firsts.get(name)).toBeLessThan(1150);
  }
});

test("the bottle stops facing the picked player's seat, always turning forward", () => {
  const rng = createRng(17);
  let state = valid(setup(table));
  for (let i = 0; i < 20; i += 1) {
    const next = spin(state, rng);
    if (next.last?.kind !== "player") throw new Error("expected a player pick");
    expect(next.seats[next.last.seat]).toBe(next.last.name);
    expect(next.angle % 360).toBeCloseTo(seatAngle(next.last.seat, table.length));
    expect(next.angle - state.angle).toBeGreaterThanOrEqual(3 * 360);
    expect(next.angle - state.angle).toBeLessThan(6 * 360);
    state = next;
  }
});

test("seats share the circle evenly, the first at the top", () => {
  expect(seatAngle(0, 4)).toBe(0);
  expect(seatAngle(1, 4)).toBe(90);
  expect(seatAngle(3, 4)).toBe(270);
  expect(seatAngle(2, 3)).toBe(240);
});

test("landingAngle turns whole turns and then to the target", () => {
  expect(landingAngle(0, 90, 3)).toBe(3 * 360 + 90);
  expect(landingAngle(350, 10, 1)).toBe(350 + 360 + 20);
  expect(landingAngle(720, 0, 2)).toBe(1440);
});

test("with no players a free spin points somewhere and names nobody", () => {
  const rng = createRng(2);
  const states = spinTimes(valid(setup([])), 30, rng);
  const angles = new Set(states.map((state) => Math.round(state.angle % 360)));
  for (const state of states) {
    expect(state.last).toEqual({ kind: "free" });
    expect(state.picked).toEqual([]);
    expect(state.round).toBe(1);
  }
  expect(angles.size).toBeGreaterThan(20);
  expect(roundComplete(states[0] ?? valid(setup([])))).toBe(false);
});

test("free-spin angles cover the whole circle (fixed seed)", () => {
  const rng = createRng(8);
  const quarters = [0, 0, 0, 0];
  let state = valid(setup([]));
  for (let i = 0; i < 4000; i += 1) {
    const next = spin(state, rng);
    const stop = next.angle % 360;
    const quarter = Math.floor(stop / 90);
    quarters[quarter] = (quarters[quarter] ?? 0) + 1;
    state = next;
  }
  for (const count of quarters) {
    expect(count).toBeGreaterThan(850);
    expect(count).toBeLessThan(1150);
  }
});

test("a new player joins the round in progress; a player who leaves drops out of it", () => {
  const rng = createRng(6);
  const three = ["Mia", "Jonas", "Freja"];
  let state = spin(spin(valid(setup(three)), rng), rng);
  const [first, second] = state.picked;
  if (!first || !second) throw new Error("two picks");
  state = valid(reseat(state, [...three, "Ali"]));
  expect(state.picked).toEqual([first, second]);
  expect(remaining(state)).toHaveLength(2);
  state = valid(
    reseat(
      state,
      three.filter((name) => name !== first),
    ),
  );
  expect(state.picked).toEqual([second]);
  expect(state.round).toBe(1);
});

test("reseating keeps the last result only while the bottle still faces that person", () => {
  const rng = createRng(12);
  const state = spin(valid(setup(["Mia", "Jonas", "Freja"])), rng);
  expect(valid(reseat(state, ["Mia", "Jonas", "Freja"])).last).toEqual(state.last);
  expect(valid(reseat(state, ["Freja", "Jonas", "Mia", "Ali"])).last).toBeNull();
  expect(valid(reseat(state, [])).last).toBeNull();
  const free = spin(valid(setup([])), rng);
  expect(valid(reseat(free, [])).last).toEqual({ kind: "free" });
  expect(valid(reseat(free, ["Mia"])).last).toBeNull();
});

test("a circle of one always points at that one", () => {
  const states = spinTimes(valid(setup(["Mia"])), 3, createRng(1));
  expect(states.map(pickedName)).toEqual(["Mia", "Mia", "Mia"]);
  expect(states.map((state) => state.round)).toEqual([1, 2, 3]);
});

test("sameSeats compares names in order", () => {
  const state = valid(setup(["Mia", "Jonas"]));
  expect(sameSeats(state, ["Mia", "Jonas"])).toBe(true);
  expect(sameSeats(state, ["Jonas", "Mia"])).toBe(false);
  expect(sameSeats(state, ["Mia"])).toBe(false);
});

test("the free circle is a circle with no names", () => {
  expect(freeCircle()).toEqual(valid(setup([])));
});

test("a new game starts round one with nobody picked, the circle and the bottle as they were", () => {
  const rng = createRng(4);
  const played = spin(spin(spin(valid(setup(["Mia", "Jonas"])), rng), rng), rng);
  expect(played.round).toBe(2);
  expect(newGame(played)).toEqual({
    seats: ["Mia", "Jonas"],
    picked: [],
    round: 1,
    last: null,
    angle: played.angle,
  });
});

test("a saved circle reads back whole, and one no spin could leave is refused", () => {
  const rng = createRng(8);
  const played = spin(spin(valid(setup(["Mia", "Jonas", "Freja"])), rng), rng);
  const free = spin(freeCircle(), rng);
  for (const state of [freeCircle(), played, free, newGame(played)]) {
    expect(parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  }
  expect(parseState({ ...played, seats: ["Mia", "Mia", "Freja"] })).toBeNull();
  expect(parseState({ ...played, seats: ["Mia", "", "Freja"] })).toBeNull();
  expect(parseState({ ...played, picked: ["Ida"] })).toBeNull();
  expect(parseState({ ...played, picked: ["Mia", "Mia"] })).toBeNull();
  expect(parseState({ ...played, last: { kind: "player", name: "Mia", seat: 7 } })).toBeNull();
  expect(parseState({ ...played, last: { kind: "free" } })).toBeNull();
  expect(parseState({ ...free, last: { kind: "player", name: "Mia", seat: 0 } })).toBeNull();
  expect(parseState({ ...played, round: 0 })).toBeNull();
  expect(parseState({ ...played, angle: -10 })).toBeNull();
  expect(parseState({ ...played, seats: "Mia" })).toBeNull();
});
