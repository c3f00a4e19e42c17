import { expect, test } from "vitest";
import { ana, bo, ok, reason, roomTable } from "#app/games/_engine/room-test-table.ts";
import {
  coinFlipMoveSchema,
  flips,
  landingRotation,
  parseState,
  recentSize,
  rules,
  type CoinState,
} from "./rules.ts";

const room = roomTable([ana, bo]);
/** One phone with nobody set up: the coin flips for the table as it is. */
const phone = roomTable([]);

function begin(seed = 1): CoinState {
  return ok(rules.setup(phone, seed));
}

function flip(state: CoinState, table = phone, by = table.hostId): CoinState {
  return ok(rules.move(state, by, { type: "flip", tosses: state.tosses }, table));
}

function flipMany(times: number, seed: number): CoinState {
  let state = begin(seed);
  for (let i = 0; i < times; i += 1) state = flip(state);
  return state;
}

test("a fresh coin has no result and an empty tally, with or without players", () => {
  for (const table of [phone, room]) {
    expect(rules.setup(table, 5)).toEqual({
      side: null,
      heads: 0,
      tails: 0,
      recent: [],
      rotation: 0,
      tosses: 0,
      by: null,
      rngState: 5,
    });
  }
  expect(flips(begin())).toBe(0);
  expect(rules.minPlayers).toBe(0);
});

test("a flip lands on a side and counts it", () => {
  const state = flip(begin());
  expect(["heads", "tails"]).toContain(state.side);
  expect(flips(state)).toBe(1);
  expect(state.tosses).toBe(1);
  expect(state.recent).toEqual([state.side]);
  expect(state.side === "heads" ? state.heads : state.tails).toBe(1);
});

test("the same seed flips the same sequence, and the state carries the rng on", () => {
  const sides = (seed: number) => {
    let state = begin(seed);
    return Array.from({ length: 12 }, () => {
      state = flip(state);
      return state.side;
    });
  };
  expect(sides(7)).toEqual(sides(7));
  expect(new Set(sides(7))).toEqual(new Set(["heads", "tails"]));
  // A reload goes on from the saved state: the next side is the one a straight run had next.
  const saved = JSON.parse(JSON.stringify(flipMany(5, 7))) as CoinState;
  expect(flip(saved).side).toBe(sides(7)[5]);
});

test("the tally adds up over a session, and the last flips stay newest first", () => {
  let state = begin(3);
  const seen: (string | null)[] = [];
  for (let i = 0; i < 100; i += 1) {
    state = flip(state);
    seen.unshift(state.side);
  }
  expect(state.heads + state.tails).toBe(100);
  expect(state.recent).toEqual(seen.slice(0, recentSize));
});

test("both sides come up about evenly (fairness sanity, fixed seed)", () => {
  const state = flipMany(6000, 2024);
  expect(state.heads).toBeGreaterThan(2800);
  expect(state.heads).toBeLessThan(3200);
  expect(state.tails).toBe(6000 - state.heads);
});

test("the coin always spins forward and lands with the called side up", () => {
  let state = begin(11);
  for (let i = 0; i < 50; i += 1) {
    const next = flip(state);
    expect(next.rotation - state.rotation).toBeGreaterThanOrEqual(5 * 360);
    expect(next.rotation - state.rotation).toBeLessThan(6 * 360);
    expect(next.rotation % 360).toBe(next.side === "heads" ? 0 : 180);
    state = next;
  }
});

test("landingRotation turns from any angle to the side asked for", () => {
  expect(landingRotation(0, "heads", 2)).toBe(720);
  expect(landingRotation(0, "tails", 2)).toBe(900);
  expect(landingRotation(180, "heads", 1)).toBe(720);
  expect(landingRotation(180, "tails", 1)).toBe(540);
});

test("reset clears the result and the tally but leaves the coin where it lies", () => {
  const flipped = flipMany(9, 5);
  const cleared = ok(rules.move(flipped, "", { type: "reset" }, phone));
  expect(cleared).toEqual({
    ...flipped,
    side: null,
    heads: 0,
    tails: 0,
    recent: [],
  });
  // The flips go on counting, so the next flip is a new one on every phone.
  expect(flip(cleared).tosses).toBe(10);
});

