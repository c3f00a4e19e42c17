import { expect, test } from "vitest";
import { subscriptionStatus } from "./subscription-status.ts";

const now = 1_800_000_000;

test("a new account is on the free plan", () => {
  expect(
    subscriptionStatus({ premium: false, cancelled: false, premiumEndDate: null }, now),
  ).toEqual({ plan: "free" });
});

test("an active member renews on the end date", () => {
  expect(
    subscriptionStatus({ premium: true, cancelled: false, premiumEndDate: now + 60 }, now),
  ).toEqual({ plan: "premium", renewsAt: now + 60 });
  expect(
    subscriptionStatus({ premium: true, cancelled: false, premiumEndDate: null }, now),
  ).toEqual({ plan: "premium", renewsAt: null });
});

test("a cancelled member keeps Premium until the end date, then is free", () => {
  expect(
    subscriptionStatus({ premium: true, cancelled: true, premiumEndDate: now + 1 }, now),
  ).toEqual({ plan: "premium-cancelled", endsAt: now + 1 });
  expect(subscriptionStatus({ premium: true, cancelled: true, premiumEndDate: now }, now)).toEqual({
    plan: "free",
  });
  expect(
    subscriptionStatus({ premium: true, cancelled: false, premiumEndDate: now - 1 }, now),
  ).toEqual({ plan: "free" });
});
