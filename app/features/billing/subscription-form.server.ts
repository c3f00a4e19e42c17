import { redirect, type RouterContextProvider } from "react-router";
import { getEnv } from "#app/env.server.ts";
import { subscriptionCaller, withProvider } from "./subscription-caller.server.ts";
import { isPlaceholderEmail } from "#app/domain/placeholder-email.ts";
import type { BillingInterval } from "./plans.ts";
import { billingPortal, changeCancellation, startCheckout } from "./subscription.server.ts";
import type { SubscriptionAnswer, SubscriptionIntent } from "./subscription-intents.ts";

/**
 * The profile's subscription buttons (cancel, resume, the billing page) as a page action:
 * the same services as the JSON API, answered with a problem code the card words itself, or
 * with a redirect to the provider's billing page.
 */
export async function subscriptionFormAction(
  context: Readonly<RouterContextProvider>,
  intent: SubscriptionIntent,
): Promise<SubscriptionAnswer> {
  const called = await subscriptionCaller(context);
  if (!called.ok) {
    return {
      intent,
      ok: false,
      problem: called.response.status === 401 ? "signedOut" : "provider",
    };
  }
  const { user, db, payments, log } = called.caller;
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
}

/**
 * The pricing page's checkout button as a page action: the same service as
 * POST /api/subscription/create-checkout-session, then a redirect to the checkout page.
 */
export async function checkoutFormAction(
  context: Readonly<RouterContextProvider>,
  interval: BillingInterval,
): Promise<SubscriptionAnswer> {
  const intent = "checkout";
  const called = await subscriptionCaller(context);
  if (!called.ok) {
    return {
      intent,
      ok: false,
      problem: called.response.status === 401 ? "signedOut" : "provider",
    };
  }
  const { user, db, payments, log } = called.caller;
  const base = getEnv().BASE_URL;
  const result = await withProvider(log, "checkout", () =>
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
  if (!result.ok) return { intent, ok: false, problem: result.error };
  throw redirect(result.url);
}
