import { describe, expect, test } from "vitest";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { createRng } from "#app/games/_engine/rng.ts";
import {
  applyRoll,
  changeRules,
  classicRules,
  houseRulesErrors,
  parseDrunkDiceState,
  parseHouseRules,
  resolveRoll,
  roll,
  setup,
  type HouseRules,
  type RollEvent,
} from "./logic.ts";

function valid<T>(value: T | Invalid): T {
  if (isInvalid(value)) throw new Error(`unexpected invalid move: ${value.code}`);
  return value;
}

const table = ["Ada", "Bo", "Cy", "Di"];

/** One event as a short string: who drinks how much and why. */
function describeEvent(event: RollEvent): string {
  switch (event.kind) {
    case "drink":
      return `${event.reason}:${event.players.join(",")}:${event.sips}`;
    case "handOut":
      return `handOut:${event.player}:${event.sips}`;
    case "newThreeMan":
      return `newThreeMan:${event.player}`;
    case "titlePassed":
      return `titlePassed:${event.from}>${event.to}`;
  }
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
  "44": ["handOut:Ada:4"],
  "45": ["opposite:Cy:1"],
  "46": ["everyone:Ada,Bo,Cy,Di:1"],
  "55": ["everyone:Ada,Bo,Cy,Di:1", "handOut:Ada:5"],
  "56": ["right:Di:1"],
  "66": ["handOut:Ada:6"],
};

