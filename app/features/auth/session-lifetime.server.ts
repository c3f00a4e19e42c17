import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { session } from "#db/schema/auth.ts";

const day = 60 * 60 * 24;

/**
 * Sliding sessions (docs/product-rules.md#sessions): a session lasts a week from its last use,
 * refreshed at most once a day, and never past 30 days after sign-in, however often it is used.
 */
export const sessionLifetime = {
  idleSeconds: 7 * day,
  refreshAfterSeconds: day,
  absoluteSeconds: 30 * day,
} as const;

/**
 * Pulls a refreshed session's expiry back to its absolute end. One conditional UPDATE, run
 * after every session update, so no refresh path can extend a session past the cap.
 */
export async function capSessionLifetime(db: Database, sessionId: string): Promise<void> {
  const absoluteEnd = sql`${session.createdAt} + make_interval(secs => ${sessionLifetime.absoluteSeconds})`;
  await db
    .update(session)
    .set({ expiresAt: absoluteEnd })
    .where(and(eq(session.id, sessionId), sql`${session.expiresAt} > ${absoluteEnd}`));
}
