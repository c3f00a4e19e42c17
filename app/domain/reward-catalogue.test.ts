import { describe, expect, it } from "vitest";
import { copenhagenDate, findReward, isChristmasDoorDay } from "./reward-catalogue.ts";

describe("findReward", () => {
  it("knows the fixed rewards and their coins", () => {
    expect(findReward("welcome")).toEqual({ id: "welcome", coins: 50, condition: "signed-in" });
    expect(findReward("first-pack")?.coins).toBe(100);
    expect(findReward("first-feedback")?.coins).toBe(10);
    expect(findReward("share-pack")?.coins).toBe(25);
  });

  it("knows Christmas doors 1 to 24 of any year", () => {
    expect(findReward("xmas-2026-1")).toEqual({
      id: "xmas-2026-1",
      coins: 10,
      condition: "december-day",
    });
    expect(findReward("xmas-2026-24")?.coins).toBe(10);
  });

  it.each(["", "Welcome", "xmas-2026-0", "xmas-2026-25", "xmas-2026-07", "xmas-26-1", "bonus"])(
    "refuses %j",
    (id) => {
      expect(findReward(id)).toBeNull();
    },
  );
});

describe("isChristmasDoorDay", () => {
  it("is true only on that day in Copenhagen", () => {
    // 23:30 UTC on 2 December is already 3 December in Copenhagen.
    const lateEvening = new Date("2026-12-02T23:30:00Z");
    expect(copenhagenDate(lateEvening)).toEqual({ year: 2026, month: 12, day: 3 });
    expect(isChristmasDoorDay("xmas-2026-3", lateEvening)).toBe(true);
    expect(isChristmasDoorDay("xmas-2026-2", lateEvening)).toBe(false);
    expect(isChristmasDoorDay("xmas-2025-3", lateEvening)).toBe(false);
    expect(isChristmasDoorDay("xmas-2026-3", new Date("2026-11-03T12:00:00Z"))).toBe(false);
    expect(isChristmasDoorDay("welcome", lateEvening)).toBe(false);
  });
});
