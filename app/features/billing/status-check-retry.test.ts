import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { SubscriptionCheck } from "#app/domain/premium-lifecycle.ts";
import { checkWithRetry } from "./status-check-retry.ts";

const premiumCheck: SubscriptionCheck = {
  isPremium: true,
  isCanceled: false,
  isPastDue: false,
  subscriptionId: "sub_1",
  customerId: "cus_1",
  message: "Subscription is active",
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test("three attempts, 2000 ms then 4000 ms apart, then the 'All retries failed' defaults", async () => {
  const attemptsAt: number[] = [];
  const start = Date.now();
  const attempt = vi.fn(async (): Promise<SubscriptionCheck> => {
    attemptsAt.push(Date.now() - start);
    throw new Error("offline");
  });
  const outcome = checkWithRetry(attempt);
  await vi.advanceTimersByTimeAsync(0);
  expect(attemptsAt).toEqual([0]);
  await vi.advanceTimersByTimeAsync(1999);
  expect(attemptsAt).toEqual([0]);
  await vi.advanceTimersByTimeAsync(1);
  expect(attemptsAt).toEqual([0, 2000]);
  await vi.advanceTimersByTimeAsync(4000);
  expect(attemptsAt).toEqual([0, 2000, 6000]);
  await expect(outcome).resolves.toEqual({
    ok: false,
    check: {
      isPremium: false,
      isCanceled: false,
      isPastDue: false,
      subscriptionId: "",
      customerId: "",
      message: "All retries failed",
    },
  });
  expect(attempt).toHaveBeenCalledTimes(3);
  // No fourth attempt is waiting.
  expect(vi.getTimerCount()).toBe(0);
});

test("stops at the first attempt that answers", async () => {
  const attempt = vi
    .fn<() => Promise<SubscriptionCheck>>()
    .mockRejectedValueOnce(new Error("503"))
    .mockResolvedValueOnce(premiumCheck);
  const errors: number[] = [];
  const outcome = checkWithRetry(attempt, { onError: (_error, number) => errors.push(number) });
  await vi.advanceTimersByTimeAsync(2000);
  await expect(outcome).resolves.toEqual({ ok: true, check: premiumCheck });
  expect(attempt).toHaveBeenCalledTimes(2);
  expect(errors).toEqual([1]);
});

test("an answer on the first attempt needs no timer", async () => {
  await expect(checkWithRetry(async () => premiumCheck)).resolves.toEqual({
    ok: true,
    check: premiumCheck,
  });
  expect(vi.getTimerCount()).toBe(0);
});

test("no attempt after the signal aborts", async () => {
  const controller = new AbortController();
  const attempt = vi.fn(async (): Promise<SubscriptionCheck> => {
    throw new Error("offline");
  });
  const outcome = checkWithRetry(attempt, { signal: controller.signal });
  await vi.advanceTimersByTimeAsync(0);
  controller.abort();
  await vi.advanceTimersByTimeAsync(10_000);
  await expect(outcome).resolves.toMatchObject({ ok: false });
  expect(attempt).toHaveBeenCalledTimes(1);
});
