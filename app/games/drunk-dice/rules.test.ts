import { describe, expect, test } from "vitest";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import { ok, playing, reason, roomTable, seat } from "#app/games/_engine/room-test-table.ts";
import {
  applyRoll,
  classicRules,
  drunkDiceMoveSchema,
  parseDrunkDiceState,
  parseHouseRules,
  resolveRoll,
  rules,
  sameHouseRules,
  type DrunkDiceState,
  type HouseRules,
  type RollEvent,
} from "./rules.ts";

const ada = seat("Ada");
const bo = seat("Bo");
const cy = seat("Cy");
const di = seat("Di");
const four = [ada, bo, cy, di];
const table = roomTable(four);
const circle = four.map(({ id, name }) => ({ id, name }));

/** One event as a short string: who drinks how much and why. */
function describeEvent(event: RollEvent): string {
  const names = (players: readonly { name: string }[]) => players.map(({ name }) => name).join(",");
  switch (event.kind) {
    case "drink":
      return `${event.reason}:${names(event.players)}:${event.sips}`;
    case "handOut":
      return `handOut:${event.player.name}:${event.sips}`;
    case "newThreeMan":
      return `newThreeMan:${event.player.name}`;
    case "titlePassed":
      return `titlePassed:${event.from.name}>${event.to.name}`;
  }
}

const { begin, play } = playing(rules, table, 7);

/** `state` with `dice` rolled by whoever has them. */
function rolled(state: DrunkDiceState, ...rolls: (readonly [number, number])[]): DrunkDiceState {
  return rolls.reduce((current, dice) => applyRoll(current, dice, table), state);
}

// Ada rolls; Cy is Three Man; Bo sits on Ada's left, Di on her right, Cy opposite.
const classicOutcomes: Record<string, string[]> = {
  "11": ["handOut:Ada:1"],
  "12": ["threeMan:Cy:1"],
  "13": ["threeMan:Cy:1"],
  "14": [],
  "15": [],
  "16": ["left:Bo:1"],
  "22": ["handOut:Ada:2"],
  "23": ["threeMan:Cy:1"],
  "24": [],
  "25": ["left:Bo:1"],
  "26": [],
  "33": ["threeMan:Cy:2", "handOut:Ada:3"],
  "34": ["threeMan:Cy:1", "left:Bo:1"],
  "35": ["threeMan:Cy:1"],
  "36": ["threeMan:Cy:1", "opposite:Cy:1"],
  "44": ["handOut:Ada:3"],
  "45": ["opposite:Cy:1"],
  "46": ["everyone:Ada,Bo,Cy,Di:1"],
  "55": ["everyone:Ada,Bo,Cy,Di:1", "handOut:Ada:3"],
  "56": ["right:Di:1"],
  "66": ["handOut:Ada:3"],
};

describe("the classic table, for all 36 rolls", () => {
  for (let a = 1; a <= 6; a += 1) {
    for (let b = 1; b <= 6; b += 1) {
      const expected = classicOutcomes[`${Math.min(a, b)}${Math.max(a, b)}`] ?? [];
      test(`${a} and ${b}: ${expected.length === 0 ? "nobody drinks" : expected.join("; ")}`, () => {
        const result = resolveRoll(classicRules, circle, 0, 2, [a, b]);
        expect(result.events.map(describeEvent)).toEqual(expected);
        expect(result.total).toBe(a + b);
        expect(result.rollsAgain).toBe(expected.length > 0);
        expect(result.threeMan).toBe(2);
      });
    }
  }
});

