import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { localSubscription } from "#db/schema/billing.ts";
import {
  localSnapshot,
  periodSeconds,
  settle,
  type LocalSubscriptionRow,
} from "./local-subscription.ts";
import type { PaymentProvider } from "./payment-provider.server.ts";
import { hasPremium, type SubscriptionSnapshot } from "#app/domain/premium-lifecycle.ts";
import { readPremiumRecord, syncSubscription } from "./subscription.server.ts";

const localCheckoutPath = "/billing/test-checkout";
const localPortalPath = "/billing/test-portal";

function newId(prefix: string): string {
  return `${prefix}_local_${randomBytes(12).toString("base64url")}`;
}

// What newId("sub") makes: the id in a test checkout's address.
const checkoutIdPattern = /^sub_local_[A-Za-z0-9_-]{16}$/;

/** Whether a URL's id can name a test checkout at all; checked before any query. */
export function isLocalCheckoutId(value: string): boolean {
  return checkoutIdPattern.test(value);
}

const rowColumns = {
  id: localSubscription.id,
  customerId: localSubscription.customerId,
  interval: localSubscription.interval,
  status: localSubscription.status,
  cancelAtPeriodEnd: localSubscription.cancelAtPeriodEnd,
  currentPeriodEnd: localSubscription.currentPeriodEnd,
  endedAt: localSubscription.endedAt,
};

/** Stores what time did to a subscription (a renewal, or the end of a cancelled one). */
async function settled(
  db: Database,
  row: LocalSubscriptionRow,
  nowSeconds: number,
): Promise<LocalSubscriptionRow> {
  const next = settle(row, nowSeconds);
  if (next === row) return row;
  await db
    .update(localSubscription)
    .set({ status: next.status, currentPeriodEnd: next.currentPeriodEnd, endedAt: next.endedAt })
    .where(eq(localSubscription.id, row.id));
  return next;
}

async function subscriptionsOf(db: Database, customerId: string, nowSeconds: number) {
  const rows = await db
    .select(rowColumns)
    .from(localSubscription)
    .where(
      and(
        eq(localSubscription.customerId, customerId),
        inArray(localSubscription.status, ["active", "past_due", "canceled"]),
      ),
    )
    .orderBy(desc(localSubscription.createdAt));
  const result: LocalSubscriptionRow[] = [];
  for (const row of rows) result.push(await settled(db, row, nowSeconds));
  return result;
}

function current(rows: LocalSubscriptionRow[]): LocalSubscriptionRow | null {
  return rows.find((row) => row.status !== "canceled") ?? rows[0] ?? null;
}

/**
 * The offline test provider (docs/decisions/011-premium.md): our own checkout page, "Test mode — no
 * money is taken", with the subscription kept in `local_subscription`. It plays Stripe's part, and
 * every change reaches the profile through the same `syncSubscription` as Stripe's webhooks.
 */
export function createLocalProvider(db: Database, clock: () => number): PaymentProvider {
  return {
    kind: "local",
    async createCustomer() {
      return newId("cus");
    },
    async createCheckout({ userId, customerId, interval }) {
      const id = newId("sub");
      await db
        .insert(localSubscription)
        .values({ id, userId, customerId, interval, status: "open" });
      return { url: `${localCheckoutPath}/${id}` };
    },
    async latestSubscription(customerId) {
      const row = current(await subscriptionsOf(db, customerId, clock()));
      return row ? localSnapshot(row) : null;
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const [row] = await db
        .update(localSubscription)
        .set({ cancelAtPeriodEnd: cancel })
        .where(eq(localSubscription.id, subscriptionId))
        .returning(rowColumns);
      const snapshot = row ? localSnapshot(await settled(db, row, clock())) : null;
      if (!snapshot) throw new Error(`No test subscription ${subscriptionId}`);
      return snapshot;
    },
    async billingPortal() {
      return { url: localPortalPath };
    },
  };
}

/** An open test checkout of this account, or null. */
export async function openLocalCheckout(
  db: Database,
  userId: string,
  id: string,
): Promise<LocalSubscriptionRow | null> {
  const [row] = await db
    .select(rowColumns)
    .from(localSubscription)
    .where(
      and(
        eq(localSubscription.id, id),
        eq(localSubscription.userId, userId),
        eq(localSubscription.status, "open"),
      ),
    );
  return row ?? null;
}

export type CheckoutOutcome = "pay" | "cancel" | "fail";

/**
 * Finishes a test checkout as the buyer chose: paid (the subscription starts and Premium
 * with it), left, or declined. Only an open checkout of this account moves; answers false
 * otherwise.
 */
export async function finishLocalCheckout(
  db: Database,
  userId: string,
  id: string,
  outcome: CheckoutOutcome,
  nowSeconds: number,
): Promise<boolean> {
  const open = await openLocalCheckout(db, userId, id);
  if (!open) return false;
  const paid = outcome === "pay";
  // A second checkout opened before the first was paid must not start a second subscription.
  const record = await readPremiumRecord(db, userId);
  if (paid && record && hasPremium(record, nowSeconds)) return false;
  const [row] = await db
    .update(localSubscription)
    .set(
      paid
        ? { status: "active", currentPeriodEnd: nowSeconds + periodSeconds(open.interval) }
        : { status: "expired" },
    )
    .where(and(eq(localSubscription.id, id), eq(localSubscription.status, "open")))
    .returning(rowColumns);
  if (!row) return false;
  if (paid) await syncSubscription(db, row.customerId, localSnapshot(row), nowSeconds);
  return true;
}

/** The account's test subscription as the test billing page shows it. */
export async function localSubscriptionOf(
  db: Database,
  customerId: string,
  nowSeconds: number,
): Promise<SubscriptionSnapshot | null> {
  if (customerId === "") return null;
  const row = current(await subscriptionsOf(db, customerId, nowSeconds));
  return row ? localSnapshot(row) : null;
}

export type TestClockAction = "end-period" | "fail-renewal" | "pay-overdue";

/**
 * The test billing page's clock and card, like Stripe's test clocks: end the paid period
 * now, make the renewal payment fail (past due), or pay the overdue invoice.
 */
export async function runTestClock(
  db: Database,
  customerId: string,
  action: TestClockAction,
  nowSeconds: number,
): Promise<boolean> {
  const row = current(await subscriptionsOf(db, customerId, nowSeconds));
  if (!row || row.status === "canceled") return false;
  const change =
    action === "end-period"
      ? { currentPeriodEnd: nowSeconds - 1 }
      : action === "fail-renewal"
        ? { status: "past_due" as const }
        : { status: "active" as const };
  const [updated] = await db
    .update(localSubscription)
    .set(change)
    .where(eq(localSubscription.id, row.id))
    .returning(rowColumns);
  if (!updated) return false;
  const moved = await settled(db, updated, nowSeconds);
  await syncSubscription(db, customerId, localSnapshot(moved), nowSeconds);
  return true;
}
