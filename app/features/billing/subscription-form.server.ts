import { redirect } from "react-router";
import type { SubscriptionRequest } from "./subscription-caller.server.ts";
import type { SubscriptionAnswer, SubscriptionIntent } from "./subscription-intents.ts";
import {
  billingPortalFor,
  changeCancellationFor,
  checkoutFor,
} from "./subscription-services.server.ts";

/**
 * The profile's subscription buttons (cancel, resume, the billing page) as a page action:
 * the same services as the JSON API, answered with a problem code the card words itself, or
 * with a redirect to the provider's billing page.
 */
export async function subscriptionFormAction(
  from: SubscriptionRequest,
  intent: SubscriptionIntent,
): Promise<SubscriptionAnswer> {
  if (intent === "billing-portal") {
    const result = await billingPortalFor(from);
    if (!result.ok) return { intent, ok: false, problem: result.problem };
    throw redirect(result.url);
  }
  const result = await changeCancellationFor(from, intent === "cancel-subscription");
  return result.ok ? { intent, ok: true } : { intent, ok: false, problem: result.problem };
}

/** The pricing page's checkout button ({price_id}): on to the checkout page, or why not. */
export async function checkoutFormAction(
  from: SubscriptionRequest,
  input: unknown,
): Promise<SubscriptionAnswer> {
  const result = await checkoutFor(from, input);
  if (!result.ok) return { intent: "checkout", ok: false, problem: result.problem };
  throw redirect(result.url);
}
