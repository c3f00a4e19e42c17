import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { user } from "#db/schema/auth.ts";

/**
 * Makes the user an admin when their email is in ADMIN_EMAILS and verified — proven by an
 * email link or a provider, so nobody becomes admin by signing up with someone else's
 * address and a password. One conditional UPDATE; answers whether it changed the role.
 */
export async function grantListedAdmin(
  db: Database,
  userId: string,
  adminEmails: readonly string[],
): Promise<boolean> {
  if (adminEmails.length === 0) return false;
  const granted = await db
    .update(user)
    .set({ role: "admin" })
    .where(
      and(
        eq(user.id, userId),
        eq(user.emailVerified, true),
        inArray(sql`lower(${user.email})`, [...adminEmails]),
        sql`${user.role} is distinct from 'admin'`,
      ),
    )
    .returning({ id: user.id });
  return granted.length > 0;
}