describe("the Three Man title", () => {
  test("the first roll with a 3 names the roller Three Man, and nobody drinks for it", () => {
    const result = resolveRoll(classicRules, circle, 1, null, [3, 5]);
    expect(result.events.map(describeEvent)).toEqual(["newThreeMan:Bo"]);
    expect(result.threeMan).toBe(1);
    expect(result.rollsAgain).toBe(false);
  });

  test("a total of 3 names the first Three Man too", () => {
    expect(resolveRoll(classicRules, circle, 3, null, [1, 2]).threeMan).toBe(3);
  });

  test("a Three Man who rolls a 3 drinks and passes the title to the left", () => {
    const result = resolveRoll(classicRules, circle, 3, 3, [3, 2]);
    expect(result.events.map(describeEvent)).toEqual(["threeMan:Di:1", "titlePassed:Di>Ada"]);
    expect(result.threeMan).toBe(0);
    expect(result.rollsAgain).toBe(true);
  });

  test("without the any-die rule only a total of 3 calls on Three Man", () => {
    const house: HouseRules = { ...classicRules, anyThree: false };
    expect(resolveRoll(house, circle, 0, 2, [3, 5]).events).toEqual([]);
    expect(resolveRoll(house, circle, 0, 2, [2, 1]).events.map(describeEvent)).toEqual([
      "threeMan:Cy:1",
    ]);
  });

  test("the title is kept by seat as the game goes on", () => {
    const state = rolled(begin(), [1, 4], [3, 5]);
    expect(state.threeMan).toBe(bo.id);
    expect(rules.view(state, cy.id, table).threeMan).toEqual({ id: bo.id, name: "Bo" });
  });
});

describe("turns and the tally", () => {
  test("the first seated player has the dice, and only they may roll", () => {
    const state = begin();
    expect(rules.view(state, ada.id, table)).toMatchObject({ myTurn: true, rolls: 0 });
    expect(rules.view(state, bo.id, table)).toMatchObject({
      myTurn: false,
      onTurn: { id: ada.id, name: "Ada" },
      last: null,
    });
    expect(reason(rules.move(state, bo.id, { type: "roll", roll: 0 }, table))).toBe("notYourTurn");
    const after = play(state, ada, { type: "roll", roll: 0 });
    expect(after.rolls).toBe(1);
    expect(after.last?.roller).toEqual({ id: ada.id, name: "Ada" });
  });

  test("a roll names the dice it was made on: a second tap can't roll them again", () => {
    const state = play(begin(), ada, { type: "roll", roll: 0 });
    const again = rules.move(state, state.turn, { type: "roll", roll: 0 }, table);
    expect(reason(again)).toBe("drunkDice.alreadyRolled");
    expect(reason(rules.move(state, state.turn, { type: "roll", roll: 5 }, table))).toBe(
      "drunkDice.alreadyRolled",
    );
  });

  test("a roll that makes someone drink keeps the dice; a quiet one passes them left", () => {
    let state = rolled(begin(), [1, 6]);
    expect(state.turn).toBe(ada.id);
    expect(state.totals).toEqual([{ id: bo.id, sips: 1, points: 0 }]);
    state = rolled(state, [1, 4]);
    expect(state.turn).toBe(bo.id);
    expect(state.last?.rollsAgain).toBe(false);
  });

  test("the dice go round from the last seat to the first", () => {
    const state = rolled(begin(), [1, 4], [1, 4], [1, 4], [1, 4]);
    expect(state.turn).toBe(ada.id);
  });

  test("a player who drinks twice in one roll takes both", () => {
    // Cy is Three Man and sits opposite Ada: a 3 and a 6 makes Cy drink twice.
    const state = rolled(begin(), [1, 4], [1, 4], [3, 5], [1, 4], [3, 6]);
    expect(state.threeMan).toBe(cy.id);
    expect(state.last?.roller.name).toBe("Ada");
    expect(rules.view(state, cy.id, table).mine).toEqual({ count: 2, unit: "sips" });
  });

  test("with three players the one opposite is the next one round", () => {
    const result = resolveRoll(classicRules, circle.slice(0, 3), 0, null, [4, 5]);
    expect(result.events.map(describeEvent)).toEqual(["opposite:Bo:1"]);
  });

  test("the house's sips per drink multiply every drink but not the hand-outs", () => {
    const house: HouseRules = { ...classicRules, sips: 2 };
    expect(resolveRoll(house, circle, 0, 2, [3, 3]).events.map(describeEvent)).toEqual([
      "threeMan:Cy:4",
      "handOut:Ada:3",
    ]);
  });

  test("a drink is at most three sips: the house can't ask for more, nor can a double", () => {
    expect(parseHouseRules({ ...classicRules, sips: 3 })).toMatchObject({ sips: 3 });
    expect(isInvalid(parseHouseRules({ ...classicRules, sips: 4 }))).toBe(true);
    const handOuts = [4, 5, 6].map((face) =>
      resolveRoll(classicRules, circle, 0, 2, [face, face]).events.flatMap((event) =>
        event.kind === "handOut" ? [event.sips] : [],
      ),
    );
    expect(handOuts).toEqual([[3], [3], [3]]);
  });

  test("one player takes at most five sips for one roll, however many drinks it made", () => {
    // At 3 sips a drink, Cy as Three Man opposite Ada would owe 3 for the 3 and 3 for the 6.
    const house: HouseRules = { ...classicRules, sips: 3 };
    const state = rolled({ ...begin(), rules: house }, [1, 4], [1, 4], [3, 5], [1, 4], [3, 6]);
    expect(state.threeMan).toBe(cy.id);
    expect(rules.view(state, cy.id, table).mine).toEqual({ count: 5, unit: "sips" });
    expect(resolveRoll(house, circle, 0, 2, [3, 3]).events.map(describeEvent)).toEqual([
      "threeMan:Cy:5",
      "handOut:Ada:3",
    ]);
  });

  test("a seeded game is replayed exactly, dice and all", () => {
    const game = (seed: number) => {
      let state = ok(rules.setup(table, seed));
      for (let i = 0; i < 50; i += 1) {
        state = ok(rules.move(state, state.turn, { type: "roll", roll: state.rolls }, table));
      }
      return state;
    };
    const first = game(7);
    expect(first.rolls).toBe(50);
    expect(game(7)).toEqual(first);
    expect(game(8).rngState).not.toBe(first.rngState);
  });

  test("the table needs three to twelve players", () => {
    expect(rules.setup(roomTable([ada, bo]), 1)).toEqual({
      invalid: true,
      code: "tooFewPlayers",
      params: { min: 3 },
    });
    const crowd = Array.from({ length: 13 }, (_, index) => seat(`P${index}`));
    expect(reason(rules.setup(roomTable(crowd), 1))).toBe("tooManyPlayers");
  });
});

