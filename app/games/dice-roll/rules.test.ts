import { expect, test } from "vitest";
import { ana, bo, ok, reason, roomTable } from "#app/games/_engine/room-test-table.ts";
import { createRng } from "#app/games/_engine/rng.ts";
import {
  diceRollMoveSchema,
  historySize,
  parseState,
  rollDice,
  rules,
  type DiceRoll,
  type DiceState,
} from "./rules.ts";

const room = roomTable([ana, bo]);
/** One phone with nobody set up: the dice roll for the table as it is. */
const phone = roomTable([]);

function begin(seed = 1): DiceState {
  return ok(rules.setup(phone, seed));
}

function roll(state: DiceState, table = phone, by = table.hostId): DiceState {
  return ok(rules.move(state, by, { type: "roll", rolls: state.rolls }, table));
}

function withCount(state: DiceState, count: number, table = phone): DiceState {
  return ok(rules.move(state, table.hostId, { type: "count", count }, table));
}

test("a fresh cup holds two dice and no rolls, with or without players", () => {
  for (const table of [phone, room]) {
    expect(rules.setup(table, 3)).toEqual({
      count: 2,
      last: null,
      history: [],
      rolls: 0,
      by: null,
      rngState: 3,
    });
  }
  expect(rules.minPlayers).toBe(0);
});

test("one to six dice are allowed; anything else is refused", () => {
  for (const count of [1, 2, 3, 4, 5, 6]) expect(withCount(begin(), count).count).toBe(count);
  for (const count of [0, 7, -1]) {
    expect(reason(rules.move(begin(), "", { type: "count", count }, phone))).toBe(
      "diceRoll.diceCount",
    );
    expect(rules.move(begin(), "", { type: "count", count }, phone)).toMatchObject({
      params: { min: 1, max: 6 },
    });
  }
  expect(diceRollMoveSchema.safeParse({ type: "count", count: 2.5 }).success).toBe(false);
});

test("a roll has one face per die, each 1–6, and their total", () => {
  const rng = createRng(42);
  for (const count of [1, 3, 6]) {
    const result = rollDice(count, rng);
    expect(result.faces).toHaveLength(count);
    for (const face of result.faces) {
      expect(Number.isInteger(face)).toBe(true);
      expect(face).toBeGreaterThanOrEqual(1);
      expect(face).toBeLessThanOrEqual(6);
    }
    expect(result.total).toBe(result.faces.reduce((sum, face) => sum + face, 0));
  }
});

test("the same seed rolls the same dice, and a saved cup rolls on where it left off", () => {
  const faces = (seed: number) => roll(withCount(begin(seed), 6)).last?.faces;
  expect(faces(9)).toEqual(faces(9));
  const straight = roll(roll(roll(begin(9))));
  const saved = JSON.parse(JSON.stringify(roll(roll(begin(9))))) as DiceState;
  expect(roll(saved)).toEqual(straight);
});

test("over 6,000 seeded rolls every face comes up 800–1,200 times", () => {
  const rng = createRng(20240601);
  const counts = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < 6000; i += 1) {
    const [face] = rollDice(1, rng).faces;
    if (face === undefined) throw new Error("a roll of one die has one face");
    counts[face - 1] = (counts[face - 1] ?? 0) + 1;
  }
  for (const count of counts) {
    expect(count).toBeGreaterThanOrEqual(800);
    expect(count).toBeLessThanOrEqual(1200);
  }
});

test("rolling uses the chosen number of dice", () => {
  let state = roll(withCount(begin(5), 4));
  expect(state.last?.faces).toHaveLength(4);
  state = roll(withCount(state, 1));
  expect(state.last?.faces).toHaveLength(1);
});

test("changing the count keeps the last roll and the history", () => {
  const state = roll(roll(withCount(begin(8), 3)));
  const changed = withCount(state, 5);
  expect(changed).toEqual({ ...state, count: 5 });
});

test("earlier rolls are kept newest first, at most five", () => {
  let state = begin(77);
  const seen: DiceRoll[] = [];
  for (let i = 0; i < 9; i += 1) {
    state = roll(state);
    if (!state.last) throw new Error("a roll leaves a result");
    seen.unshift(state.last);
  }
  expect(state.rolls).toBe(9);
  expect(state.last).toEqual(seen[0]);
  expect(state.history).toHaveLength(historySize);
  expect(state.history).toEqual(seen.slice(1, 1 + historySize));
});

test("the first roll has no history yet", () => {
  const state = roll(begin(3));
  expect(state.history).toEqual([]);
  expect(state.rolls).toBe(1);
});

test("in a room only the host picks the dice and rolls; the roll says who rolled", () => {
  const state = ok(rules.setup(room, 4));
  expect(reason(rules.move(state, bo.id, { type: "roll", rolls: 0 }, room))).toBe(
    "diceRoll.hostOnly",
  );
  expect(reason(rules.move(state, bo.id, { type: "count", count: 3 }, room))).toBe(
    "diceRoll.hostOnly",
  );
  expect(roll(state, room, ana.id).by).toBe("Ana");
});

test("a second tap that crosses the first roll does nothing; a roll from the future is refused", () => {
  const once = roll(begin());
  expect(rules.move(once, "", { type: "roll", rolls: 0 }, phone)).toBe(once);
  expect(reason(rules.move(once, "", { type: "roll", rolls: 4 }, phone))).toBe(
    "diceRoll.notRolledYet",
  );
});

test("every phone sees the dice, who rolls and whether it may; never the next faces", () => {
  const state = roll(ok(rules.setup(room, 9)), room, ana.id);
  const host = rules.view(state, ana.id, room);
  const guest = rules.view(state, bo.id, room);
  expect(host).toMatchObject({ last: state.last, roller: "Ana", canRoll: true, by: "Ana" });
  expect(guest).toMatchObject({ last: state.last, roller: "Ana", canRoll: false });
  expect(rules.view(state, "seat-nobody", room)).toEqual(guest);
  for (const view of [host, guest]) expect(view).not.toHaveProperty("rngState");
});

test("people coming and going change nothing, and the dice never end", () => {
  const state = roll(begin(2));
  expect(rules.seatsChanged(state, room)).toBe(state);
  expect(rules.isOver(state)).toBe(false);
});

test("saved dice read back whole, and dice no roll could leave are refused", () => {
  let played = withCount(begin(9), 3);
  for (let i = 0; i < 8; i += 1) played = roll(played);
  for (const state of [begin(), played, withCount(played, 6)]) {
    expect(parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  }
  const last = played.last ?? { faces: [1], total: 1 };
  expect(parseState({ ...played, count: 7 })).toBeNull();
  expect(parseState({ ...played, last: { ...last, total: last.total + 1 } })).toBeNull();
  expect(parseState({ ...played, last: { faces: [7], total: 7 } })).toBeNull();
  expect(parseState({ ...played, history: [...played.history, last] })).toBeNull();
  expect(parseState({ ...played, rolls: 2 })).toBeNull();
  expect(parseState({ ...played, last: null })).toBeNull();
  expect(parseState({ ...begin(), rolls: 3 })).toBeNull();
  const { rngState: _rngState, ...withoutRng } = played;
  expect(parseState(withoutRng)).toBeNull();
});
