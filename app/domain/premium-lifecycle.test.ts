import { describe, expect, test } from "vitest";
import {
  applySubscription,
  checkFromSnapshot,
  expirePremium,
  hasPremium,
  markCancelled,
  reconcile,
  setPremium,
  type PremiumRecord,
  type SubscriptionSnapshot,
} from "./premium-lifecycle.ts";

// What a new account's profile columns start as.
const newAccountRecord: PremiumRecord = {
  premium: false,
  cancelled: false,
  pastDue: false,
  premiumEndDate: null,
  customerId: "",
  subscriptionId: "",
};

// A fixed clock: every transition is decided against this instant.
const now = 1_800_000_000;
const inAMonth = now + 30 * 24 * 60 * 60;

const premiumMember: PremiumRecord = {
  premium: true,
  cancelled: false,
  pastDue: false,
  premiumEndDate: inAMonth,
  customerId: "cus_1",
  subscriptionId: "sub_1",
};

function snapshot(overrides: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot {
  return {
    id: "sub_1",
    customerId: "cus_1",
    status: "active",
    cancelAtPeriodEnd: false,
    currentPeriodEnd: inAMonth,
    endedAt: null,
    ...overrides,
  };
}

describe("the premium lifecycle", () => {
  test("a new account is non-premium and not cancelled", () => {
    expect(newAccountRecord.premium).toBe(false);
    expect(newAccountRecord.cancelled).toBe(false);
    expect(hasPremium(newAccountRecord, now)).toBe(false);
  });

  test("setPremium after checkout: premium on, cancelled off, subscription id stored", () => {
    const before = { ...newAccountRecord, cancelled: true, pastDue: true };
    expect(
      setPremium(before, { subscriptionId: "sub_9", customerId: "cus_9", periodEnd: inAMonth }),
    ).toEqual({
      premium: true,
      cancelled: false,
      pastDue: false,
      premiumEndDate: inAMonth,
      customerId: "cus_9",
      subscriptionId: "sub_9",
    });
  });

  test("a check saying premium makes a non-premium profile premium, cancelled cleared, ids stored", () => {
    const check = checkFromSnapshot(snapshot({ id: "sub_2", customerId: "cus_2" }), "cus_2");
    const before = { ...newAccountRecord, cancelled: true };
    expect(reconcile(before, check, inAMonth, now)).toEqual({
      premium: true,
      cancelled: false,
      pastDue: false,
      premiumEndDate: inAMonth,
      customerId: "cus_2",
      subscriptionId: "sub_2",
    });
  });

  test("a check saying not premium marks a premium, uncancelled profile cancelled with the looked-up end date", () => {
    const check = checkFromSnapshot(
      snapshot({ status: "canceled", endedAt: now + 60, currentPeriodEnd: now + 60 }),
      "cus_1",
    );
    expect(reconcile(premiumMember, check, now + 60, now)).toEqual({
      ...premiumMember,
      cancelled: true,
      premiumEndDate: now + 60,
    });
  });

  test("a check saying not premium leaves an already cancelled profile alone", () => {
    const cancelled = { ...premiumMember, cancelled: true, premiumEndDate: now + 500 };
    const check = checkFromSnapshot(null, "cus_1");
    expect(reconcile(cancelled, check, null, now)).toEqual(cancelled);
  });

  test("a check that agrees with the profile changes nothing but the past-due flag", () => {
    const check = checkFromSnapshot(snapshot({ status: "past_due" }), "cus_1");
    expect(reconcile(premiumMember, check, inAMonth, now)).toEqual({
      ...premiumMember,
      pastDue: true,
    });
  });

  test("a cancelled member keeps premium until premiumEndDate, then loses it", () => {
    const cancelled = markCancelled(premiumMember, now + 1);
    expect(cancelled).toEqual({ ...premiumMember, cancelled: true, premiumEndDate: now + 1 });
    expect(hasPremium(cancelled, now)).toBe(true);
    expect(expirePremium(cancelled, now)).toBe(cancelled);
    expect(hasPremium(cancelled, now + 1)).toBe(false);
    expect(expirePremium(cancelled, now + 1)).toEqual({ ...cancelled, premium: false });
  });

  test("premium without an end date never expires by the clock", () => {
    const open = { ...premiumMember, premiumEndDate: null };
    expect(hasPremium(open, now + 10 ** 9)).toBe(true);
  });
});

describe("the status check's answer", () => {
  test("no subscription: not premium", () => {
    expect(checkFromSnapshot(null, "cus_1")).toEqual({
      isPremium: false,
      isCanceled: false,
      isPastDue: false,
      subscriptionId: "",
      customerId: "cus_1",
      message: "No subscription found",
    });
  });

  test("active, cancelling, past due and ended subscriptions", () => {
    expect(checkFromSnapshot(snapshot(), "cus_1")).toMatchObject({
      isPremium: true,
      isCanceled: false,
      isPastDue: false,
      subscriptionId: "sub_1",
    });
    expect(checkFromSnapshot(snapshot({ cancelAtPeriodEnd: true }), "cus_1")).toMatchObject({
      isPremium: true,
      isCanceled: true,
    });
    expect(checkFromSnapshot(snapshot({ status: "past_due" }), "cus_1")).toMatchObject({
      isPremium: true,
      isPastDue: true,
    });
    expect(checkFromSnapshot(snapshot({ status: "canceled" }), "cus_1")).toMatchObject({
      isPremium: false,
      isCanceled: true,
    });
    expect(checkFromSnapshot(snapshot({ status: "incomplete" }), "cus_1")).toMatchObject({
      isPremium: false,
      isCanceled: false,
    });
  });
});

describe("applying the provider's latest subscription (webhooks)", () => {
  test("an active subscription starts premium", () => {
    expect(applySubscription(newAccountRecord, snapshot(), now)).toEqual(premiumMember);
  });

  test("cancel at period end keeps premium until the period ends", () => {
    const next = applySubscription(premiumMember, snapshot({ cancelAtPeriodEnd: true }), now);
    expect(next).toEqual({ ...premiumMember, cancelled: true });
    expect(hasPremium(next, now)).toBe(true);
  });

  test("a failed renewal is past due and keeps premium while the provider retries", () => {
    expect(applySubscription(premiumMember, snapshot({ status: "past_due" }), now)).toEqual({
      ...premiumMember,
      pastDue: true,
    });
  });

  test("an ended subscription ends premium", () => {
    const next = applySubscription(
      premiumMember,
      snapshot({ status: "canceled", endedAt: now - 5, currentPeriodEnd: now - 5 }),
      now,
    );
    expect(next).toEqual({
      ...premiumMember,
      premium: false,
      cancelled: true,
      premiumEndDate: now - 5,
    });
  });

  test("an unpaid first checkout changes nothing", () => {
    expect(applySubscription(newAccountRecord, snapshot({ status: "incomplete" }), now)).toEqual(
      newAccountRecord,
    );
  });

  test("an ended subscription that is not the member's current one changes nothing", () => {
    expect(
      applySubscription(premiumMember, snapshot({ id: "sub_old", status: "canceled" }), now),
    ).toEqual(premiumMember);
  });

  test("a period end already in the past gives no premium", () => {
    const next = applySubscription(
      newAccountRecord,
      snapshot({ cancelAtPeriodEnd: true, currentPeriodEnd: now - 1 }),
      now,
    );
    expect(hasPremium(next, now)).toBe(false);
  });
});
