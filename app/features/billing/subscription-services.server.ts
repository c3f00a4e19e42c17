import { getEnv } from "#app/env.server.ts";
import { isPlaceholderEmail } from "#app/domain/placeholder-email.ts";
import { checkoutRequestSchema, intervalOfPriceId } from "./checkout-request.ts";
import {
  forCaller,
  subscriptionCaller,
  type CallerProblem,
  type SubscriptionOutcome,
  type SubscriptionRequest,
} from "./subscription-caller.server.ts";
import {
  billingPortal,
  changeCancellation,
  checkSubscription,
  startCheckout,
  type SubscriptionProblem,
} from "./subscription.server.ts";

/**
 * The subscription's writes, one service each, called by the pages' actions and by the JSON
 * API alike; each answers a problem code the caller words (the page from its catalogue, the
 * API in docs/errors.md's words).
 */

const problemStatuses: Record<SubscriptionProblem | CallerProblem | "unknownPrice", number> = {
  signedOut: 401,
  unavailable: 503,
  unknownPrice: 400,
  noProfile: 404,
  alreadyPremium: 409,
  noSubscription: 409,
  notCancelled: 409,
  alreadyCancelled: 409,
  provider: 502,
};

/** The HTTP status of a refusal, for the pages' actions and the API alike. */
export function subscriptionProblemStatus(
  problem: SubscriptionProblem | CallerProblem | "unknownPrice",
): number {
  return problemStatuses[problem];
}

/**
 * A checkout page for the plan `input` names ({price_id}, checked by the one schema) once
 * the caller is known: who asks is answered before what they ask for.
 */
export async function checkoutFor(
  from: SubscriptionRequest,
  input: unknown,
): Promise<SubscriptionOutcome<{ url: string }>> {
  const called = await subscriptionCaller(from);
  if (!called.ok) return called;
  const parsed = checkoutRequestSchema.safeParse(input);
  const interval = parsed.success ? intervalOfPriceId(parsed.data.price_id) : null;
  if (!interval) return { ok: false, problem: "unknownPrice" };
  const base = getEnv().BASE_URL;
  return forCaller(from, "checkout", ({ user, db, payments }, now) =>
    startCheckout(
      db,
      payments,
      { id: user.id, email: isPlaceholderEmail(user.email) ? null : user.email },
      interval,
      {
        successUrl: `${base}/info/premium-processing`,
        cancelUrl: `${base}/info/premium-cancelled`,
      },
      now,
    ),
  );
}

/** Cancels at the end of the paid period (`cancel`), or takes a cancellation back. */
export function changeCancellationFor(from: SubscriptionRequest, cancel: boolean) {
  return forCaller(from, cancel ? "cancel" : "resume", ({ user, db, payments }, now) =>
    changeCancellation(db, payments, user.id, cancel, now),
  );
}

/** The provider's billing page (card, invoices, plan), coming back to the profile. */
export function billingPortalFor(from: SubscriptionRequest) {
  return forCaller(from, "billing portal", ({ user, db, payments }) =>
    billingPortal(db, payments, user.id, `${getEnv().BASE_URL}/profile`),
  );
}

/** The status answer; the profile is reconciled with it on the way. */
export function checkSubscriptionFor(from: SubscriptionRequest) {
  return forCaller(from, "status check", ({ user, db, payments }, now) =>
    checkSubscription(db, payments, user.id, now),
  );
}
