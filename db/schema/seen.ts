import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

// Every card an account's table has seen (docs/data-model.md#seen-cards): one row per account,
// the history as JSON text (per `<packId>:<list>`, a base64url bitset of prompt indexes). Text,
// not jsonb: only app/features/seen reads or writes it, always whole, never inside a query.
export const seenCards = pgTable("seen_cards", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  cards: text("cards").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
