import { describe, expect, test } from "vitest";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import type { GamePlayer, GameTable } from "#app/games/_engine/game-rules.ts";
import { ana, bo, roomTable, seat } from "#app/games/_engine/room-test-table.ts";
import { newDeck } from "#app/games/_engine/deck.ts";
import { phoneTable } from "#app/games/_ui/use-table-game.ts";
import { testPack } from "#tests/factories/packs.ts";
import {
  fingersLeft,
  fingersWinner,
  parseState,
  rules,
  type NeverHaveIEverAnswer,
  type NeverHaveIEverMove,
  type NeverHaveIEverState,
} from "./rules.ts";

const cy = seat("Cy");

const warmUp = testPack("nhie-warm-up", 50);
const spicy = testPack("nhie-spicy", 50, { explicit: true });

function tableOf(players: GamePlayer[], changes: Partial<GameTable> = {}): GameTable {
  return roomTable(players, {
    packs: [warmUp, spicy],
    switches: [
      { id: warmUp.id, active: true },
      { id: spicy.id, active: false },
    ],
    ...changes,
  });
}

const table = tableOf([ana, bo, cy]);

function started(at: GameTable = table, seed = 5): NeverHaveIEverState {
  const state = rules.setup(at, seed);
  if (isInvalid(state)) throw new Error(state.code);
  return state;
}

function play(
  state: NeverHaveIEverState,
  playerId: string,
  move: NeverHaveIEverMove,
  at: GameTable = table,
): NeverHaveIEverState {
  const next = rules.move(state, playerId, move, at);
  if (isInvalid(next)) throw new Error(next.code);
  return next;
}

function refusal(
  state: NeverHaveIEverState,
  playerId: string,
  move: NeverHaveIEverMove,
  at: GameTable = table,
): string {
  const next = rules.move(state, playerId, move, at);
  if (!isInvalid(next)) throw new Error(`${move.type} was taken`);
  return next.code;
}

function answer(
  state: NeverHaveIEverState,
  answers: [GamePlayer, NeverHaveIEverAnswer][],
  at: GameTable = table,
): NeverHaveIEverState {
  return answers.reduce(
    (current, [player, given]) =>
      play(current, player.id, { type: "answer", card: current.deck.drawn, answer: given }, at),
    state,
  );
}

describe("starting", () => {
  test("shows everyone the same card, nobody has answered", () => {
    const state = started();
    const view = rules.view(state, bo.id, table);
    expect(view.card).toEqual({
      number: 1,
      id: expect.stringMatching(/^nhie-warm-up:0:\d+$/),
      text: expect.stringMatching(/^nhie-warm-up prompt \d+$/),
    });
    expect(view).toMatchObject({
      phase: "answering",
      answered: [],
      myAnswer: null,
      vetoUsed: false,
      totals: [],
      result: null,
      unit: "sips",
    });
    expect(rules.view(state, ana.id, table).card).toEqual(view.card);
  });

  test("is refused when no pack deals", () => {
    const state = rules.setup(tableOf([ana, bo], { switches: [] }), 1);
    expect(isInvalid(state) && state.code).toBe("noCards");
  });
});

describe("answers stay secret until the reveal", () => {
  test("others see who has answered, never what", () => {
    const state = answer(started(), [[ana, "have"]]);
    const boView = rules.view(state, bo.id, table);
    expect(boView).toMatchObject({ answered: [ana.id], myAnswer: null, result: null });
    expect(rules.view(state, cy.id, table)).toEqual(boView);
    expect(JSON.stringify(boView)).not.toContain('have"');
    expect(rules.view(state, ana.id, table).myAnswer).toBe("have");
  });

  test("a player may change their answer until the reveal", () => {
    const state = answer(started(), [
      [ana, "have"],
      [ana, "haveNot"],
    ]);
    expect(rules.view(state, ana.id, table)).toMatchObject({
      answered: [ana.id],
      myAnswer: "haveNot",
    });
  });
});

