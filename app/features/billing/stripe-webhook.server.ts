import type Stripe from "stripe";
import type { Database } from "#db/client.server.ts";
import type { PaymentProvider } from "./payment-provider.server.ts";
import { eventSeen, syncSubscription } from "./subscription.server.ts";

/** The events that can change a member's Premium; Stripe's others are acknowledged and ignored. */
const handledEventTypes: ReadonlySet<string> = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
]);

export interface WebhookDeps {
  stripe: Stripe;
  webhookSecret: string;
  provider: PaymentProvider;
  /** Unix seconds. */
  clock: () => number;
  log: (message: string, details: Record<string, unknown>) => void;
}

export interface WebhookAnswer {
  status: number;
  body: Record<string, unknown>;
}

function customerOf(event: Stripe.Event): string | null {
  const object: unknown = event.data.object;
  if (typeof object !== "object" || object === null || !("customer" in object)) return null;
  const customer = object.customer;
  if (typeof customer === "string") return customer;
  if (typeof customer === "object" && customer !== null && "id" in customer) {
    return typeof customer.id === "string" ? customer.id : null;
  }
  return null;
}

/**
 * POST /api/stripe/webhook. The signature is checked on the raw body (a stale or forged one
 * is a 400 and changes nothing). Every handled event leads to the same step: ask Stripe for
 * the customer's subscription as it is now and apply that, so events arriving late, twice or
 * out of order all end in the same state (docs/decisions/011-premium.md).
 */
export async function handleStripeWebhook(
  db: Database,
  deps: WebhookDeps,
  rawBody: Buffer | string,
  signature: string | undefined,
): Promise<WebhookAnswer> {
  if (!signature) return { status: 400, body: { error: "Missing Stripe-Signature header." } };
  let event: Stripe.Event;
  try {
    event = deps.stripe.webhooks.constructEvent(rawBody, signature, deps.webhookSecret);
  } catch (error) {
    deps.log("webhook signature refused", { error: String(error) });
    return { status: 400, body: { error: "The webhook signature is not valid." } };
  }
  if (!handledEventTypes.has(event.type)) return { status: 200, body: { received: true } };
  const customerId = customerOf(event);
  if (!customerId) return { status: 200, body: { received: true } };
  if (await eventSeen(db, event.id)) {
    return { status: 200, body: { received: true, duplicate: true } };
  }
  const snapshot = await deps.provider.latestSubscription(customerId);
  const result = await syncSubscription(db, customerId, snapshot, deps.clock(), {
    id: event.id,
    type: event.type,
  });
  if (result === "unknown-customer") {
    deps.log("webhook for a customer without a profile", { eventId: event.id, customerId });
  }
  return { status: 200, body: { received: true, duplicate: result === "duplicate" } };
}
