import {
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

// One claim per reward and user: the primary key refuses the second one
// (docs/decisions/005-coins-atomicity.md).
export const rewardClaim = pgTable(
  "reward_claim",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    rewardId: text("reward_id").notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.rewardId] })],
);

// Every change of a balance, written in the transaction that changes it; the sum of a
// user's deltas is their dojo_coins. `reason` + `ref` name what the change was for (a
// reward id, a referred account, an unlocked pack), and each happens once per user.
export const coinLedger = pgTable(
  "coin_ledger",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    reason: text("reason").notNull(),
    ref: text("ref").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Also serves every per-user lookup, since user_id leads it.
  (table) => [uniqueIndex("coin_ledger_once").on(table.userId, table.reason, table.ref)],
);

// Premium packs bought with coins, for good.
export const packUnlock = pgTable(
  "pack_unlock",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    packId: text("pack_id").notNull(),
    unlockedAt: timestamp("unlocked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.packId] })],
);

// game_id is a built-in game slug or an authored pack id (docs/data-model.md#likes).
export const gameLike = pgTable(
  "game_like",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    gameId: text("game_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.gameId] })],
);