describe("the classic table, for all 36 rolls", () => {
  for (let a = 1; a <= 6; a += 1) {
    for (let b = 1; b <= 6; b += 1) {
      const expected = classicOutcomes[`${Math.min(a, b)}${Math.max(a, b)}`] ?? [];
      test(`${a} and ${b}: ${expected.length === 0 ? "nobody drinks" : expected.join("; ")}`, () => {
        const result = resolveRoll(classicRules, table, 0, 2, [a, b]);
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
    const result = resolveRoll(classicRules, table, 1, null, [3, 5]);
    expect(result.events.map(describeEvent)).toEqual(["newThreeMan:Bo"]);
    expect(result.threeMan).toBe(1);
    expect(result.rollsAgain).toBe(false);
  });

  test("a total of 3 names the first Three Man too", () => {
    expect(resolveRoll(classicRules, table, 3, null, [1, 2]).threeMan).toBe(3);
  });

  test("a Three Man who rolls a 3 drinks and passes the title to the left", () => {
    const result = resolveRoll(classicRules, table, 3, 3, [3, 2]);
    expect(result.events.map(describeEvent)).toEqual(["threeMan:Di:1", "titlePassed:Di>Ada"]);
    expect(result.threeMan).toBe(0);
    expect(result.rollsAgain).toBe(true);
  });

  test("without the any-die rule only a total of 3 calls on Three Man", () => {
    const rules: HouseRules = { ...classicRules, anyThree: false };
    expect(resolveRoll(rules, table, 0, 2, [3, 5]).events).toEqual([]);
    expect(resolveRoll(rules, table, 0, 2, [2, 1]).events.map(describeEvent)).toEqual([
      "threeMan:Cy:1",
    ]);
  });
});

describe("turns and the tally", () => {
  test("a roll that makes someone drink keeps the dice; a quiet one passes them left", () => {
    let state = valid(setup(table));
    state = applyRoll(state, [1, 6]);
    expect(state.turn).toBe(0);
    expect(state.tally).toEqual([0, 1, 0, 0]);
    state = applyRoll(state, [1, 4]);
    expect(state.turn).toBe(1);
    expect(state.last?.rollsAgain).toBe(false);
  });

  test("with three players the one opposite is the next one round", () => {
    const result = resolveRoll(classicRules, ["Ada", "Bo", "Cy"], 0, null, [4, 5]);
    expect(result.events.map(describeEvent)).toEqual(["opposite:Bo:1"]);
  });

  test("the house's sips per drink multiply every drink but not the hand-outs", () => {
    const rules: HouseRules = { ...classicRules, sips: 2 };
    expect(resolveRoll(rules, table, 0, 2, [3, 3]).events.map(describeEvent)).toEqual([
      "threeMan:Cy:4",
      "handOut:Ada:3",
    ]);
  });

  test("a seeded game is replayed exactly", () => {
    const play = () => {
      const rng = createRng(99);
      let state = valid(setup(table));
      for (let i = 0; i < 50; i += 1) state = roll(state, rng);
      return state;
    };
    const first = play();
    expect(first.rolls).toBe(50);
    expect(play()).toEqual(first);
  });

  test("the table needs at least three players", () => {
    expect(setup(["Ada", "Bo"])).toEqual({
      invalid: true,
      code: "Three Man needs at least 3 players",
    });
  });
});

describe("house rules", () => {
  const withTotal = (total: number, outcome: string) => ({
    ...classicRules,
    totals: classicRules.totals.map((rule) => (rule.total === total ? { total, outcome } : rule)),
  });

  test("a changed total takes effect from the next roll", () => {
    const state = valid(changeRules(valid(setup(table)), withTotal(8, "roller")));
    expect(applyRoll(state, [2, 6]).last?.events.map(describeEvent)).toEqual(["roller:Ada:1"]);
  });

  test("sips outside 1–5 or not whole are refused with a message", () => {
    for (const sips of [0, 6, 1.5, Number.NaN]) {
      expect(parseHouseRules({ ...classicRules, sips })).toEqual({
        invalid: true,
        code: houseRulesErrors.sips,
      });
    }
  });

  test("an unknown outcome, a missing total or a shuffled table is refused", () => {
    expect(isInvalid(parseHouseRules(withTotal(7, "shots")))).toBe(true);
    expect(parseHouseRules({ ...classicRules, totals: classicRules.totals.slice(1) })).toEqual({
      invalid: true,
      code: houseRulesErrors.totals,
    });
    expect(
      parseHouseRules({ ...classicRules, totals: [...classicRules.totals].reverse() }),
    ).toEqual({ invalid: true, code: houseRulesErrors.totals });
    expect(isInvalid(parseHouseRules("not rules"))).toBe(true);
  });

  test("rules under which every roll makes someone drink are refused", () => {
    const endless = {
      ...classicRules,
      totals: classicRules.totals.map((rule) => ({ ...rule, outcome: "everyone" })),
    };
    expect(parseHouseRules(endless)).toEqual({ invalid: true, code: houseRulesErrors.endless });
  });

  test("a refused change leaves the game as it was", () => {
    const state = valid(setup(table));
    expect(isInvalid(changeRules(state, { ...classicRules, sips: 9 }))).toBe(true);
    expect(state.rules).toEqual(classicRules);
  });

  test("the classic rules are valid", () => {
    expect(parseHouseRules(classicRules)).toEqual(classicRules);
  });
});

describe("a game kept on the device", () => {
  test("a game in progress reads back as it was, house rules and all", () => {
    let state = valid(setup(["Ada", "Bo", "Cy"], { ...classicRules, sips: 2 }));
    for (const dice of [
      [1, 2],
      [3, 4],
      [5, 5],
      [2, 6],
    ] as const)
      state = applyRoll(state, dice);
    expect(state.threeMan).toBe(0);
    expect(parseDrunkDiceState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  test("a save of another shape, or one that doesn't add up, is refused", () => {
    const state = applyRoll(valid(setup(["Ada", "Bo", "Cy"])), [1, 2]);
    expect(parseDrunkDiceState(null)).toBeNull();
    expect(parseDrunkDiceState({ ...state, turn: 3 })).toBeNull();
    expect(parseDrunkDiceState({ ...state, threeMan: 5 })).toBeNull();
    expect(parseDrunkDiceState({ ...state, tally: [0, 0] })).toBeNull();
    expect(parseDrunkDiceState({ ...state, tally: [0, -1, 0] })).toBeNull();
    expect(parseDrunkDiceState({ ...state, players: ["Ada", "Bo"], tally: [0, 0] })).toBeNull();
    expect(parseDrunkDiceState({ ...state, rules: { ...classicRules, sips: 9 } })).toBeNull();
    expect(parseDrunkDiceState({ ...state, last: { ...state.last, total: 4 } })).toBeNull();
    expect(parseDrunkDiceState({ ...state, last: { ...state.last, dice: [0, 3] } })).toBeNull();
    const { rolls: _rolls, ...withoutRolls } = state;
    expect(parseDrunkDiceState(withoutRolls)).toBeNull();
  });
});
