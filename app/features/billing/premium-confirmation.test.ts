import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { confirmPremium } from "./premium-confirmation.ts";
import type { SubscriptionCheck } from "#app/domain/premium-lifecycle.ts";

const freeCheck: SubscriptionCheck = {
  isPremium: false,
  isCanceled: false,
  isPastDue: false,
  subscriptionId: "",
  customerId: "cus_1",
  message: "No subscription found",
};
const premiumCheck: SubscriptionCheck = {
  ...freeCheck,
  isPremium: true,
  subscriptionId: "sub_1",
  message: "Subscription is active",
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test("a free answer three times: checks at 0, 2000 and 6000 ms, then stops unconfirmed", async () => {
  const checksAt: number[] = [];
  const start = Date.now();
  const fetchCheck = vi.fn(async () => {
    checksAt.push(Date.now() - start);
    return freeCheck;
  });
  let outcome: string | null = null;
  void confirmPremium(fetchCheck).then((result) => (outcome = result));
  await vi.advanceTimersByTimeAsync(0);
  expect(checksAt).toEqual([0]);
  await vi.advanceTimersByTimeAsync(1999);
  expect(checksAt).toEqual([0]);
  await vi.advanceTimersByTimeAsync(1);
  expect(checksAt).toEqual([0, 2000]);
  await vi.advanceTimersByTimeAsync(3999);
  expect(checksAt).toEqual([0, 2000]);
  expect(outcome).toBeNull();
  await vi.advanceTimersByTimeAsync(1);
  expect(checksAt).toEqual([0, 2000, 6000]);
  expect(outcome).toBe("unconfirmed");
  // Stopped: nothing is waiting, and no fourth check comes however long the page stays.
  expect(vi.getTimerCount()).toBe(0);
  await vi.advanceTimersByTimeAsync(600_000);
  expect(fetchCheck).toHaveBeenCalledTimes(3);
});

test("errors and free answers share one budget of three", async () => {
  const fetchCheck = vi
    .fn<() => Promise<SubscriptionCheck>>()
    .mockRejectedValueOnce(new Error("502"))
    .mockResolvedValueOnce(freeCheck)
    .mockRejectedValueOnce(new Error("offline"));
  const errors: number[] = [];
  const outcome = confirmPremium(fetchCheck, {
    onError: (_error, attempt) => errors.push(attempt),
  });
  await vi.advanceTimersByTimeAsync(6000);
  await expect(outcome).resolves.toBe("unconfirmed");
  expect(fetchCheck).toHaveBeenCalledTimes(3);
  // Only real failures are reported; a free answer is the normal wait for the payment.
  expect(errors).toEqual([1, 3]);
});

test("Premium on the second check confirms without a third", async () => {
  const fetchCheck = vi
    .fn<() => Promise<SubscriptionCheck>>()
    .mockResolvedValueOnce(freeCheck)
    .mockResolvedValueOnce(premiumCheck);
  const outcome = confirmPremium(fetchCheck);
  await vi.advanceTimersByTimeAsync(2000);
  await expect(outcome).resolves.toBe("confirmed");
  expect(fetchCheck).toHaveBeenCalledTimes(2);
  expect(vi.getTimerCount()).toBe(0);
});

test("another budget after an unconfirmed one makes three more checks", async () => {
  const fetchCheck = vi.fn(async () => freeCheck);
  const first = confirmPremium(fetchCheck);
  await vi.advanceTimersByTimeAsync(6000);
  await expect(first).resolves.toBe("unconfirmed");
  const second = confirmPremium(fetchCheck);
  await vi.advanceTimersByTimeAsync(6000);
  await expect(second).resolves.toBe("unconfirmed");
  expect(fetchCheck).toHaveBeenCalledTimes(6);
});

test("a page that is left stops its budget", async () => {
  const controller = new AbortController();
  const fetchCheck = vi.fn(async () => freeCheck);
  const outcome = confirmPremium(fetchCheck, { signal: controller.signal });
  await vi.advanceTimersByTimeAsync(0);
  controller.abort();
  await vi.advanceTimersByTimeAsync(10_000);
  await expect(outcome).resolves.toBe("unconfirmed");
  expect(fetchCheck).toHaveBeenCalledTimes(1);
});
