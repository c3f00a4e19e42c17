import { eq } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { user } from "#db/schema/auth.ts";
import { profile } from "#db/schema/profile.ts";
import { hasPremium } from "#app/domain/premium-lifecycle.ts";

/** Admins (Better Auth's admin plugin, role 'admin') may write any pack. */
export async function isAdmin(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId));
  return (row?.role ?? "").split(",").includes("admin");
}

/**
 * Premium as stored on the profile (docs/product-rules.md#premium-lifecycle): a cancelled
 * subscription keeps it until premiumEndDate (unix seconds) has passed.
 */
export async function isPremium(db: Database, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ premium: profile.premium, premiumEndDate: profile.premiumEndDate })
    .from(profile)
    .where(eq(profile.userId, userId));
  return row ? hasPremium(row, Math.floor(now.getTime() / 1000)) : false;
}