describe("the reveal", () => {
  test("comes once everyone has answered: whoever has takes a sip", () => {
    const state = answer(started(), [
      [cy, "have"],
      [bo, "haveNot"],
      [ana, "have"],
    ]);
    const view = rules.view(state, bo.id, table);
    expect(view.phase).toBe("revealed");
    expect(view.result).toEqual({
      have: [
        { id: ana.id, name: "Ana" },
        { id: cy.id, name: "Cy" },
      ],
      haveNot: [{ id: bo.id, name: "Bo" }],
      owed: [
        { id: ana.id, name: "Ana", count: 1, unit: "sips" },
        { id: cy.id, name: "Cy", count: 1, unit: "sips" },
      ],
    });
  });

  test("is in points for whoever is not drinking, and in an alcohol-free room", () => {
    const sober = { ...bo, notDrinking: true };
    const soberTable = tableOf([ana, sober]);
    const state = answer(
      started(soberTable),
      [
        [ana, "have"],
        [sober, "have"],
      ],
      soberTable,
    );
    expect(state.result?.owed).toEqual([
      { id: ana.id, name: "Ana", count: 1, unit: "sips" },
      { id: bo.id, name: "Bo", count: 1, unit: "points" },
    ]);
    expect(rules.view(state, bo.id, soberTable).unit).toBe("points");

    const alcoholFree = tableOf([ana, bo], { alcoholFree: true });
    const free = answer(
      started(alcoholFree),
      [
        [ana, "have"],
        [bo, "haveNot"],
      ],
      alcoholFree,
    );
    expect(free.result?.owed).toEqual([{ id: ana.id, name: "Ana", count: 1, unit: "points" }]);
    expect(rules.view(free, ana.id, alcoholFree).unit).toBe("points");
  });

  test("nobody drinks when nobody has", () => {
    const state = answer(started(), [
      [ana, "haveNot"],
      [bo, "haveNot"],
      [cy, "haveNot"],
    ]);
    expect(state.result?.owed).toEqual([]);
    expect(state.totals).toEqual([]);
  });

  test("the host can force it once someone has answered", () => {
    const state = started();
    expect(refusal(state, ana.id, { type: "reveal", card: 1 })).toBe("round.nobodyYet");
    const forced = play(answer(state, [[bo, "have"]]), ana.id, { type: "reveal", card: 1 });
    expect(forced.result).toMatchObject({ have: [{ id: bo.id }], haveNot: [] });
  });

  test("answers, reveals and vetoes are refused once revealed", () => {
    const state = answer(started(), [
      [ana, "have"],
      [bo, "have"],
      [cy, "have"],
    ]);
    expect(refusal(state, ana.id, { type: "answer", card: 1, answer: "haveNot" })).toBe(
      "round.alreadyRevealed",
    );
    expect(refusal(state, ana.id, { type: "reveal", card: 1 })).toBe("round.alreadyRevealed");
    expect(refusal(state, ana.id, { type: "veto", card: 1 })).toBe("round.tooLateToVeto");
  });
});

describe("the next card", () => {
  test("is refused before the reveal", () => {
    expect(refusal(started(), ana.id, { type: "next", card: 1 })).toBe("round.revealFirst");
  });

  test("clears the answers and keeps a running count per player", () => {
    let state = answer(started(), [
      [ana, "have"],
      [bo, "haveNot"],
      [cy, "have"],
    ]);
    state = play(state, bo.id, { type: "next", card: 1 });
    expect(rules.view(state, ana.id, table)).toMatchObject({
      phase: "answering",
      answered: [],
      myAnswer: null,
      result: null,
      card: { number: 2 },
    });
    state = answer(state, [
      [ana, "haveNot"],
      [bo, "have"],
      [cy, "have"],
    ]);
    expect(rules.view(state, ana.id, table).totals).toEqual([
      { id: cy.id, name: "Cy", sips: 2, points: 0 },
      { id: ana.id, name: "Ana", sips: 1, points: 0 },
      { id: bo.id, name: "Bo", sips: 1, points: 0 },
    ]);
  });

  test("pressed by two players at once deals one card", () => {
    const revealed = answer(started(), [
      [ana, "have"],
      [bo, "have"],
      [cy, "have"],
    ]);
    const next = play(revealed, ana.id, { type: "next", card: 1 });
    expect(play(next, cy.id, { type: "next", card: 1 })).toBe(next);
    expect(refusal(next, cy.id, { type: "answer", card: 1, answer: "have" })).toBe("cardChanged");
  });
});

