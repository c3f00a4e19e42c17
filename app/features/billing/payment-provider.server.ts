import type { BillingInterval } from "./plans.ts";
import type { SubscriptionSnapshot } from "#app/domain/premium-lifecycle.ts";

/**
 * What the subscription service needs from a card payment provider (docs/decisions/011-premium.md):
 * Stripe in production, the offline test provider when Stripe is not configured. Every method may
 * go to the network, so none is ever called inside a database transaction.
 */
export interface PaymentProvider {
  readonly kind: "stripe" | "local";
  /** One customer per account; called once, before the account's first checkout. */
  createCustomer(account: { userId: string; email: string | null }): Promise<string>;
  /** A hosted checkout page for a subscription to one of the two plans. */
  createCheckout(input: {
    userId: string;
    customerId: string;
    interval: BillingInterval;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ url: string }>;
  /** The customer's subscription that matters now (live first, else the newest), or null. */
  latestSubscription(customerId: string): Promise<SubscriptionSnapshot | null>;
  /** Cancels at the end of the period (true) or takes that back (false). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionSnapshot>;
  /** Where the member manages card, invoices and the subscription. */
  billingPortal(customerId: string, returnUrl: string): Promise<{ url: string }>;
}
