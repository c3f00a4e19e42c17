import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "#db/client.server.ts";
import { stripeEvent } from "#db/schema/billing.ts";
import { profile } from "#db/schema/profile.ts";
import { grantAchievement } from "#app/domain/achievements.server.ts";
import type { PaymentProvider } from "./payment-provider.server.ts";
import type { BillingInterval } from "./plans.ts";
import {
  applySubscription,
  checkFromSnapshot,
  hasPremium,
  reconcile,
  type PremiumRecord,
  type SubscriptionCheck,
  type SubscriptionSnapshot,
} from "#app/domain/premium-lifecycle.ts";

/** The API's words for each refusal (docs/errors.md#subscription); pages say them their own way. */
export const subscriptionMessages = {
  noProfile: "There is no profile for this account.",
  alreadyPremium: "You already have Premium. Manage it on your profile.",
  noSubscription: "You have no Premium subscription to change.",
  notCancelled: "Your Premium is not cancelled, so there is nothing to resume.",
  alreadyCancelled: "Your Premium is already cancelled.",
  provider: "The payment service did not answer. Nothing was charged; try again in a minute.",
} as const;

export type SubscriptionProblem = keyof typeof subscriptionMessages;

export type ServiceResult<T> =
  ({ ok: true } & T) | { ok: false; status: number; error: SubscriptionProblem };

const columns = {
  premium: profile.premium,
  cancelled: profile.cancelled,
  pastDue: profile.pastDue,
  premiumEndDate: profile.premiumEndDate,
  customerId: profile.stripeUserId,
  subscriptionId: profile.stripeSubscriptionId,
};

/** The profile's billing fields, or null when the account has no profile. */
export async function readPremiumRecord(
  db: Database | Transaction,
  userId: string,
): Promise<PremiumRecord | null> {
  const [row] = await db.select(columns).from(profile).where(eq(profile.userId, userId));
  return row ?? null;
}

async function saveRecord(
  tx: Transaction,
  userId: string,
  before: PremiumRecord,
  after: PremiumRecord,
) {
  await tx
    .update(profile)
    .set({
      premium: after.premium,
      cancelled: after.cancelled,
      pastDue: after.pastDue,
      premiumEndDate: after.premiumEndDate,
      stripeUserId: after.customerId,
      stripeSubscriptionId: after.subscriptionId,
    })
    .where(eq(profile.userId, userId));
  // `supporter` is earned when Premium starts, and kept (docs/product-rules.md#achievements).
  if (after.premium && !before.premium) await grantAchievement(tx, userId, "supporter");
}

export type SyncResult = "applied" | "duplicate" | "unknown-customer";

/**
 * Brings the customer's profile in line with the provider's latest subscription. With an
 * event, its id is recorded in the same transaction: a redelivery changes nothing. The
 * snapshot is fetched before this is called: never a network call inside a transaction.
 */
export async function syncSubscription(
  db: Database,
  customerId: string,
  snapshot: SubscriptionSnapshot | null,
  nowSeconds: number,
  event?: { id: string; type: string },
): Promise<SyncResult> {
  return db.transaction(async (tx) => {
    if (event) {
      const recorded = await tx
        .insert(stripeEvent)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: stripeEvent.id });
      if (recorded.length === 0) return "duplicate";
    }
    const [row] = await tx
      .select({ userId: profile.userId, ...columns })
      .from(profile)
      .where(eq(profile.stripeUserId, customerId))
      .for("update");
    if (!row) return "unknown-customer";
    const { userId, ...before } = row;
    if (!snapshot) return "applied";
    await saveRecord(tx, userId, before, applySubscription(before, snapshot, nowSeconds));
    return "applied";
  });
}

/** Whether this event id was processed already (a cheap look before asking the provider). */
export async function eventSeen(db: Database, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: stripeEvent.id })
    .from(stripeEvent)
    .where(eq(stripeEvent.id, eventId));
  return row !== undefined;
}

async function customerOf(
  db: Database,
  provider: PaymentProvider,
  account: { id: string; email: string | null },
): Promise<string | null> {
  const record = await readPremiumRecord(db, account.id);
  if (!record) return null;
  if (record.customerId !== "") return record.customerId;
  const created = await provider.createCustomer({ userId: account.id, email: account.email });
  // Only the first writer stores its customer; a concurrent second one reads that one back.
  await db
    .update(profile)
    .set({ stripeUserId: created })
    .where(and(eq(profile.userId, account.id), eq(profile.stripeUserId, "")));
  const stored = await readPremiumRecord(db, account.id);
  return stored?.customerId || created;
}

