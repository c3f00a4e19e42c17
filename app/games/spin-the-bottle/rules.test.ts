import { expect, test } from "vitest";
import type { GamePlayer } from "#app/games/_engine/game-rules.ts";
import { ana, bo, ok, reason, roomTable, seat } from "#app/games/_engine/room-test-table.ts";
import {
  landingAngle,
  parseState,
  pickedNames,
  remaining,
  roundComplete,
  rules,
  seatAngle,
  spinTheBottleMoveSchema,
  type BottleState,
} from "./rules.ts";

/** One phone's players: each seat's id is the player's name. */
function phoneSeats(names: readonly string[]): GamePlayer[] {
  return names.map((name) => ({ id: name, name, notDrinking: false }));
}

const names = ["Mia", "Jonas", "Freja", "Ali", "Sofie"];
const five = roomTable(phoneSeats(names));
const nobody = roomTable([]);

function begin(table = five, seed = 1): BottleState {
  return ok(rules.setup(table, seed));
}

function spin(state: BottleState, table = five, by = table.hostId): BottleState {
  return ok(rules.move(state, by, { type: "spin", spins: state.spins }, table));
}

function spinTimes(state: BottleState, times: number, table = five): BottleState[] {
  const states: BottleState[] = [];
  let current = state;
  for (let i = 0; i < times; i += 1) {
    current = spin(current, table);
    states.push(current);
  }
  return states;
}

function pickedName(state: BottleState): string {
  if (state.last?.kind !== "player") throw new Error("expected a player pick");
  return state.last.name;
}

test("a new circle seats the table in its order with nobody picked yet", () => {
  expect(begin(five, 7)).toEqual({
    seats: names.map((name) => ({ id: name, name })),
    picked: [],
    round: 1,
    last: null,
    angle: 0,
    spins: 0,
    by: null,
    rngState: 7,
  });
  expect(rules.minPlayers).toBe(0);
});

test("nobody is picked twice until everyone has been picked", () => {
  const states = spinTimes(begin(five, 4), names.length);
  const picked = states.map(pickedName);
  expect(new Set(picked).size).toBe(names.length);
  expect(states.every((state) => state.round === 1)).toBe(true);
  const last = states.at(-1);
  if (!last) throw new Error("five spins");
  expect(pickedNames(last)).toEqual(picked);
  expect(remaining(last)).toEqual([]);
  expect(roundComplete(last)).toBe(true);
});

test("after everyone has been picked the next spin starts a new round", () => {
  const states = spinTimes(begin(five, 9), names.length * 3);
  for (let round = 0; round < 3; round += 1) {
    const inRound = states.slice(round * names.length, (round + 1) * names.length);
    expect(new Set(inRound.map(pickedName)).size).toBe(names.length);
    expect(inRound.every((state) => state.round === round + 1)).toBe(true);
  }
  expect(states[names.length]?.picked).toHaveLength(1);
});

test("the same seed picks the same order, and a saved circle spins on where it left off", () => {
  const order = (seed: number) => spinTimes(begin(five, seed), names.length).map(pickedName);
  expect(order(31)).toEqual(order(31));
  const saved = JSON.parse(JSON.stringify(spinTimes(begin(five, 31), 2).at(-1))) as BottleState;
  expect(spinTimes(saved, 3).map(pickedName)).toEqual(order(31).slice(2));
});

test("every player gets picked first about as often (fairness sanity)", () => {
  const firsts = new Map<string, number>();
  for (let seed = 0; seed < 5000; seed += 1) {
    const name = pickedName(spin(begin(five, seed * 7919)));
    firsts.set(name, (firsts.get(name) ?? 0) + 1);
  }
  for (const name of names) {
    expect(firsts.get(name)).toBeGreaterThan(850);
    expect(firsts.get(name)).toBeLessThan(1150);
  }
});

