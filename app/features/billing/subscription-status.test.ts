import { expect, test } from "vitest";
import { subscriptionStatus } from "./subscription-status.ts";

const now = 1_800_000_000;
const fields = { premium: false, cancelled: false, pastDue: false, premiumEndDate: null };

test("a new account is on the free plan", () => {
  expect(subscriptionStatus(fields, now)).toEqual({ plan: "free" });
});

test("an active member renews on the end date", () => {
  expect(subscriptionStatus({ ...fields, premium: true, premiumEndDate: now + 60 }, now)).toEqual({
    plan: "premium",
    renewsAt: now + 60,
    pastDue: false,
  });
  expect(subscriptionStatus({ ...fields, premium: true }, now)).toEqual({
    plan: "premium",
    renewsAt: null,
    pastDue: false,
  });
});

test("a member whose renewal failed is shown as past due", () => {
  expect(
    subscriptionStatus({ ...fields, premium: true, pastDue: true, premiumEndDate: now + 5 }, now),
  ).toEqual({ plan: "premium", renewsAt: now + 5, pastDue: true });
});

test("a cancelled member keeps Premium until the end date, then is free", () => {
  const cancelled = { ...fields, premium: true, cancelled: true };
  expect(subscriptionStatus({ ...cancelled, premiumEndDate: now + 1 }, now)).toEqual({
    plan: "premium-cancelled",
    endsAt: now + 1,
    pastDue: false,
  });
  expect(subscriptionStatus({ ...cancelled, premiumEndDate: now }, now)).toEqual({ plan: "free" });
  expect(subscriptionStatus({ ...fields, premium: true, premiumEndDate: now - 1 }, now)).toEqual({
    plan: "free",
  });
});
