import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import type { PaymentProvider } from "./payment-provider.server.ts";
import type { BillingInterval } from "./plans.ts";
import type {
  SubscriptionSnapshot,
  SubscriptionStatusName,
} from "#app/domain/premium-lifecycle.ts";

export interface StripeSettings {
  secretKey: string;
  prices: Readonly<Record<BillingInterval, string>>;
  /** Tests point the SDK at an in-process fake; production talks to api.stripe.com. */
  connection?: { host: string; port: number; protocol: "http" | "https" };
}

export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...settings.connection,
  });
}

const knownStatuses: readonly SubscriptionStatusName[] = [
  "active",
  "trialing",
  "past_due",
  "canceled",
  "unpaid",
  "incomplete",
  "incomplete_expired",
  "paused",
];

function statusName(status: string): SubscriptionStatusName {
  return knownStatuses.find((known) => known === status) ?? "incomplete";
}

function idOf(value: string | { id: string } | null): string {
  if (value === null) return "";
  return typeof value === "string" ? value : value.id;
}

/**
 * Stripe's subscription as our snapshot. Since API version 2025-03-31 the billing period
 * lives on the subscription items, not on the subscription.
 */
function toSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const periodEnds = subscription.items.data.map((item) => item.current_period_end);
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer),
    status: statusName(subscription.status),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodEnd: periodEnds.length > 0 ? Math.max(...periodEnds) : null,
    endedAt: subscription.ended_at,
  };
}

const liveStatuses: ReadonlySet<string> = new Set(["active", "trialing", "past_due"]);

/** The live subscription if there is one, else the newest: what the member has now. */
function pickCurrent(subscriptions: Stripe.Subscription[]): Stripe.Subscription | null {
  const newestFirst = [...subscriptions].sort((a, b) => b.created - a.created);
  return newestFirst.find((sub) => liveStatuses.has(sub.status)) ?? newestFirst[0] ?? null;
}

/**
 * The Stripe adapter: Checkout in subscription mode for our two prices only, one customer
 * per account, an idempotency key on every write (the SDK's own retries reuse it), the
 * Customer Portal, and cancel at period end.
 */
export function createStripeProvider(settings: StripeSettings, client?: Stripe): PaymentProvider {
  const stripe = client ?? createStripeClient(settings);
  return {
    kind: "stripe",
    async createCustomer({ userId, email }) {
      const customer = await stripe.customers.create(
        { email: email ?? undefined, metadata: { userId } },
        // One customer per account, even when two checkouts start at once.
        { idempotencyKey: `customer-${userId}` },
      );
      return customer.id;
    },
    async createCheckout({ userId, customerId, interval, successUrl, cancelUrl }) {
      const price = settings.prices[interval];
      const session = await stripe.checkout.sessions.create(
        {
          mode: "subscription",
          customer: customerId,
          client_reference_id: userId,
          line_items: [{ price, quantity: 1 }],
          success_url: successUrl,
          cancel_url: cancelUrl,
          metadata: { userId },
          subscription_data: { metadata: { userId } },
        },
        { idempotencyKey: `checkout-${userId}-${randomUUID()}` },
      );
      if (!session.url)
        throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { url: session.url };
    },
    async latestSubscription(customerId) {
      const list = await stripe.subscriptions.list({
        customer: customerId,
        status: "all",
        limit: 10,
      });
      const current = pickCurrent(list.data);
      return current ? toSnapshot(current) : null;
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const updated = await stripe.subscriptions.update(
        subscriptionId,
        { cancel_at_period_end: cancel },
        { idempotencyKey: `cancel-${subscriptionId}-${cancel}-${randomUUID()}` },
      );
      return toSnapshot(updated);
    },
    async billingPortal(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },
  };
}
