import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

// The profile, one row per account (docs/data-model.md#profile). Its lists (achievements,
// liked games, claimed rewards…) live in their own keyed tables.
export const profile = pgTable(
  "profile",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    username: text("username").notNull().unique(),
    creationDate: timestamp("creation_date", { withTimezone: true }).notNull().defaultNow(),
    dojoCoins: integer("dojo_coins").notNull().default(0),
    premium: boolean("premium").notNull().default(false),
    cancelled: boolean("cancelled").notNull().default(false),
    stripeUserId: text("stripe_user_id").notNull().default(""),
    stripeSubscriptionId: text("stripe_subscription_id").notNull().default(""),
    // Unix seconds, as the API's premiumEndDate and the payment provider's dates.
    premiumEndDate: bigint("premium_end_date", { mode: "number" }),
    // The last renewal payment failed; Premium stays while the provider retries (isPastDue).
    pastDue: boolean("past_due").notNull().default(false),
    referredUsers: integer("referred_users").notNull().default(0),
    referredBy: text("referred_by"),
    // Games started while signed in, towards `party-starter`.
    gamesPlayed: integer("games_played").notNull().default(0),
    // The site's language the player last chose (`en`, `da`); null until they choose one.
    language: text("language"),
  },
  (table) => [check("profile_dojo_coins_not_negative", sql`${table.dojoCoins} >= 0`)],
);

// New accounts get `early-bird`; one row per achievement, by key.
export const achievement = pgTable(
  "achievement",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    achievementId: text("achievement_id").notNull(),
    unlockedAt: timestamp("unlocked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.achievementId] })],
);
