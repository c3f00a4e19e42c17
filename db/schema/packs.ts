import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

export interface AuthoredPrompt {
  text: string;
}

// An authored pack, one row per pack (docs/data-model.md#pack). The `draft` tag is kept in
// `tags` as authored and mirrored in `status`, which is what queries and indexes use.
export const pack = pgTable(
  "pack",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull(),
    author: text("author").notNull(),
    explicit: boolean("explicit").notNull().default(false),
    alcohol: boolean("alcohol").notNull().default(false),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("draft"),
    // The language its prompts are written in; content always carries one.
    language: text("language").notNull().default("en"),
    prompts: jsonb("prompts").$type<AuthoredPrompt[]>().notNull(),
    likes: integer("likes").notNull().default(0),
    plays: integer("plays").notNull().default(0),
    // When its owner first shared the link of the published pack (the `share-pack` reward).
    sharedAt: timestamp("shared_at", { withTimezone: true }),
    creationDate: timestamp("creation_date", { withTimezone: true }).notNull().defaultNow(),
    lastUpdated: timestamp("last_updated", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("pack_owner_idx").on(table.ownerId),
    index("pack_status_idx").on(table.status),
    check("pack_likes_not_negative", sql`${table.likes} >= 0`),
    check("pack_plays_not_negative", sql`${table.plays} >= 0`),
  ],
);

// Reports of a published pack, for admins to review; one per reporter and pack.
export const packReport = pgTable(
  "pack_report",
  {
    packId: text("pack_id")
      .notNull()
      .references(() => pack.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.packId, table.reporterId] })],
);