test("the bottle stops facing the picked player's seat, always turning forward", () => {
  let state = begin(five, 17);
  for (let i = 0; i < 20; i += 1) {
    const next = spin(state);
    if (next.last?.kind !== "player") throw new Error("expected a player pick");
    expect(next.seats[next.last.seat]?.name).toBe(next.last.name);
    expect(next.angle % 360).toBeCloseTo(seatAngle(next.last.seat, names.length));
    expect(next.angle - state.angle).toBeGreaterThanOrEqual(3 * 360);
    expect(next.angle - state.angle).toBeLessThan(6 * 360);
    expect(next.spins).toBe(state.spins + 1);
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
  const states = spinTimes(begin(nobody, 2), 30, nobody);
  const angles = new Set(states.map((state) => Math.round(state.angle % 360)));
  for (const state of states) {
    expect(state.last).toEqual({ kind: "free" });
    expect(state.picked).toEqual([]);
    expect(state.round).toBe(1);
  }
  expect(angles.size).toBeGreaterThan(20);
  expect(roundComplete(states[0] ?? begin(nobody))).toBe(false);
});

test("free-spin angles cover the whole circle (fixed seed)", () => {
  const quarters = [0, 0, 0, 0];
  for (const state of spinTimes(begin(nobody, 8), 4000, nobody)) {
    const quarter = Math.floor((state.angle % 360) / 90);
    quarters[quarter] = (quarters[quarter] ?? 0) + 1;
  }
  for (const count of quarters) {
    expect(count).toBeGreaterThan(850);
    expect(count).toBeLessThan(1150);
  }
});

test("a new player joins the round in progress; a player who leaves drops out of it", () => {
  const three = roomTable(phoneSeats(["Mia", "Jonas", "Freja"]));
  let state = spinTimes(begin(three, 6), 2, three).at(-1) ?? begin(three);
  const [first, second] = state.picked;
  if (!first || !second) throw new Error("two picks");
  state = rules.seatsChanged(state, roomTable(phoneSeats(["Mia", "Jonas", "Freja", "Ali"])));
  expect(state.picked).toEqual([first, second]);
  expect(remaining(state)).toHaveLength(2);
  const left = ["Mia", "Jonas", "Freja"].filter((name) => name !== first);
  state = rules.seatsChanged(state, roomTable(phoneSeats(left)));
  expect(state.picked).toEqual([second]);
  expect(state.round).toBe(1);
});

test("a change of seats keeps the last result only while the bottle still faces that person", () => {
  const three = roomTable(phoneSeats(["Mia", "Jonas", "Freja"]));
  const state = spin(begin(three, 12), three);
  expect(rules.seatsChanged(state, three).last).toEqual(state.last);
  // Someone stopped drinking: the same circle, the same result.
  const sober = roomTable(three.players.map((player) => ({ ...player, notDrinking: true })));
  expect(rules.seatsChanged(state, sober).last).toEqual(state.last);
  const reordered = roomTable(phoneSeats(["Freja", "Jonas", "Mia", "Ali"]));
  expect(rules.seatsChanged(state, reordered).last).toBeNull();
  expect(rules.seatsChanged(state, nobody).last).toBeNull();
  const free = spin(begin(nobody, 3), nobody);
  expect(rules.seatsChanged(free, nobody).last).toEqual({ kind: "free" });
  expect(rules.seatsChanged(free, three).last).toBeNull();
});

test("a circle of one always points at that one", () => {
  const one = roomTable(phoneSeats(["Mia"]));
  const states = spinTimes(begin(one), 3, one);
  expect(states.map(pickedName)).toEqual(["Mia", "Mia", "Mia"]);
  expect(states.map((state) => state.round)).toEqual([1, 2, 3]);
});

test("in a room only the host spins; the spin says who spun", () => {
  const cy = seat("Cy");
  const room = roomTable([ana, bo, cy]);
  const state = begin(room, 5);
  expect(reason(rules.move(state, bo.id, { type: "spin", spins: 0 }, room))).toBe(
    "spinTheBottle.hostOnly",
  );
  const spun = spin(state, room, ana.id);
  expect(spun.by).toBe("Ana");
  expect(spun.seats.map((each) => each.id)).toEqual([ana.id, bo.id, cy.id]);
});

test("a second tap that crosses the first spin does nothing; a spin from the future is refused", () => {
  const once = spin(begin());
  expect(rules.move(once, five.hostId, { type: "spin", spins: 0 }, five)).toBe(once);
  expect(reason(rules.move(once, five.hostId, { type: "spin", spins: 3 }, five))).toBe(
    "spinTheBottle.notSpunYet",
  );
  expect(spinTheBottleMoveSchema.safeParse({ type: "spin" }).success).toBe(false);
  expect(spinTheBottleMoveSchema.safeParse({ type: "spin", spins: -1 }).success).toBe(false);
});

test("the chosen player's phone knows it is them; every phone sees who, none the next pick", () => {
  const cy = seat("Cy");
  const room = roomTable([ana, bo, cy]);
  const state = spin(begin(room, 21), room, ana.id);
  if (state.last?.kind !== "player") throw new Error("a pick");
  const chosenId = state.last.id;
  for (const player of room.players) {
    const view = rules.view(state, player.id, room);
    expect(view).toMatchObject({
      last: state.last,
      chosen: player.id === chosenId,
      spinner: "Ana",
      canSpin: player.id === ana.id,
      by: "Ana",
    });
    expect(view).not.toHaveProperty("rngState");
  }
  expect(rules.view(state, "seat-nobody", room)).toMatchObject({ chosen: false, canSpin: false });
  expect(rules.view(begin(nobody), "", nobody)).toMatchObject({ spinner: null, canSpin: true });
});

test("a bottle never ends", () => {
  expect(rules.isOver(spin(begin()))).toBe(false);
});

test("a saved circle reads back whole, and one no spin could leave is refused", () => {
  const three = roomTable(phoneSeats(["Mia", "Jonas", "Freja"]));
  const played = spinTimes(begin(three, 8), 2, three).at(-1) ?? begin(three);
  const free = spin(begin(nobody, 8), nobody);
  for (const state of [begin(nobody), played, free, begin(three)]) {
    expect(parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  }
  const mia = { id: "Mia", name: "Mia" };
  expect(parseState({ ...played, seats: [mia, mia, { id: "Freja", name: "Freja" }] })).toBeNull();
  expect(parseState({ ...played, picked: ["Ida"] })).toBeNull();
  expect(parseState({ ...played, picked: ["Mia", "Mia"] })).toBeNull();
  expect(parseState({ ...played, last: { kind: "player", id: "Mia", name: "Mia", seat: 7 } })).toBe(
    null,
  );
  expect(parseState({ ...played, last: { kind: "free" } })).toBeNull();
  expect(parseState({ ...free, last: { kind: "player", id: "Mia", name: "Mia", seat: 0 } })).toBe(
    null,
  );
  expect(parseState({ ...played, spins: 0 })).toBeNull();
  expect(parseState({ ...played, round: 0 })).toBeNull();
  expect(parseState({ ...played, angle: -10 })).toBeNull();
  expect(parseState({ ...played, seats: "Mia" })).toBeNull();
});
