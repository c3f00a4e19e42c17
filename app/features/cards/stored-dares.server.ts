import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, gte } from "drizzle-orm";
import { findFriendDare } from "#app/features/cards/card-decks.ts";
import type { Database } from "#db/client.server.ts";
import { dare } from "#db/schema/dares.ts";

/** Written dares one sender may store per window: plenty for a party, too few to spam. */
export const dareRateLimit = { max: 10, windowMs: 60 * 60 * 1000 } as const;

export interface FoundDare {
  id: string;
  text: string;
  source: "deck" | "written";
}

/**
 * The sender's rate-limit key: a hash of their address, so the table never holds one.
 * Senders without a known address share one bucket, which errs on the strict side.
 */
export function senderKey(clientIp: string | null): string {
  return createHash("sha256")
    .update(`party-dojo-dare:${clientIp ?? "unknown"}`)
    .digest("base64url");
}

export type StoreDareResult = { ok: true; id: string } | { ok: false; reason: "rate-limited" };

/** Stores a validated written dare under a fresh, unguessable id. */
export async function storeDare(
  db: Database,
  input: { text: string; language: string; senderKey: string },
  now: Date,
): Promise<StoreDareResult> {
  const since = new Date(now.getTime() - dareRateLimit.windowMs);
  const [recent] = await db
    .select({ total: count() })
    .from(dare)
    .where(and(eq(dare.senderKey, input.senderKey), gte(dare.createdAt, since)));
  if ((recent?.total ?? 0) >= dareRateLimit.max) return { ok: false, reason: "rate-limited" };
  const id = randomBytes(9).toString("base64url");
  await db.insert(dare).values({ id, ...input, createdAt: now });
  return { ok: true, id };
}

/**
 * A dare a link names: a card of the friend-dare deck by its id (in the reader's language),
 * or a stored one (as its sender wrote it).
 */
export async function findDare(
  db: Database,
  id: string,
  language: string = "en",
): Promise<FoundDare | null> {
  const card = findFriendDare(id, language);
  if (card) return { id, text: card.text, source: "deck" };
  const [row] = await db.select({ text: dare.text }).from(dare).where(eq(dare.id, id)).limit(1);
  return row ? { id, text: row.text, source: "written" } : null;
}
