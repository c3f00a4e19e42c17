import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

// Feedback (docs/data-model.md#feedback): one row per thumbs-up/down with an optional comment.
export const feedback = pgTable(
  "feedback",
  {
    id: text("id").primaryKey(),
    // When it was sent, as a string of milliseconds, the form the product has always used.
    time: text("time").notNull(),
    feedback: text("feedback").notNull(),
    user: text("user").notNull(),
    // Who sent it, while the account exists: usernames change, and deleting an account
    // leaves its feedback behind as 'anonymous'.
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    positive: boolean("positive").notNull(),
    game: text("game").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("feedback_game_idx").on(table.game),
    index("feedback_user_id_idx").on(table.userId),
  ],
);
