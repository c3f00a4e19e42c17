import { expect, test } from "vitest";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import {
  dismissDare,
  endRedemption,
  formationSize,
  isOver,
  parseState,
  rematch,
  rerack,
  rerackOptions,
  setup,
  sink,
  standingCups,
  vetoDare,
  type ScrollbarState,
  type TeamIndex,
} from "./logic.ts";

const deck = 40;
const seed = 2026;

function ok(value: ScrollbarState | Invalid): ScrollbarState {
  if (isInvalid(value)) throw new Error(value.code);
  return value;
}

/** Sinks `count` of the team's standing cups, first standing cup first. */
function sinkMany(state: ScrollbarState, team: TeamIndex, count: number): ScrollbarState {
  let next = state;
  for (let i = 0; i < count; i += 1) {
    next = ok(sink(next, team, next.racks[team].standing.indexOf(true)));
  }
  return next;
}

test("both teams start with a full ten-cup triangle and a shuffled dare deck", () => {
  const state = setup(deck, seed);
  expect(state.racks.map((rack) => [rack.formation, standingCups(rack)])).toEqual([
    ["triangle10", 10],
    ["triangle10", 10],
  ]);
  expect([...state.drawPile].sort((a, b) => a - b)).toEqual(
    Array.from({ length: deck }, (_, index) => index),
  );
  expect(setup(deck, seed)).toEqual(state);
});

test("sinking a cup takes it off and deals a dare to the team that lost it", () => {
  const state = ok(sink(setup(deck, seed), 1, 4));
  expect(state.racks[1].standing[4]).toBe(false);
  expect(standingCups(state.racks[1])).toBe(9);
  expect(state.dare?.team).toBe(1);
  expect(state.dare?.card).toBe(setup(deck, seed).drawPile[0]);
  expect(state.daresDrawn).toEqual([0, 1]);
  expect(dismissDare(state).dare).toBeNull();
});

test("a cup that is already down, or not there, can't be sunk", () => {
  const state = ok(sink(setup(deck, seed), 0, 0));
  expect(sink(state, 0, 0)).toEqual({ invalid: true, code: "That cup isn't standing" });
  expect(isInvalid(sink(state, 0, 10))).toBe(true);
  expect(isInvalid(sink(state, 0, 0.5))).toBe(true);
});

test("no dare repeats until the whole deck has been dealt, and none twice in a row after", () => {
  let state = setup(deck, seed);
  const dealt: number[] = [];
  // Two teams, ten cups each, with overtime and redemption re-racks: keep sinking and resetting.
  while (dealt.length < deck * 3) {
    if (state.phase !== "play") state = rematch(state);
    const team: TeamIndex = dealt.length % 2 === 0 ? 0 : 1;
    const position = state.racks[team].standing.indexOf(true);
    if (position === -1 || standingCups(state.racks[team]) === 1) {
      state = rematch(state);
      continue;
    }
    state = ok(sink(state, team, position));
    if (state.dare) dealt.push(state.dare.card);
    // The table clears each dare before the next cup falls: the deck must remember it anyway.
    state = dismissDare(state);
  }
  for (let round = 0; round < 3; round += 1) {
    const block = dealt.slice(round * deck, (round + 1) * deck);
    expect(new Set(block).size).toBe(deck);
  }
  dealt.forEach((card, index) => expect(card).not.toBe(dealt[index - 1]));
});

test("re-racking offers only smaller formations the standing cups fill exactly", () => {
  let state = setup(deck, seed);
  expect(rerackOptions(state, 0)).toEqual([]);
  state = sinkMany(state, 0, 4);
  expect(rerackOptions(state, 0)).toEqual(["triangle6"]);
  expect(isInvalid(rerack(state, 0, "diamond4"))).toBe(true);
  state = ok(rerack(state, 0, "triangle6"));
  expect(state.racks[0]).toEqual({ formation: "triangle6", standing: Array(6).fill(true) });
  expect(state.reracksLeft).toEqual([1, 2]);
  state = sinkMany(state, 0, 2);
  expect(rerackOptions(state, 0)).toEqual(["diamond4"]);
  state = ok(rerack(state, 0, "diamond4"));
  expect(formationSize(state.racks[0].formation)).toBe(4);
  state = sinkMany(state, 0, 1);
  expect(rerackOptions(state, 0)).toEqual([]);
  expect(rerack(state, 0, "triangle3")).toEqual({
    invalid: true,
    code: "This team has used its re-racks",
  });
});

test("a re-rack never makes a formation bigger or the same size", () => {
  const state = sinkMany(setup(deck, seed), 1, 9);
  expect(rerackOptions(state, 1)).toEqual(["single1"]);
  const single = ok(rerack(state, 1, "single1"));
  expect(rerackOptions(single, 1)).toEqual([]);
});