describe("drinks on each player's phone", () => {
  test("the drinker's phone says what they take; the others' say nothing of theirs", () => {
    const state = rolled(begin(), [1, 6]);
    expect(rules.view(state, bo.id, table).mine).toEqual({ count: 1, unit: "sips" });
    for (const player of [ada, cy, di]) {
      expect(rules.view(state, player.id, table).mine).toBeNull();
    }
    const event = rules.view(state, cy.id, table).last?.events[0];
    expect(event).toEqual({
      kind: "drink",
      reason: "left",
      players: [{ id: bo.id, name: "Bo", unit: "sips" }],
      sips: 1,
    });
  });

  test("a player not drinking takes penalty points, kept apart from their sips", () => {
    const soberBo = roomTable([ada, seat("Bo", true), cy, di]);
    let state = rolled(begin(), [1, 6]);
    state = applyRoll(state, [1, 6], soberBo);
    expect(state.totals).toEqual([{ id: bo.id, sips: 1, points: 1 }]);
    expect(rules.view(state, bo.id, soberBo).mine).toEqual({ count: 1, unit: "points" });
    expect(rules.view(state, ada.id, soberBo).players[1]).toMatchObject({
      name: "Bo",
      sips: 1,
      points: 1,
      unit: "points",
    });
  });

  test("in an alcohol-free room everyone takes points, hand-outs too", () => {
    const dry = roomTable(four, { alcoholFree: true });
    const state = applyRoll(begin(), [5, 5], dry);
    expect(state.totals.every((total) => total.sips === 0 && total.points === 1)).toBe(true);
    const mine = rules.view(state, ada.id, dry);
    expect(mine).toMatchObject({ myHandOut: 3, handOutUnit: "points" });
    expect(mine.mine).toEqual({ count: 1, unit: "points" });
    expect(rules.view(state, bo.id, dry).myHandOut).toBeNull();
  });

  test("a spectator's phone or an unknown seat gets the table without drinks of its own", () => {
    const state = rolled(begin(), [4, 6]);
    const view = rules.view(state, "someone-else", table);
    expect(view).toMatchObject({ myTurn: false, mine: null, myHandOut: null });
    expect(view.players.map((player) => player.sips)).toEqual([1, 1, 1, 1]);
  });

  test("views hold no seed", () => {
    expect(JSON.stringify(rules.view(begin(), ada.id, table))).not.toContain("rngState");
  });
});