test("in a room only the host flips and resets; the flip says who flipped", () => {
  const state = ok(rules.setup(room, 4));
  expect(reason(rules.move(state, bo.id, { type: "flip", tosses: 0 }, room))).toBe(
    "coinFlip.hostOnly",
  );
  expect(reason(rules.move(state, bo.id, { type: "reset" }, room))).toBe("coinFlip.hostOnly");
  const flipped = flip(state, room, ana.id);
  expect(flipped.by).toBe("Ana");
  // Another host (Ana handed hosting to Bo) flips from then on.
  const handed = { ...room, hostId: bo.id };
  expect(reason(rules.move(flipped, ana.id, { type: "reset" }, handed))).toBe("coinFlip.hostOnly");
  expect(flip(flipped, handed, bo.id).by).toBe("Bo");
});

test("a second tap that crosses the first flip does nothing; a flip from the future is refused", () => {
  const once = flip(begin());
  expect(rules.move(once, "", { type: "flip", tosses: 0 }, phone)).toBe(once);
  expect(reason(rules.move(once, "", { type: "flip", tosses: 5 }, phone))).toBe(
    "coinFlip.notFlippedYet",
  );
});

test("only flips and resets are moves", () => {
  expect(coinFlipMoveSchema.safeParse({ type: "flip", tosses: 0 }).success).toBe(true);
  expect(coinFlipMoveSchema.safeParse({ type: "reset" }).success).toBe(true);
  expect(coinFlipMoveSchema.safeParse({ type: "flip" }).success).toBe(false);
  expect(coinFlipMoveSchema.safeParse({ type: "flip", tosses: -1 }).success).toBe(false);
  expect(coinFlipMoveSchema.safeParse({ type: "cheat", side: "heads" }).success).toBe(false);
});

test("every phone sees the coin, who flips and whether it may; never the next side", () => {
  const state = flip(ok(rules.setup(room, 9)), room, ana.id);
  const host = rules.view(state, ana.id, room);
  const guest = rules.view(state, bo.id, room);
  const stranger = rules.view(state, "seat-nobody", room);
  expect(host).toMatchObject({ side: state.side, flipper: "Ana", canFlip: true, by: "Ana" });
  expect(guest).toMatchObject({ side: state.side, flipper: "Ana", canFlip: false });
  expect(stranger).toEqual(guest);
  for (const view of [host, guest]) expect(view).not.toHaveProperty("rngState");
  expect(rules.view(state, "", phone)).toMatchObject({ flipper: null, canFlip: true });
});

test("people coming and going change nothing, and a coin never ends", () => {
  const state = flipMany(3, 2);
  expect(rules.seatsChanged(state, room)).toBe(state);
  expect(rules.isOver(state)).toBe(false);
});

test("a saved coin reads back whole, and a coin flips could not leave is refused", () => {
  const flipped = flipMany(17, 3);
  const cleared = ok(rules.move(flipped, "", { type: "reset" }, phone));
  for (const state of [begin(), flipped, cleared, flip(cleared)]) {
    expect(parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  }
  const up = flipped.side === "heads" ? "tails" : "heads";
  expect(parseState({ ...flipped, side: up })).toBeNull();
  expect(parseState({ ...flipped, rotation: flipped.rotation + 90 })).toBeNull();
  expect(parseState({ ...cleared, heads: 2 })).toBeNull();
  expect(parseState({ ...flipped, heads: -1 })).toBeNull();
  expect(parseState({ ...flipped, recent: flipped.recent.slice(1) })).toBeNull();
  expect(parseState({ ...flipped, tosses: 2 })).toBeNull();
  expect(parseState({ ...flipped, rngState: -1 })).toBeNull();
  expect(parseState({ side: "edge", heads: 0, tails: 0, rotation: 0 })).toBeNull();
  expect(parseState({ side: null, heads: 0, tails: 0, rotation: 0 })).toBeNull();
  expect(parseState(null)).toBeNull();
});