describe("vetoes", () => {
  test("skip the card, once per player per game", () => {
    const state = answer(started(), [[bo, "have"]]);
    const vetoed = play(state, ana.id, { type: "veto", card: 1 });
    expect(vetoed.deck.current?.id).not.toBe(state.deck.current?.id);
    expect(rules.view(vetoed, ana.id, table)).toMatchObject({
      phase: "answering",
      answered: [],
      vetoUsed: true,
      totals: [],
    });
    expect(refusal(vetoed, ana.id, { type: "veto", card: 2 })).toBe("vetoUsed");
    expect(play(vetoed, bo.id, { type: "veto", card: 2 }).deck.drawn).toBe(3);
  });
});

describe("when the table changes", () => {
  test("a player who left is no longer waited for", () => {
    const state = answer(started(), [
      [ana, "have"],
      [cy, "have"],
    ]);
    const withoutCy = tableOf([ana, bo]);
    const left = rules.seatsChanged(state, withoutCy);
    expect(left.phase).toBe("answering");
    expect(rules.view(left, bo.id, withoutCy).answered).toEqual([ana.id]);
    const withoutBo = tableOf([ana, cy]);
    const revealed = rules.seatsChanged(state, withoutBo);
    expect(revealed.result?.owed).toEqual([
      { id: ana.id, name: "Ana", count: 1, unit: "sips" },
      { id: cy.id, name: "Cy", count: 1, unit: "sips" },
    ]);
  });

  test("a card from a pack that stops dealing is replaced", () => {
    const explicitOnly = tableOf([ana, bo], {
      switches: [
        { id: warmUp.id, active: false },
        { id: spicy.id, active: true },
      ],
    });
    const state = started(explicitOnly);
    const after = rules.seatsChanged(state, tableOf([ana, bo]));
    expect(after.deck.current?.packId).toBe(warmUp.id);
  });
});

