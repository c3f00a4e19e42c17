import type { SubscriptionCheck } from "#app/domain/premium-lifecycle.ts";

/** The status check makes 3 attempts; the delay starts at 2000 ms and doubles. */
const statusCheckAttempts = 3;
const statusCheckFirstDelayMs = 2000;

/** What the check answers once every attempt has failed (docs/product-rules.md#status-check). */
const failedCheck: SubscriptionCheck = {
  isPremium: false,
  isCanceled: false,
  isPastDue: false,
  subscriptionId: "",
  customerId: "",
  message: "All retries failed",
};

export type CheckOutcome =
  | { ok: true; check: SubscriptionCheck }
  /** The defaults after failed attempts: the caller skips the profile update. */
  | { ok: false; check: SubscriptionCheck };

export type Sleep = (ms: number) => Promise<void>;

const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the status check until one attempt succeeds: immediately, then after 2000 ms, then after
 * 4000 ms more (docs/constants.md#premium). A failure is a thrown error or a rejected promise. Once
 * `signal` aborts (the page that asked is gone), no further attempt is made.
 */
export async function checkWithRetry(
  attempt: () => Promise<SubscriptionCheck>,
  options: {
    onError?: (error: unknown, attempt: number) => void;
    sleep?: Sleep;
    signal?: AbortSignal;
  } = {},
): Promise<CheckOutcome> {
  const sleep = options.sleep ?? realSleep;
  let delay = statusCheckFirstDelayMs;
  for (let number = 1; number <= statusCheckAttempts; number++) {
    if (options.signal?.aborted) break;
    try {
      return { ok: true, check: await attempt() };
    } catch (error) {
      options.onError?.(error, number);
      if (number === statusCheckAttempts) break;
      await sleep(delay);
      delay *= 2;
    }
  }
  return { ok: false, check: failedCheck };
}
