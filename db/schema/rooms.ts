import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// A room: several phones playing one game (docs/decisions/027-rooms.md). The whole room is
// one JSON document, written with its version in the WHERE clause, so two servers applying
// moves to the same room at once can't overwrite each other: the second one reads again.
// A code is unique among open rooms only; ended rooms keep theirs until they are cleared.
export const room = pgTable(
  "room",
  {
    id: text("id").primaryKey(),
    code: text("code").notNull(),
    // The room as JSON text, not jsonb: only this service reads or writes it, always whole, and
    // turning the text into jsonb on every write doubled what a write cost the embedded
    // database (docs/decisions/035-room-hot-path.md).
    state: text("state").notNull(),
    version: integer("version").notNull().default(1),
    // A salted hash of the host's address, for the rooms-per-address limit; never shown.
    hostKey: text("host_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    activeAt: timestamp("active_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("room_open_code_idx")
      .on(table.code)
      .where(sql`${table.endedAt} is null`),
    index("room_host_key_idx").on(table.hostKey),
  ],
);
