import type { BillingInterval } from "./plans.ts";
import type { SubscriptionSnapshot } from "#app/domain/premium-lifecycle.ts";

/** One row of the offline provider's books (db/schema/billing.ts), as plain data. */
export interface LocalSubscriptionRow {
  id: string;
  customerId: string;
  interval: BillingInterval;
  status: "open" | "expired" | "active" | "past_due" | "canceled";
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: number | null;
  endedAt: number | null;
}

const day = 24 * 60 * 60;

/** How long one payment lasts: a month as 30 days, a year as 365. */
export function periodSeconds(interval: BillingInterval): number {
  return interval === "monthly" ? 30 * day : 365 * day;
}

/**
 * What happens to a subscription as time passes, as Stripe does it: a period that ended
 * renews (the test card always pays), or ends the subscription when it was cancelled.
 */
export function settle(row: LocalSubscriptionRow, nowSeconds: number): LocalSubscriptionRow {
  if (row.status !== "active" || row.currentPeriodEnd === null) return row;
  if (row.currentPeriodEnd > nowSeconds) return row;
  if (row.cancelAtPeriodEnd) {
    return { ...row, status: "canceled", endedAt: row.currentPeriodEnd };
  }
  const period = periodSeconds(row.interval);
  const missed = Math.floor((nowSeconds - row.currentPeriodEnd) / period) + 1;
  return { ...row, currentPeriodEnd: row.currentPeriodEnd + missed * period };
}

export function localSnapshot(row: LocalSubscriptionRow): SubscriptionSnapshot | null {
  if (row.status === "open" || row.status === "expired") return null;
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: row.currentPeriodEnd,
    endedAt: row.endedAt,
  };
}
