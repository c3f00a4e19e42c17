/**
 * The Premium lifecycle (docs/product-rules.md#premium-lifecycle) as pure transitions over the
 * profile's billing fields. Every function takes the clock as an argument (unix seconds), so the
 * server decides with its own clock and the tests with a fixed one (docs/decisions/011-premium.md).
 */

/** The profile fields that govern Premium (docs/data-model.md#profile), plus the provider's ids. */
export interface PremiumRecord {
  premium: boolean;
  cancelled: boolean;
  pastDue: boolean;
  /** Unix seconds: the next billing date, or when a cancelled Premium ends. */
  premiumEndDate: number | null;
  /** The payment provider's customer id (`stripe_user_id`); "" before the first checkout. */
  customerId: string;
  /** `stripe_subscription_id`; "" until a subscription exists. */
  subscriptionId: string;
}

/** Stripe's subscription statuses; the offline provider uses the same words. */
export type SubscriptionStatusName =
  | "active"
  | "trialing"
  | "past_due"
  | "canceled"
  | "unpaid"
  | "incomplete"
  | "incomplete_expired"
  | "paused";

/** A subscription as the payment provider holds it now. */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  status: SubscriptionStatusName;
  cancelAtPeriodEnd: boolean;
  /** Unix seconds; null when the provider did not say. */
  currentPeriodEnd: number | null;
  endedAt: number | null;
}

/** The status check's answer (docs/data-model.md#subscription-status). */
export interface SubscriptionCheck {
  isPremium: boolean;
  isCanceled: boolean;
  isPastDue: boolean;
  subscriptionId: string;
  customerId: string;
  message: string;
}

/** Statuses in which the member has paid for the current period (past due: retrying). */
const paidStatuses: ReadonlySet<SubscriptionStatusName> = new Set([
  "active",
  "trialing",
  "past_due",
]);
/** Statuses after which the subscription gives nothing any more. */
const endedStatuses: ReadonlySet<SubscriptionStatusName> = new Set([
  "canceled",
  "unpaid",
  "incomplete_expired",
  "paused",
]);

/** Whether the record gives Premium now: a cancelled member keeps it until the end date. */
export function hasPremium(
  record: Pick<PremiumRecord, "premium" | "premiumEndDate">,
  nowSeconds: number,
): boolean {
  if (!record.premium) return false;
  return record.premiumEndDate === null || record.premiumEndDate > nowSeconds;
}

/** Premium expires once premiumEndDate (seconds) has passed. */
export function expirePremium(record: PremiumRecord, nowSeconds: number): PremiumRecord {
  if (!record.premium || hasPremium(record, nowSeconds)) return record;
  return { ...record, premium: false, pastDue: false };
}

/** After checkout: premium on, cancelled off, the subscription id stored. */
export function setPremium(
  record: PremiumRecord,
  subscription: { subscriptionId: string; customerId: string; periodEnd: number | null },
): PremiumRecord {
  return {
    ...record,
    premium: true,
    cancelled: false,
    pastDue: false,
    subscriptionId: subscription.subscriptionId,
    customerId: subscription.customerId,
    premiumEndDate: subscription.periodEnd,
  };
}

/** Cancelled at period end: Premium stays until `endDate`. */
export function markCancelled(record: PremiumRecord, endDate: number | null): PremiumRecord {
  return { ...record, cancelled: true, premiumEndDate: endDate ?? record.premiumEndDate };
}

/** What the status check answers for the provider's subscription. */
export function checkFromSnapshot(
  snapshot: SubscriptionSnapshot | null,
  customerId: string,
): SubscriptionCheck {
  if (!snapshot) {
    return {
      isPremium: false,
      isCanceled: false,
      isPastDue: false,
      subscriptionId: "",
      customerId,
      message: "No subscription found",
    };
  }
  const base = { subscriptionId: snapshot.id, customerId: snapshot.customerId };
  if (paidStatuses.has(snapshot.status)) {
    const isPastDue = snapshot.status === "past_due";
    return {
      ...base,
      isPremium: true,
      isCanceled: snapshot.cancelAtPeriodEnd,
      isPastDue,
      message: isPastDue
        ? "Subscription is past due"
        : snapshot.cancelAtPeriodEnd
          ? "Subscription ends at the end of the period"
          : "Subscription is active",
    };
  }
  return {
    ...base,
    isPremium: false,
    isCanceled: endedStatuses.has(snapshot.status),
    isPastDue: false,
    message: endedStatuses.has(snapshot.status)
      ? "Subscription has ended"
      : "Subscription is not paid yet",
  };
}

/**
 * Reconciliation after a status check (docs/product-rules.md#status-check): the check says premium
 * but the profile does not → premium with cancelled cleared and ids stored; the check says not
 * premium while the profile is premium and not cancelled → cancelled, the end date from the
 * subscription lookup. Then the end date rule applies.
 */
export function reconcile(
  record: PremiumRecord,
  check: SubscriptionCheck,
  lookupEndDate: number | null,
  nowSeconds: number,
): PremiumRecord {
  let next = record;
  if (check.isPremium && !record.premium) {
    next = setPremium(record, {
      subscriptionId: check.subscriptionId,
      customerId: check.customerId,
      periodEnd: lookupEndDate,
    });
  } else if (!check.isPremium && record.premium && !record.cancelled) {
    next = markCancelled(record, lookupEndDate);
  }
  if (next.premium && check.isPremium) next = { ...next, pastDue: check.isPastDue };
  return expirePremium(next, nowSeconds);
}

/**
 * The profile after the provider's latest word on the subscription (webhooks, the offline
 * provider). It depends only on that latest state, never on the order events came in.
 */
export function applySubscription(
  record: PremiumRecord,
  snapshot: SubscriptionSnapshot,
  nowSeconds: number,
): PremiumRecord {
  if (paidStatuses.has(snapshot.status)) {
    let next = setPremium(record, {
      subscriptionId: snapshot.id,
      customerId: snapshot.customerId,
      periodEnd: snapshot.currentPeriodEnd,
    });
    if (snapshot.cancelAtPeriodEnd) next = markCancelled(next, snapshot.currentPeriodEnd);
    return expirePremium({ ...next, pastDue: snapshot.status === "past_due" }, nowSeconds);
  }
  // An ended subscription that is not the member's current one changes nothing.
  if (endedStatuses.has(snapshot.status) && snapshot.id === record.subscriptionId) {
    const ended = markCancelled(record, snapshot.endedAt ?? snapshot.currentPeriodEnd);
    return expirePremium(
      { ...ended, premiumEndDate: ended.premiumEndDate ?? nowSeconds },
      nowSeconds,
    );
  }
  return expirePremium(record, nowSeconds);
}
