import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// A dare written for a friend (/misc/you-have-been-dared): the link carries only `id`, so
// nobody can put their own text into a Party Dojo URL. `sender_key` is a salted hash of the
// sender's address, kept for the rate limit and never shown.
export const dare = pgTable(
  "dare",
  {
    id: text("id").primaryKey(),
    text: text("text").notNull(),
    language: text("language").notNull(),
    senderKey: text("sender_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("dare_sender_key_created_at_idx").on(table.senderKey, table.createdAt)],
);
