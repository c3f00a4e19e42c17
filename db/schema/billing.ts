import { bigint, boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

// Each Stripe event id once: the insert and the state change it causes share a transaction,
// so a redelivered event finds its row and changes nothing (docs/decisions/011-premium.md).
export const stripeEvent = pgTable("stripe_event", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

// The offline payment provider's own books (used only when Stripe is not configured): one
// row per checkout, which becomes the subscription once paid. Plays Stripe's part, so the
// profile changes exactly as the webhooks would change it.
export const localSubscription = pgTable(
  "local_subscription",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    customerId: text("customer_id").notNull(),
    interval: text("interval", { enum: ["monthly", "yearly"] }).notNull(),
    // checkout: 'open' until paid; then Stripe's subscription statuses.
    status: text("status", {
      enum: ["open", "expired", "active", "past_due", "canceled"],
    }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    // Unix seconds, like Stripe.
    currentPeriodEnd: bigint("current_period_end", { mode: "number" }),
    endedAt: bigint("ended_at", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("local_subscription_customer_idx").on(table.customerId)],
);