describe("players coming and going", () => {
  test("a leaver's dice pass to the next player round", () => {
    const state = rolled(begin(), [1, 4]);
    expect(state.turn).toBe(bo.id);
    const withoutBo = roomTable([ada, cy, di]);
    const passed = rules.seatsChanged(state, withoutBo);
    expect(passed.turn).toBe(cy.id);
    expect(passed.circle.map((player) => player.name)).toEqual(["Ada", "Cy", "Di"]);
    expect(rules.view(passed, cy.id, withoutBo).myTurn).toBe(true);
    expect(reason(rules.move(passed, bo.id, { type: "roll", roll: 1 }, withoutBo))).toBe(
      "notPlaying",
    );
  });

  test("the last seat leaving with the dice passes them to the first", () => {
    const state = rolled(begin(), [1, 4], [1, 4], [1, 4]);
    expect(state.turn).toBe(di.id);
    expect(rules.seatsChanged(state, roomTable([ada, bo, cy])).turn).toBe(ada.id);
  });

  test("a newcomer sits down at the end of the circle and the turn stays", () => {
    const eve = seat("Eve");
    const state = rolled(begin(), [1, 4]);
    const bigger = roomTable([...four, eve]);
    const joined = rules.seatsChanged(state, bigger);
    expect(joined.turn).toBe(bo.id);
    expect(joined.circle.at(-1)).toEqual({ id: eve.id, name: "Eve" });
    // Di now has Eve on her left.
    const diRolls = rolled(joined, [1, 4], [1, 4]);
    expect(applyRoll(diRolls, [1, 6], bigger).last?.events.map(describeEvent)).toEqual([
      "left:Eve:1",
    ]);
  });

  test("a Three Man who leaves leaves the title free for the next 3", () => {
    const state = rolled(begin(), [3, 5]);
    expect(state.threeMan).toBe(ada.id);
    const gone = rules.seatsChanged(state, roomTable([bo, cy, di]));
    expect(gone.threeMan).toBeNull();
    expect(gone.turn).toBe(bo.id);
  });

  test("the tally keeps a leaver's drinks, and everyone leaving breaks nothing", () => {
    const state = rolled(begin(), [4, 6]);
    const empty = rules.seatsChanged(state, roomTable([]));
    expect(empty.totals).toEqual(state.totals);
    expect(empty.circle).toEqual([]);
    expect(rules.view(empty, ada.id, roomTable([]))).toMatchObject({ onTurn: null, myTurn: false });
  });

  test("a name change follows the seat", () => {
    const renamed = roomTable([ada, { ...bo, name: "Bobby" }, cy, di]);
    expect(rules.seatsChanged(begin(), renamed).circle[1]).toEqual({ id: bo.id, name: "Bobby" });
  });

  test("the game never ends by itself", () => {
    expect(rules.isOver(rolled(begin(), [1, 4], [6, 6]))).toBe(false);
  });
});

