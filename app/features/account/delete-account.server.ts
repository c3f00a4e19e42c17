import { eq, or, sql } from "drizzle-orm";
import { moveLikeCount } from "#app/domain/authored-packs.server.ts";
import { isCatalogueSlug } from "#app/games/catalogue.ts";
import type { Database } from "#db/client.server.ts";
import { user, verification } from "#db/schema/auth.ts";
import { gameLike } from "#db/schema/coins.ts";
import { feedback } from "#db/schema/feedback.ts";
import { profile } from "#db/schema/profile.ts";
import { confirmsDeletion } from "./account-deletion.ts";

export type DeleteAccountResult = "deleted" | "mismatch" | "no-profile";

/**
 * Deletes an account for good (docs/product-rules.md#account-deletion), in one transaction: the
 * user row, whose foreign keys cascade to the profile, sessions, sign-in methods, achievements,
 * coin ledger, reward claims, pack unlocks, authored packs and pack reports; its likes, each taken
 * back from its pack's counter as an unlike would; pending sign-in links and reset codes that name
 * it. Its feedback stays, anonymised. `confirm` must be the account's current username, checked
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

    // Removed here rather than by the cascade, so each removed like moves its pack's count.
    const unliked = await tx
      .delete(gameLike)
      .where(eq(gameLike.userId, userId))
      .returning({ gameId: gameLike.gameId });
    for (const { gameId } of unliked) {
      if (!isCatalogueSlug(gameId)) await moveLikeCount(tx, gameId, -1);
    }
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
