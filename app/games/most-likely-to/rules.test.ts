import { expect, test } from "vitest";
import { ana, bo, playing, roomTable, seat } from "#app/games/_engine/room-test-table.ts";
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