describe("house rules", () => {
  const withTotal = (total: number, outcome: string) => ({
    ...classicRules,
    totals: classicRules.totals.map((rule) => (rule.total === total ? { total, outcome } : rule)),
  });

  test("the host changes them and they count from the next roll, title and tally kept", () => {
    const state = rolled(begin(), [1, 6]);
    const changed = play(state, ada, { type: "houseRules", rules: withTotal(8, "roller") });
    expect(changed.totals).toEqual(state.totals);
    expect(applyRoll(changed, [2, 6], table).last?.events.map(describeEvent)).toEqual([
      "roller:Ada:1",
    ]);
    expect(rules.view(changed, bo.id, table).rules.totals[6]).toEqual({
      total: 8,
      outcome: "roller",
    });
  });

  test("only the host changes them", () => {
    const refused = rules.move(begin(), bo.id, { type: "houseRules", rules: classicRules }, table);
    expect(reason(refused)).toBe("drunkDice.hostSetsRules");
  });

  test("sips outside 1–3 or not whole are refused, saying the range", () => {
    for (const sips of [0, 4, 1.5, Number.NaN]) {
      expect(parseHouseRules({ ...classicRules, sips })).toEqual({
        invalid: true,
        code: "drunkDice.sips",
        params: { min: 1, max: 3 },
      });
    }
    const move = { type: "houseRules" as const, rules: { ...classicRules, sips: 9 } };
    expect(reason(rules.move(begin(), ada.id, move, table))).toBe("drunkDice.sips");
  });

  test("an unknown outcome, a missing total or a shuffled table is refused", () => {
    const totals = { invalid: true, code: "drunkDice.totals", params: { min: 2, max: 12 } };
    expect(isInvalid(parseHouseRules(withTotal(7, "shots")))).toBe(true);
    expect(parseHouseRules({ ...classicRules, totals: classicRules.totals.slice(1) })).toEqual(
      totals,
    );
    expect(
      parseHouseRules({ ...classicRules, totals: [...classicRules.totals].reverse() }),
    ).toEqual(totals);
    expect(isInvalid(parseHouseRules("not rules"))).toBe(true);
  });

  test("rules under which every roll makes someone drink are refused", () => {
    const endless = {
      ...classicRules,
      totals: classicRules.totals.map((rule) => ({ ...rule, outcome: "everyone" })),
    };
    expect(parseHouseRules(endless)).toEqual({ invalid: true, code: "drunkDice.endless" });
  });

  test("the classic rules are valid and equal to themselves only", () => {
    expect(parseHouseRules(classicRules)).toEqual(classicRules);
    expect(sameHouseRules(classicRules, { ...classicRules })).toBe(true);
    expect(sameHouseRules(classicRules, { ...classicRules, sips: 2 })).toBe(false);
    expect(sameHouseRules(classicRules, withTotal(8, "roller") as HouseRules)).toBe(false);
  });
});

describe("moves and saves", () => {
  test("the move schema takes only the known moves, with whole roll counts", () => {
    expect(drunkDiceMoveSchema.safeParse({ type: "roll", roll: 3 }).success).toBe(true);
    expect(drunkDiceMoveSchema.safeParse({ type: "roll", roll: 1.5 }).success).toBe(false);
    expect(drunkDiceMoveSchema.safeParse({ type: "roll" }).success).toBe(false);
    expect(drunkDiceMoveSchema.safeParse({ type: "cheat" }).success).toBe(false);
  });

  test("a stranger's moves are refused", () => {
    expect(reason(rules.move(begin(), "nobody", { type: "roll", roll: 0 }, table))).toBe(
      "notPlaying",
    );
  });

  test("a game in progress reads back as it was, house rules and all", () => {
    let state = play(begin(), ada, { type: "houseRules", rules: { ...classicRules, sips: 2 } });
    state = rolled(state, [1, 2], [3, 4], [5, 5], [2, 6]);
    expect(state.threeMan).toBe(ada.id);
    expect(parseDrunkDiceState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  test("a save of another shape, or one that doesn't add up, is refused", () => {
    const state = rolled(begin(), [1, 2]);
    expect(parseDrunkDiceState(null)).toBeNull();
    expect(parseDrunkDiceState({ ...state, turn: "nobody" })).toBeNull();
    expect(parseDrunkDiceState({ ...state, threeMan: "nobody" })).toBeNull();
    expect(
      parseDrunkDiceState({ ...state, totals: [{ id: ada.id, sips: -1, points: 0 }] }),
    ).toBeNull();
    expect(parseDrunkDiceState({ ...state, rules: { ...classicRules, sips: 9 } })).toBeNull();
    expect(parseDrunkDiceState({ ...state, last: { ...state.last, total: 4 } })).toBeNull();
    expect(parseDrunkDiceState({ ...state, last: { ...state.last, dice: [0, 3] } })).toBeNull();
    const { rngState: _rngState, ...withoutSeed } = state;
    expect(parseDrunkDiceState(withoutSeed)).toBeNull();
  });
});
