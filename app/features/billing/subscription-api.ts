import { z } from "zod/mini";
import { sendApiRequest } from "#app/utils/http/api-request.ts";
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

const urlSchema = z.object({ url: z.string().check(z.minLength(1)) });

class SubscriptionCallError extends Error {
  override name = "SubscriptionCallError";
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

/** One status check; throws on any failure so the retry can try again. */
async function fetchSubscriptionCheck(): Promise<SubscriptionCheck> {
  const answer = await sendApiRequest("/api/subscription/check-subscription", { method: "POST" });
  if (!answer.ok) {
    throw new SubscriptionCallError(answer.error ?? "The status check failed", answer.status);
  }
  return checkSchema.parse(answer.body);
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

/**
 * Asks for a page to send the browser to (checkout or billing). Errors are logged and
 * answered, so the page can show them (docs/errors.md#subscription).
 */
export async function requestRedirect(
  path: string,
  json?: unknown,
): Promise<{ ok: true; url: string } | { ok: false; status: number; error: string | null }> {
  const answer = await sendApiRequest(path, { method: "POST", json });
  if (!answer.ok) {
    console.error(`${path} failed`, answer.status, answer.error);
    return answer;
  }
  const parsed = urlSchema.safeParse(answer.body);
  if (!parsed.success) {
    console.error(`${path} answered without a url`);
    return { ok: false, status: answer.status, error: null };
  }
  return { ok: true, url: parsed.data.url };
}
