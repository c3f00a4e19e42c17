import { expect, test } from "vitest";
import { fixedRewards } from "#app/domain/reward-catalogue.ts";
import account from "#app/i18n/en/account.json";
import { rewardCopy } from "./reward-copy.ts";

test("fixed rewards are described by their id, Christmas doors by their number", () => {
  expect(rewardCopy("welcome")).toEqual({ key: "welcome", door: null });
  expect(rewardCopy("xmas-2026-7")).toEqual({ key: "xmas", door: 7 });
  expect(rewardCopy("mystery")).toBeNull();
});

test("every reward of the catalogue has a name and a way to earn it in English", () => {
  for (const reward of fixedRewards) {
    expect(account.rewards.names[reward.id]).toBeTruthy();
    expect(account.rewards.howTo[reward.id]).toBeTruthy();
  }
});
