import { eq, or, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { user, verification } from "#db/schema/auth.ts";
import { feedback } from "#db/schema/feedback.ts";
import { profile } from "#db/schema/profile.ts";
import { confirmsDeletion } from "./account-deletion.ts";

export type DeleteAccountResult = "deleted" | "mismatch" | "no-profile";

/**
 * Deletes an account for good (issue 4), in one transaction: the user row, whose foreign
 * keys cascade to the profile, sessions, sign-in methods, achievements, coin ledger, likes,
 * reward claims and pack unlocks; pending sign-in links and reset codes that name it; and its
 * feedback is kept, anonymised. `confirm` must be the account's current username, checked
 * under the row lock so a rename in between cannot slip past it.
 */
export async function deleteAccount(
  db: Database,
  userId: string,
  confirm: string,
): Promise<DeleteAccountResult> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ username: profile.username, email: user.email })
      .from(profile)
      .innerJoin(user, eq(user.id, profile.userId))
      .where(eq(profile.userId, userId))
      .for("update");
    if (!owner) return "no-profile";
    if (!confirmsDeletion(confirm, owner.username)) return "mismatch";

    await tx
      .update(feedback)
      .set({ user: "anonymous", userId: null })
      .where(eq(feedback.userId, userId));
    // Password-reset tokens carry the user id; email links carry the address in JSON.
    const emailInLink = JSON.stringify({ email: owner.email }).slice(1, -1);
    await tx
      .delete(verification)
      .where(
        or(eq(verification.value, userId), sql`strpos(${verification.value}, ${emailInLink}) > 0`),
      );
    await tx.delete(user).where(eq(user.id, userId));
    return "deleted";
  });
}