describe("on one phone", () => {
  const onePhone = (names: string[]) =>
    phoneTable(
      names.map((name) => ({ name, notDrinking: false })),
      { packs: [warmUp, spicy], switches: tableOf([]).switches },
    );

  test("plays with nobody named: the table reads aloud and moves on without a reveal", () => {
    const phone = onePhone([]);
    const state = started(phone);
    const next = play(state, "", { type: "next", card: 1 }, phone);
    expect(next.deck.drawn).toBe(2);
    expect(next.phase).toBe("answering");
    // In a room a seat that isn't there moves nothing.
    expect(refusal(state, "seat-zed", { type: "next", card: 1 })).toBe("notPlaying");
  });

  test("vetoes are the named players', once each", () => {
    const phone = onePhone(["Ana", "Bo"]);
    const vetoed = play(started(phone), "Ana", { type: "veto", card: 1 }, phone);
    expect(vetoed.vetoesUsed).toEqual(["Ana"]);
    expect(refusal(vetoed, "Ana", { type: "veto", card: 2 }, phone)).toBe("vetoUsed");
    expect(refusal(vetoed, "Zed", { type: "veto", card: 2 }, phone)).toBe("notPlaying");
  });

  test("a game may start from the server's card, which stays when it suits the table", () => {
    const phone = onePhone(["Ana", "Bo"]);
    const served = started(phone, 9).deck;
    const kept = rules.setupFrom(phone, { ...served, memory: [], rngState: 4 });
    expect(!isInvalid(kept) && kept.deck.current).toEqual(served.current);
    // A card the phone showed lately is dealt again.
    const seen = rules.setupFrom(phone, { ...served, memory: [served.current?.id ?? ""] });
    expect(!isInvalid(seen) && seen.deck.current?.id).not.toBe(served.current?.id);
    expect(rules.setupFrom(phone, newDeck(3))).toMatchObject({ deck: { drawn: 1 } });
  });

  test("a save reads back, and anything else is refused", () => {
    const state = play(started(), ana.id, { type: "fingers", on: true });
    expect(parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(parseState({ ...state, fingers: { on: true, left: { [ana.id]: 4 } } })).toBeNull();
    expect(parseState({ ...state, phase: "asking" })).toBeNull();
    expect(parseState({ ...state, deck: null })).toBeNull();
  });
});

describe("the three-finger ending", () => {
  const withFingers = () => play(started(), ana.id, { type: "fingers", on: true });
  const drop = (state: NeverHaveIEverState, player: GamePlayer) =>
    play(state, player.id, { type: "dropFinger" });

  test("everyone starts with three fingers, and whoever has drops one", () => {
    const state = drop(withFingers(), bo);
    expect(fingersLeft(state.fingers, table)).toEqual([
      { id: ana.id, left: 3 },
      { id: bo.id, left: 2 },
      { id: cy.id, left: 3 },
    ]);
    // The fingers go on from card to card.
    const next = answer(state, [
      [ana, "have"],
      [bo, "have"],
      [cy, "have"],
    ]);
    expect(play(next, ana.id, { type: "next", card: 1 }).fingers).toEqual(state.fingers);
  });

  test("the last player with a finger up wins, and nobody drops one after", () => {
    let state = withFingers();
    for (let round = 0; round < 3; round++) state = drop(drop(state, ana), bo);
    expect(fingersWinner(state.fingers, table)?.name).toBe("Cy");
    expect(refusal(state, cy.id, { type: "dropFinger" })).toBe("neverHaveIEver.fingersOver");
    const again = play(state, bo.id, { type: "fingersAgain" });
    expect(fingersWinner(again.fingers, table)).toBeNull();
    expect(fingersLeft(again.fingers, table).every((entry) => entry.left === 3)).toBe(true);
  });

  test("a player who is out, or not playing, can't drop a finger; nor anyone without fingers", () => {
    let state = withFingers();
    for (let round = 0; round < 3; round++) state = drop(state, ana);
    expect(refusal(state, ana.id, { type: "dropFinger" })).toBe("neverHaveIEver.out");
    expect(refusal(state, "seat-zed", { type: "dropFinger" })).toBe("notPlaying");
    expect(refusal(started(), ana.id, { type: "dropFinger" })).toBe("neverHaveIEver.fingersOff");
  });

  test("someone who leaves takes their fingers along; a newcomer has all of theirs", () => {
    const state = drop(drop(withFingers(), bo), cy);
    const dan = seat("Dan");
    const changed = rules.seatsChanged(state, tableOf([ana, bo, dan]));
    expect(changed.fingers.left).toEqual({ [bo.id]: 2 });
    expect(fingersLeft(changed.fingers, tableOf([ana, bo, dan]))).toContainEqual({
      id: dan.id,
      left: 3,
    });
  });
});

test("moves are checked against the schema", () => {
  const schema = rules.moveSchema;
  expect(schema.safeParse({ type: "dropFinger" }).success).toBe(true);
  expect(schema.safeParse({ type: "fingers", on: "yes" }).success).toBe(false);
  expect(schema.safeParse({ type: "answer", card: 1, answer: "have" }).success).toBe(true);
  expect(schema.safeParse({ type: "answer", card: 1, answer: "haveNot" }).success).toBe(true);
  expect(schema.safeParse({ type: "answer", card: 1, answer: "maybe" }).success).toBe(false);
  expect(schema.safeParse({ type: "veto", card: -2 }).success).toBe(false);
  expect(schema.safeParse({ type: "vote", card: 1, for: "seat-bo" }).success).toBe(false);
});
