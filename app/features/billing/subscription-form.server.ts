import { redirect } from "react-router";
import { getEnv } from "#app/env.server.ts";
import { isPlaceholderEmail } from "#app/domain/placeholder-email.ts";
import type { BillingInterval } from "./plans.ts";
import {
  subscriptionCaller,
  withProvider,
  type SubscriptionCaller,
  type SubscriptionRequest,
} from "./subscription-caller.server.ts";
import type { SubscriptionAnswer, SubscriptionIntent } from "./subscription-intents.ts";
import {
  billingPortal,
  changeCancellation,
  startCheckout,
  type SubscriptionProblem,
} from "./subscription.server.ts";

const problemStatuses: Record<SubscriptionProblem | "signedOut", number> = {
  signedOut: 401,
  noProfile: 404,
  alreadyPremium: 409,
  noSubscription: 409,
  notCancelled: 409,
  alreadyCancelled: 409,
  provider: 502,
};

/** The HTTP status a page's action answers a refusal with. */
export function subscriptionProblemStatus(problem: SubscriptionProblem | "signedOut"): number {
  return problemStatuses[problem];
}

/** A checkout page for the plan, for POST /api/subscription/create-checkout-session too. */
export function checkoutFor(
  { user, db, payments, log }: SubscriptionCaller,
  interval: BillingInterval,
) {
  const base = getEnv().BASE_URL;
  return withProvider(log, "checkout", () =>
    startCheckout(
      db,
      payments,
      { id: user.id, email: isPlaceholderEmail(user.email) ? null : user.email },
      interval,
      {
        successUrl: `${base}/info/premium-processing`,
        cancelUrl: `${base}/info/premium-cancelled`,
      },
      Math.floor(Date.now() / 1000),
    ),
  );
}

/** One call of a page's action: the signed-in caller's `run`, or why not. */
async function withCaller(
  from: SubscriptionRequest,
  intent: SubscriptionAnswer["intent"],
  run: (caller: SubscriptionCaller) => Promise<SubscriptionAnswer>,
): Promise<SubscriptionAnswer> {
  const called = await subscriptionCaller(from);
  if (called.ok) return run(called.caller);
  return { intent, ok: false, problem: called.response.status === 401 ? "signedOut" : "provider" };
}

/**
 * The profile's subscription buttons (cancel, resume, the billing page) as a page action:
 * the same services as the JSON API, answered with a problem code the card words itself, or
 * with a redirect to the provider's billing page.
 */
export function subscriptionFormAction(
  from: SubscriptionRequest,
  intent: SubscriptionIntent,
): Promise<SubscriptionAnswer> {
  return withCaller(from, intent, async ({ user, db, payments, log }) => {
    if (intent === "billing-portal") {
      const result = await withProvider(log, "billing portal", () =>
        billingPortal(db, payments, user.id, `${getEnv().BASE_URL}/profile`),
      );
      if (!result.ok) return { intent, ok: false, problem: result.error };
      throw redirect(result.url);
    }
    const now = Math.floor(Date.now() / 1000);
    const result = await withProvider(log, intent, () =>
      changeCancellation(db, payments, user.id, intent === "cancel-subscription", now),
    );
    return result.ok ? { intent, ok: true } : { intent, ok: false, problem: result.error };
  });
}

/** The pricing page's checkout button: on to the checkout page, or why not. */
export function checkoutFormAction(
  from: SubscriptionRequest,
  interval: BillingInterval,
): Promise<SubscriptionAnswer> {
  return withCaller(from, "checkout", async (caller) => {
    const result = await checkoutFor(caller, interval);
    if (!result.ok) return { intent: "checkout", ok: false, problem: result.error };
    throw redirect(result.url);
  });
}