/** POST /api/subscription/create-checkout-session: a checkout page for one plan. */
export async function startCheckout(
  db: Database,
  provider: PaymentProvider,
  account: { id: string; email: string | null },
  interval: BillingInterval,
  urls: { successUrl: string; cancelUrl: string },
  nowSeconds: number,
): Promise<ServiceResult<{ url: string }>> {
  const record = await readPremiumRecord(db, account.id);
  if (!record) return { ok: false, status: 404, error: "noProfile" };
  if (hasPremium(record, nowSeconds)) {
    return { ok: false, status: 409, error: "alreadyPremium" };
  }
  const customerId = await customerOf(db, provider, account);
  if (!customerId) return { ok: false, status: 404, error: "noProfile" };
  const { url } = await provider.createCheckout({
    userId: account.id,
    customerId,
    interval,
    ...urls,
  });
  return { ok: true, url };
}

/** Cancel at period end (cancel) or take that back (resume); Premium stays until the end date. */
export async function changeCancellation(
  db: Database,
  provider: PaymentProvider,
  userId: string,
  cancel: boolean,
  nowSeconds: number,
): Promise<ServiceResult<{ record: PremiumRecord }>> {
  const record = await readPremiumRecord(db, userId);
  if (!record) return { ok: false, status: 404, error: "noProfile" };
  if (!hasPremium(record, nowSeconds) || record.subscriptionId === "") {
    return { ok: false, status: 409, error: "noSubscription" };
  }
  if (cancel && record.cancelled) {
    return { ok: false, status: 409, error: "alreadyCancelled" };
  }
  if (!cancel && !record.cancelled) {
    return { ok: false, status: 409, error: "notCancelled" };
  }
  const snapshot = await provider.setCancelAtPeriodEnd(record.subscriptionId, cancel);
  await syncSubscription(db, record.customerId, snapshot, nowSeconds);
  const after = await readPremiumRecord(db, userId);
  return after ? { ok: true, record: after } : { ok: false, status: 404, error: "noProfile" };
}

/**
 * Stops a live subscription from renewing before its account is deleted: nobody pays again
 * for an account that no longer exists, and the period already paid for simply ends with the
 * account. It may go to the provider, so it runs before (never inside) the deletion's
 * transaction; a provider failure throws, and the account is then kept.
 */
export async function stopRenewal(
  db: Database,
  provider: PaymentProvider,
  userId: string,
  nowSeconds: number,
): Promise<"stopped" | "nothing-to-stop"> {
  const record = await readPremiumRecord(db, userId);
  if (!record || record.cancelled || record.subscriptionId === "") return "nothing-to-stop";
  if (!hasPremium(record, nowSeconds)) return "nothing-to-stop";
  const snapshot = await provider.setCancelAtPeriodEnd(record.subscriptionId, true);
  await syncSubscription(db, record.customerId, snapshot, nowSeconds);
  return "stopped";
}

/**
 * POST /api/subscription/check-subscription: asks the provider, answers its status and
 * reconciles the profile with it (docs/product-rules.md#status-check).
 */
export async function checkSubscription(
  db: Database,
  provider: PaymentProvider,
  userId: string,
  nowSeconds: number,
): Promise<ServiceResult<{ check: SubscriptionCheck }>> {
  const record = await readPremiumRecord(db, userId);
  if (!record) return { ok: false, status: 404, error: "noProfile" };
  const snapshot =
    record.customerId === "" ? null : await provider.latestSubscription(record.customerId);
  const check = checkFromSnapshot(snapshot, record.customerId);
  const lookupEnd = snapshot ? (snapshot.endedAt ?? snapshot.currentPeriodEnd) : null;
  await db.transaction(async (tx) => {
    // Re-read under a lock: a webhook may have changed the row while the provider answered.
    const [current] = await tx
      .select(columns)
      .from(profile)
      .where(eq(profile.userId, userId))
      .for("update");
    if (!current) return;
    await saveRecord(tx, userId, current, reconcile(current, check, lookupEnd, nowSeconds));
  });
  return { ok: true, check };
}

/** The provider's page for card, invoices and the subscription. */
export async function billingPortal(
  db: Database,
  provider: PaymentProvider,
  userId: string,
  returnUrl: string,
): Promise<ServiceResult<{ url: string }>> {
  const record = await readPremiumRecord(db, userId);
  if (!record) return { ok: false, status: 404, error: "noProfile" };
  if (record.customerId === "") {
    return { ok: false, status: 409, error: "noSubscription" };
  }
  return { ok: true, ...(await provider.billingPortal(record.customerId, returnUrl)) };
}
