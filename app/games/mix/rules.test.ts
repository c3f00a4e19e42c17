import { expect, test } from "vitest";
import { newDeck } from "#app/games/_engine/deck.ts";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import { ana, bo, playing, reason, roomTable, seat } from "#app/games/_engine/room-test-table.ts";
import { testPack } from "#tests/factories/packs.ts";
import { parseState, rules, type MixState } from "./rules.ts";

const cy = seat("Cy", true);
const named = testPack("named", 0, { game: "most-likely-to" }, [
  "Who is more likely: {player} or {player2}? Loser takes {sips:2}",
]);
const plain = testPack("plain", 30, { game: "never-have-i-ever" });
const spicy = testPack("spicy", 30, { game: "truth-or-dare", explicit: true });
const table = roomTable([ana, bo, cy], {
  packs: [named, plain, spicy],
  switches: [
    { id: named.id, active: false },
    { id: plain.id, active: true },
    { id: spicy.id, active: false },
  ],
});
const { begin, play } = playing(rules, table, 11);

test("every phone is shown the same card and the game it comes from", () => {
  const state = begin();
  const view = rules.view(state, ana.id, table);
  expect(view.card).toEqual({
    number: 1,
    text: expect.stringMatching(/^plain prompt \d+$/),
    game: "never-have-i-ever",
  });
  expect(rules.view(state, bo.id, table).card).toEqual(view.card);
  expect(view).toMatchObject({ named: [], mine: false, vetoUsed: false, unit: "sips" });
  expect(rules.view(state, cy.id, table).unit).toBe("points");
  expect(JSON.stringify(view)).not.toContain("rngState");
});

test("a card that names players names them on every phone, and lights up theirs", () => {
  const at = roomTable([ana, bo, cy], {
    packs: [named],
    switches: [{ id: named.id, active: true }],
  });
  const state = playing(rules, at, 3).begin();
  const view = rules.view(state, ana.id, at);
  expect(view.named).toHaveLength(2);
  const names = view.named.map((player) => player.name);
  expect(view.card?.text).toBe(
    `Who is more likely: ${names[0]} or ${names[1]}? Loser takes {sips:2}`,
  );
  for (const player of [ana, bo, cy]) {
    expect(rules.view(state, player.id, at).mine).toBe(names.includes(player.name));
  }
});

test("anyone seated deals the next card; two at once deal one", () => {
  const state = begin();
  const next = play(state, bo, { type: "next", card: 1 });
  expect(next.deck.drawn).toBe(2);
  expect(next.deck.current?.id).not.toBe(state.deck.current?.id);
  expect(play(next, cy, { type: "next", card: 1 })).toBe(next);
  expect(reason(rules.move(next, ana.id, { type: "veto", card: 1 }, table))).toBe("cardChanged");
  expect(reason(rules.move(state, "seat-zed", { type: "next", card: 1 }, table))).toBe(
    "notPlaying",
  );
});

test("each player vetoes once a game, and everyone is told who did", () => {
  const vetoed = play(begin(), ana, { type: "veto", card: 1 });
  expect(vetoed.deck.drawn).toBe(2);
  expect(rules.view(vetoed, bo.id, table)).toMatchObject({ vetoedBy: "Ana", vetoUsed: false });
  expect(rules.view(vetoed, ana.id, table).vetoUsed).toBe(true);
  expect(reason(rules.move(vetoed, ana.id, { type: "veto", card: 2 }, table))).toBe("vetoUsed");
  expect(play(vetoed, bo, { type: "next", card: 2 }).vetoedBy).toBeNull();
});

test("no cards, no game; nothing left, no next card", () => {
  const none = roomTable([ana, bo], { packs: [plain], switches: [] });
  expect(reason(rules.setup(none, 1))).toBe("noCards");
  const state = begin();
  expect(reason(rules.move(state, ana.id, { type: "next", card: 1 }, none))).toBe("deckEmpty");
  expect(reason(rules.move(state, ana.id, { type: "veto", card: 1 }, none))).toBe("deckEmpty");
});

test("a card from a pack switched off gives way; a newcomer changes nothing else", () => {
  const spicyOnly = roomTable([ana, bo], {
    packs: [plain, spicy],
    switches: [
      { id: plain.id, active: false },
      { id: spicy.id, active: true },
    ],
  });
  const state = playing(rules, spicyOnly, 2).begin();
  const changed = rules.seatsChanged(state, { ...table, players: [ana, bo, cy] });
  expect(changed.deck.current?.packId).toBe(plain.id);
  expect(rules.seatsChanged(changed, table)).toBe(changed);
  expect(rules.view(state, "seat-zed", spicyOnly)).toMatchObject({ mine: false, vetoUsed: false });
  expect(rules.isOver(state)).toBe(false);
});

test("on one phone the table deals with nobody named, and starts from the server's card", () => {
  const phone = { ...table, players: [], hostId: "", onePhone: true };
  const state = rules.setupFrom(phone, newDeck(5));
  if (isInvalid(state)) throw new Error(state.code);
  const next = rules.move(state, "", { type: "next", card: 1 }, phone);
  expect(!isInvalid(next) && next.deck.drawn).toBe(2);
  const kept = rules.setupFrom(phone, { ...state.deck, memory: [] });
  expect(!isInvalid(kept) && kept.deck.current).toEqual(state.deck.current);
});

test("a save reads back, and anything else is refused", () => {
  const state: MixState = play(begin(), ana, { type: "veto", card: 1 });
  expect(parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  expect(parseState({ ...state, vetoedBy: 3 })).toBeNull();
  expect(parseState({ deck: state.deck })).toBeNull();
});

test("moves are checked against the schema", () => {
  expect(rules.moveSchema.safeParse({ type: "next", card: 2 }).success).toBe(true);
  expect(rules.moveSchema.safeParse({ type: "next" }).success).toBe(false);
  expect(rules.moveSchema.safeParse({ type: "skip", card: 2 }).success).toBe(false);
  expect(rules.minPlayers).toBe(2);
});