test("sinking a side's last cup starts that team's redemption turn", () => {
  const state = sinkMany(setup(deck, seed), 1, 10);
  expect(state.phase).toBe("redemption");
  expect(state.redemption).toEqual({ team: 1, sunk: 0 });
  expect(state.dare?.team).toBe(1);
  expect(isOver(state)).toBe(false);
  expect(isInvalid(rerack(sinkMany(state, 0, 0), 0, "triangle6"))).toBe(true);
  expect(isInvalid(sink(state, 1, 0))).toBe(true);
});

test("a redemption turn without a cup sunk ends the game for the other team", () => {
  const state = ok(endRedemption(sinkMany(setup(deck, seed), 1, 10)));
  expect(state.phase).toBe("over");
  expect(state.winner).toBe(0);
  expect(isOver(state)).toBe(true);
  expect(isInvalid(sink(state, 0, 0))).toBe(true);
  expect(isInvalid(endRedemption(state))).toBe(true);
});

test("a redemption turn that sinks cups keeps the game going, one cup back to defend", () => {
  let state = sinkMany(setup(deck, seed), 0, 4);
  state = sinkMany(state, 1, 10);
  state = ok(sink(state, 0, state.racks[0].standing.indexOf(true)));
  expect(state.redemption).toEqual({ team: 1, sunk: 1 });
  expect(state.dare?.team).toBe(0);
  state = ok(endRedemption(state));
  expect(state.phase).toBe("play");
  expect(state.winner).toBeNull();
  expect(state.racks[1]).toEqual({ formation: "single1", standing: [true] });
  expect(standingCups(state.racks[0])).toBe(5);
});

test("a redemption that clears the other side sends both teams to a three-cup overtime", () => {
  let state = sinkMany(setup(deck, seed), 0, 8);
  state = sinkMany(state, 1, 10);
  state = sinkMany(state, 0, 2);
  expect(state.phase).toBe("play");
  expect(state.overtime).toBe(true);
  expect(state.racks.map((rack) => rack.formation)).toEqual(["triangle3", "triangle3"]);
});

test("a rematch racks both sides up again and keeps the dare deck going", () => {
  const over = ok(endRedemption(sinkMany(setup(deck, seed), 1, 10)));
  const again = rematch(over);
  expect(again.phase).toBe("play");
  expect(again.winner).toBeNull();
  expect(again.racks.map(standingCups)).toEqual([10, 10]);
  expect(again.drawPile).toEqual(over.drawPile);
});

test("a stored game reads back whole, and a game from another deck is refused", () => {
  const played = ok(rerack(sinkMany(setup(deck, seed), 0, 4), 0, "triangle6"));
  expect(parseState(JSON.parse(JSON.stringify(played)), deck)).toEqual(played);
  expect(parseState(played, deck + 1)).toBeNull();
  expect(
    parseState(
      { ...played, racks: [{ formation: "triangle6", standing: [true] }, played.racks[1]] },
      deck,
    ),
  ).toBeNull();
  expect(parseState("nonsense", deck)).toBeNull();
});

test("a saved game whose phase, racks or cards don't agree is refused", () => {
  const played = sinkMany(setup(deck, seed), 0, 4);
  const redemption = sinkMany(setup(deck, seed), 1, 10);
  const over = ok(endRedemption(redemption));
  for (const state of [played, redemption, over, rematch(over)]) {
    expect(parseState(JSON.parse(JSON.stringify(state)), deck)).toEqual(state);
  }
  expect(parseState({ ...played, phase: "redemption" }, deck)).toBeNull();
  expect(parseState({ ...played, winner: 1 }, deck)).toBeNull();
  expect(parseState({ ...redemption, redemption: { team: 0, sunk: 0 } }, deck)).toBeNull();
  expect(parseState({ ...over, winner: 1 }, deck)).toBeNull();
  expect(parseState({ ...over, phase: "play", winner: null }, deck)).toBeNull();
  const [first = 0, ...rest] = played.drawPile;
  expect(parseState({ ...played, drawPile: [first, first, ...rest] }, deck)).toBeNull();
  expect(parseState({ ...played, lastCard: deck }, deck)).toBeNull();
  expect(parseState({ ...played, dare: { team: 0, card: first } }, deck)).toBeNull();
  expect(parseState({ ...played, rngState: -1 }, deck)).toBeNull();
  const { daresDrawn: _daresDrawn, ...withoutTally } = played;
  expect(parseState(withoutTally, deck)).toBeNull();
});

test("each team may veto one dare a game, and only a dare dealt to it", () => {
  let state = setup(deck, seed);
  expect(vetoDare(state)).toEqual({ invalid: true, code: "There is no dare to veto" });
  state = ok(vetoDare(ok(sink(state, 1, 0))));
  expect(state.dare).toBeNull();
  expect(state.vetoesLeft).toEqual([1, 0]);
  state = ok(sink(state, 1, 1));
  expect(vetoDare(state)).toEqual({ invalid: true, code: "This team has used its veto" });
  state = ok(vetoDare(ok(sink(state, 0, 0))));
  expect(state.vetoesLeft).toEqual([0, 0]);
  expect(rematch(state).vetoesLeft).toEqual([1, 1]);
});
