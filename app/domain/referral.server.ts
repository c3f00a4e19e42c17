import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { CoinChangeRefused, requireCoinChange } from "#app/domain/coin-ledger.server.ts";
import type { Database } from "#db/client.server.ts";
import { profile } from "#db/schema/profile.ts";

/** What a friend brings the one who referred them (docs/product-rules.md#referrals). */
export const referralCoins = 100;

export type ReferralResult = "credited" | "already-credited" | "unknown-referrer";

/**
 * Credits `referrerUsername` for the new account `newUserId`: referred_users + 1 and +100
 * coins, once per new account however often it is retried. The new profile's referred_by is
 * set only while empty — that conditional write is the once — and the ledger's unique key
 * backs it up.
 */
export async function creditReferral(
  db: Database,
  newUserId: string,
  referrerUsername: string,
): Promise<ReferralResult> {
  try {
    return await db.transaction(async (tx) => {
      const [referrer] = await tx
        .select({ userId: profile.userId })
        .from(profile)
        .where(and(eq(profile.username, referrerUsername), ne(profile.userId, newUserId)));
      if (!referrer) return "unknown-referrer";
      const marked = await tx
        .update(profile)
        .set({ referredBy: referrer.userId })
        .where(and(eq(profile.userId, newUserId), isNull(profile.referredBy)))
        .returning({ userId: profile.userId });
      if (marked.length === 0) return "already-credited";
      await tx
        .update(profile)
        .set({ referredUsers: sql`${profile.referredUsers} + 1` })
        .where(eq(profile.userId, referrer.userId));
      await requireCoinChange(tx, {
        userId: referrer.userId,
        delta: referralCoins,
        reason: "referral",
        ref: newUserId,
      });
      return "credited";
    });
  } catch (error) {
    if (error instanceof CoinChangeRefused && error.result === "already-applied") {
      return "already-credited";
    }
    throw error;
  }
}
