import { describe, expect, test } from "vitest";
import { isInvalid } from "./invalid.ts";
import {
  activationBlock,
  dealtLevels,
  defaultLevels,
  initialSwitches,
  lastActivePackRefusal,
  lastLevelRefusal,
  setLevel,
  setPackActive,
} from "./packs.ts";
import { testPack } from "#tests/factories/packs.ts";

const rules = {
  explicitAllowed: false,
  unlockedPremium: new Set<string>(),
  levels: defaultLevels,
  alcoholFree: false,
};

test("a pack can be switched off while another stays on", () => {
  const result = setPackActive(
    [
      { id: "a", active: true },
      { id: "b", active: true },
    ],
    "a",
    false,
  );
  expect(result).toEqual([
    { id: "a", active: false },
    { id: "b", active: true },
  ]);
});

test("the last active pack of a game can't be switched off", () => {
  const result = setPackActive(
    [
      { id: "a", active: true },
      { id: "b", active: false },
    ],
    "a",
    false,
  );
  expect(isInvalid(result) && result.code).toBe(lastActivePackRefusal);
});

test("an unknown pack is refused", () => {
  expect(isInvalid(setPackActive([{ id: "a", active: true }], "zzz", true))).toBe(true);
});

test("premium packs are locked until unlocked, explicit ones until opted in", () => {
  expect(activationBlock(testPack("p", 1, { premium: true }), rules)).toBe("premium");
  expect(
    activationBlock(testPack("p", 1, { premium: true }), {
      ...rules,
      unlockedPremium: new Set(["p"]),
    }),
  ).toBeNull();
  expect(activationBlock(testPack("x", 1, { explicit: true }), rules)).toBe("explicit");
  expect(
    activationBlock(testPack("x", 1, { explicit: true }), { ...rules, explicitAllowed: true }),
  ).toBeNull();
});

test("a game starts with its free, clean packs on and keeps remembered choices", () => {
  const packs = [
    testPack("a", 1),
    testPack("b", 1),
    testPack("x", 1, { explicit: true }),
    testPack("p", 1, { premium: true }),
  ];
  expect(initialSwitches(packs, {}, rules)).toEqual([
    { id: "a", active: true },
    { id: "b", active: true },
    { id: "x", active: false },
    { id: "p", active: false },
  ]);
  expect(initialSwitches(packs, { a: false, p: true }, rules).map((s) => s.active)).toEqual([
    false,
    true,
    false,
    false,
  ]);
});

test("a premium pack the visitor may play is on unless they switched it off", () => {
  const packs = [
    testPack("a", 1),
    testPack("p", 1, { premium: true }),
    testPack("q", 1, { premium: true }),
  ];
  const unlocked = { ...rules, unlockedPremium: new Set(["p", "q"]) };
  expect(initialSwitches(packs, {}, unlocked).map((s) => s.active)).toEqual([true, true, true]);
  expect(initialSwitches(packs, { q: false }, unlocked).map((s) => s.active)).toEqual([
    true,
    true,
    false,
  ]);
  // Premium ended: the remembered choice stays, but the pack is off while it is locked.
  expect(initialSwitches(packs, { p: true }, rules).map((s) => s.active)).toEqual([
    true,
    false,
    false,
  ]);
});

test("explicit packs stay off until the opt-in, and then until switched on", () => {
  const packs = [testPack("a", 1), testPack("x", 1, { explicit: true, premium: true })];
  const optedIn = { ...rules, explicitAllowed: true, unlockedPremium: new Set(["x"]) };
  expect(initialSwitches(packs, { x: true }, rules).map((s) => s.active)).toEqual([true, false]);
  expect(initialSwitches(packs, {}, optedIn).map((s) => s.active)).toEqual([true, false]);
  expect(initialSwitches(packs, { x: true }, optedIn).map((s) => s.active)).toEqual([true, true]);
});

test("an occasion pack starts off, and is on once the table switched it on", () => {
  const packs = [testPack("a", 1), testPack("birthday", 1, { occasion: true })];
  expect(initialSwitches(packs, {}, rules).map((s) => s.active)).toEqual([true, false]);
  expect(initialSwitches(packs, { birthday: true }, rules).map((s) => s.active)).toEqual([
    true,
    true,
  ]);
});

test("remembered choices that would leave nothing on fall back to the first allowed pack", () => {
  const packs = [testPack("a", 1), testPack("b", 1)];
  expect(initialSwitches(packs, { a: false, b: false }, rules)).toEqual([
    { id: "a", active: true },
    { id: "b", active: false },
  ]);
});

describe("intensity levels", () => {
  const plain = testPack("plain", 1, { level: "medium" });
  const hot = testPack("hot", 1, { level: "wild" });
  const packs = [testPack("soft", 1, { level: "mild" }), plain, hot];
  const adults = { ...rules, explicitAllowed: true };
  const on = (switches: { active: boolean }[]) => switches.map((entry) => entry.active);

  test("a table deals only the packs of the levels it picked", () => {
    expect(on(initialSwitches(packs, {}, rules))).toEqual([true, true, false]);
    expect(on(initialSwitches(packs, {}, { ...rules, levels: ["mild"] }))).toEqual([
      true,
      false,
      false,
    ]);
    expect(on(initialSwitches(packs, {}, { ...adults, levels: ["medium", "wild"] }))).toEqual([
      false,
      true,
      true,
    ]);
    expect(activationBlock(plain, { ...rules, levels: ["mild"] })).toBe("level");
  });

  test("a picked level doesn't switch on a pack the table switched off", () => {
    expect(
      on(initialSwitches(packs, { soft: false }, { ...rules, levels: ["mild", "medium"] })),
    ).toEqual([false, true, false]);
  });

  test("wild never deals at an alcohol-free table, even when it was picked", () => {
    const table = { ...adults, alcoholFree: true, levels: ["mild", "wild"] as const };
    expect([...dealtLevels(table)]).toEqual(["mild"]);
    expect(on(initialSwitches(packs, { hot: true }, table))).toEqual([true, false, false]);
  });

  test("wild never deals before the table allowed 18+, even when it was picked", () => {
    const table = { ...rules, levels: ["medium", "wild"] as const };
    expect([...dealtLevels(table)]).toEqual(["medium"]);
    expect(activationBlock(hot, table)).toBe("level");
    expect(activationBlock(hot, { ...table, explicitAllowed: true })).toBeNull();
  });

  test("a stored wild alone, not allowed, deals the default levels", () => {
    expect([...dealtLevels({ ...rules, levels: ["wild"] })]).toEqual(["mild", "medium"]);
  });

  test("levels that leave no pack deal the first pack allowed at any level", () => {
    const mildless = [testPack("plain", 1), testPack("plain2", 1)];
    expect(on(initialSwitches(mildless, {}, { ...rules, levels: ["mild"] }))).toEqual([
      true,
      false,
    ]);
    // Never a wild pack the table may not play.
    const wildOnly = [testPack("hot", 1, { level: "wild" })];
    expect(on(initialSwitches(wildOnly, {}, { ...rules, levels: ["mild"] }))).toEqual([false]);
  });

  test("a level can be picked and dropped, but not the last one", () => {
    expect(setLevel(defaultLevels, "wild", true)).toEqual(["mild", "medium", "wild"]);
    expect(setLevel(["mild", "medium"], "mild", false)).toEqual(["medium"]);
    const last = setLevel(["medium"], "medium", false);
    expect(isInvalid(last) && last.code).toBe(lastLevelRefusal);
  });
});
