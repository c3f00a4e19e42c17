import { describe, expect, test } from "vitest";
import type { GamePlayer } from "#app/games/_engine/game-rules.ts";
import {
  fingersCounted,
  parsePlayerVoteState,
  tallyOf,
  type PlayerVoteState,
} from "#app/games/_engine/room-player-vote.ts";
import { ana, bo, playing, reason, roomTable, seat } from "#app/games/_engine/room-test-table.ts";
import { testPack } from "#tests/factories/packs.ts";
import { rules } from "./rules.ts";

// The rules are the engine's vote for a player, tested in full in room-player-vote.test.ts.

const cy = seat("Cy");
const classics = testPack("mlt-classics", 10, { game: "most-likely-to" });
const table = roomTable([ana, bo, cy], {
  packs: [classics],
  switches: [{ id: classics.id, active: true }],
});
const { begin, play } = playing(rules, table, 7);

test("needs three players", () => {
  expect(rules.minPlayers).toBe(3);
});

test("deals the table's packs and settles a round of votes", () => {
  let state = begin();
  expect(rules.view(state, ana.id, table).card?.id).toMatch(/^mlt-classics:0:\d+$/);
  const card = state.deck.drawn;
  state = play(state, ana, { type: "vote", card, for: bo.id });
  state = play(state, bo, { type: "vote", card, for: cy.id });
  state = play(state, cy, { type: "vote", card, for: bo.id });
  expect(state.result?.owed).toEqual([{ id: bo.id, name: "Bo", count: 2, unit: "sips" }]);
});

describe("on one phone: the table points aloud and taps who was pointed at", () => {
  const phone = { ...table, onePhone: true };
  const tapped = (state: PlayerVoteState, ...at: GamePlayer[]) =>
    at.reduce(
      (current, player) =>
        play(current, ana, { type: "point", card: current.deck.drawn, at: player.id }, phone),
      state,
    );

  test("a finger per player at most, a mis-tap undone, and Done settles a sip a finger", () => {
    let state = tapped(begin(phone), ana, ana, cy);
    const card = state.deck.drawn;
    expect(tallyOf(state).taps).toEqual([ana.id, ana.id, cy.id]);
    expect(reason(rules.move(state, ana.id, { type: "point", card, at: bo.id }, phone))).toBe(
      "tally.full",
    );
    state = play(state, ana, { type: "undoPoint", card }, phone);
    state = tapped(state, bo);
    state = play(state, ana, { type: "tallied", card }, phone);
    expect(tallyOf(state).counted).toEqual([
      { id: ana.id, name: "Ana", count: 2, unit: "sips" },
      { id: bo.id, name: "Bo", count: 1, unit: "sips" },
    ]);
    expect(state.totals).toEqual([
      { id: ana.id, sips: 2, points: 0 },
      { id: bo.id, sips: 1, points: 0 },
    ]);
    // Done twice counts once.
    expect(play(state, ana, { type: "tallied", card }, phone)).toBe(state);
  });

  test("a card costs at most three sips, however many fingers point at one player", () => {
    const five = { ...table, players: [ana, bo, cy, seat("Di"), seat("Ed")], onePhone: true };
    let state = playing(rules, five, 7).begin();
    for (let finger = 0; finger < 5; finger += 1) {
      state = play(state, ana, { type: "point", card: state.deck.drawn, at: bo.id }, five);
    }
    state = play(state, ana, { type: "tallied", card: state.deck.drawn }, five);
    expect(tallyOf(state).counted).toEqual([{ id: bo.id, name: "Bo", count: 3, unit: "sips" }]);
    expect(state.totals).toEqual([{ id: bo.id, sips: 3, points: 0 }]);
  });

  test("a room's vote costs the most-voted at most three sips", () => {
    const players = [ana, bo, cy, seat("Di"), seat("Ed")];
    const five = { ...table, players };
    let state = playing(rules, five, 7).begin();
    const card = state.deck.drawn;
    for (const voter of players) {
      state = play(state, voter, { type: "vote", card, for: voter === bo ? ana.id : bo.id }, five);
    }
    expect(state.result?.owed).toEqual([{ id: bo.id, name: "Bo", count: 3, unit: "sips" }]);
  });

  test("changing a tally after Done takes it out of the totals until it is done again", () => {
    let state = tapped(begin(phone), bo);
    const card = state.deck.drawn;
    state = play(state, ana, { type: "tallied", card }, phone);
    state = play(state, ana, { type: "undoPoint", card }, phone);
    expect(tallyOf(state).counted).toBeNull();
    expect(state.totals).toEqual([{ id: bo.id, sips: 0, points: 0 }]);
    state = play(tapped(state, cy), ana, { type: "tallied", card }, phone);
    expect(state.totals).toEqual([
      { id: bo.id, sips: 0, points: 0 },
      { id: cy.id, sips: 1, points: 0 },
    ]);
  });

  test("a new card starts a fresh tally; the totals stay", () => {
    let state = tapped(begin(phone), cy);
    state = play(state, ana, { type: "tallied", card: 1 }, phone);
    state = play(state, ana, { type: "next", card: 1 }, phone);
    expect(tallyOf(state)).toEqual({ card: 2, taps: [], counted: null });
    expect(state.totals).toEqual([{ id: cy.id, sips: 1, points: 0 }]);
  });

  test("a player not drinking takes points", () => {
    const sober = { ...bo, notDrinking: true };
    const at = { ...phone, players: [ana, sober, cy] };
    let state = play(begin(at), ana, { type: "point", card: 1, at: sober.id }, at);
    state = play(state, ana, { type: "tallied", card: 1 }, at);
    expect(tallyOf(state).counted).toEqual([{ id: bo.id, name: "Bo", count: 1, unit: "points" }]);
  });

  test("a player who left owes nothing and frees their finger", () => {
    const state = tapped(begin(phone), cy, cy, bo);
    const withoutCy = { ...phone, players: [ana, bo] };
    expect(fingersCounted(tallyOf(state), withoutCy)).toBe(1);
    const done = play(state, ana, { type: "tallied", card: 1 }, withoutCy);
    expect(tallyOf(done).counted).toEqual([{ id: bo.id, name: "Bo", count: 1, unit: "sips" }]);
  });

  test("is refused in a room, for someone gone, and with nothing to undo", () => {
    const state = begin();
    expect(reason(rules.move(state, ana.id, { type: "point", card: 1, at: bo.id }, table))).toBe(
      "badMove",
    );
    expect(
      reason(rules.move(state, ana.id, { type: "point", card: 1, at: "seat-zed" }, phone)),
    ).toBe("playerGone");
    expect(reason(rules.move(state, ana.id, { type: "undoPoint", card: 1 }, phone))).toBe(
      "tally.nothingToUndo",
    );
    expect(reason(rules.move(state, ana.id, { type: "tallied", card: 2 }, phone))).toBe(
      "cardChanged",
    );
  });

  test("moves on without votes, and a save reads back", () => {
    const state = play(tapped(begin(phone), bo), ana, { type: "next", card: 1 }, phone);
    expect(state.deck.drawn).toBe(2);
    expect(parsePlayerVoteState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(parsePlayerVoteState({ ...state, tally: { card: 1 } })).toBeNull();
    expect(parsePlayerVoteState({ ...state, phase: "counting" })).toBeNull();
  });

  test("moves are checked against the schema", () => {
    expect(rules.moveSchema.safeParse({ type: "point", card: 1, at: bo.id }).success).toBe(true);
    expect(rules.moveSchema.safeParse({ type: "point", card: 1 }).success).toBe(false);
  });
});
