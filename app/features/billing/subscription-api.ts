import { z } from "zod/mini";
import { confirmPremium, type ConfirmationOutcome } from "./premium-confirmation.ts";
import type { SubscriptionCheck } from "#app/domain/premium-lifecycle.ts";
import { checkWithRetry, type CheckOutcome } from "./status-check-retry.ts";

const checkSchema = z.object({
  isPremium: z.boolean(),
  isCanceled: z.boolean(),
  isPastDue: z.boolean(),
  subscriptionId: z.string(),
  customerId: z.string(),
  message: z.string(),
});

class SubscriptionCallError extends Error {
  override name = "SubscriptionCallError";
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

/**
 * One status check (POST /api/subscription/check-subscription, which asks the payment
 * provider and keeps the profile in step); throws on any failure so the retry can try again.
 * Polled while the processing page waits, so a plain call rather than a page action: the
 * pages' data is reloaded once, when the check says Premium has arrived.
 */
async function fetchSubscriptionCheck(): Promise<SubscriptionCheck> {
  const response = await fetch("/api/subscription/check-subscription", { method: "POST" });
  if (!response.ok) {
    throw new SubscriptionCallError("The status check failed", response.status);
  }
  return checkSchema.parse(await response.json());
}

/** The status check, with its retries and its 'All retries failed' defaults. */
export function checkSubscriptionStatus(): Promise<CheckOutcome> {
  return checkWithRetry(fetchSubscriptionCheck, { onError: warnCheckFailed });
}

function warnCheckFailed(error: unknown, attempt: number) {
  console.warn(`subscription status check ${attempt} failed`, error);
}

/** One budget of status checks while the processing page waits (premium-confirmation.ts). */
export function confirmPremiumPayment(signal: AbortSignal): Promise<ConfirmationOutcome> {
  return confirmPremium(fetchSubscriptionCheck, { onError: warnCheckFailed, signal });
}
