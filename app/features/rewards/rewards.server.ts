import { and, eq, isNotNull, type SQL } from "drizzle-orm";
import { CoinChangeRefused, requireCoinChange } from "#app/features/coins/ledger.server.ts";
import type { Database } from "#db/client.server.ts";
import { rewardClaim } from "#db/schema/coins.ts";
import { feedback } from "#db/schema/feedback.ts";
import { pack } from "#db/schema/packs.ts";
import {
  christmasRewardId,
  copenhagenDate,
  findReward,
  fixedRewards,
  isChristmasDoorDay,
  type Reward,
} from "./catalogue.ts";

export interface RewardStatus {
  id: string;
  coins: number;
  claimed: boolean;
  eligible: boolean;
}

async function ownsPack(db: Database, userId: string, condition: SQL): Promise<boolean> {
  const rows = await db
    .select({ id: pack.id })
    .from(pack)
    .where(and(eq(pack.ownerId, userId), condition))
    .limit(1);
  return rows.length > 0;
}

/** Whether a signed-in user has met a reward's condition: false on any error. */
async function isEligible(
  db: Database,
  userId: string,
  reward: Reward,
  now: Date,
): Promise<boolean> {
  try {
    switch (reward.condition) {
      case "signed-in":
        return true;
      case "december-day":
        return isChristmasDoorDay(reward.id, now);
      case "sent-feedback": {
        const sent = await db
          .select({ id: feedback.id })
          .from(feedback)
          .where(eq(feedback.userId, userId))
          .limit(1);
        return sent.length > 0;
      }
      case "published-pack":
        return await ownsPack(db, userId, eq(pack.status, "published"));
      case "shared-pack":
        return await ownsPack(db, userId, isNotNull(pack.sharedAt));
    }
  } catch {
    return false;
  }
}

/** The rewards a user sees: the fixed ones, and in December today's calendar door. */
export async function listRewards(
  db: Database,
  userId: string,
  now: Date,
): Promise<RewardStatus[]> {
  const today = copenhagenDate(now);
  const offered: Reward[] = [...fixedRewards];
  if (today.month === 12) {
    const door = findReward(christmasRewardId(today.year, today.day));
    if (door) offered.push(door);
  }
  const claimed = new Set(await claimedRewards(db, userId));
  return Promise.all(
    offered.map(async (reward) => ({
      id: reward.id,
      coins: reward.coins,
      claimed: claimed.has(reward.id),
      eligible: await isEligible(db, userId, reward, now),
    })),
  );
}

export async function claimedRewards(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: rewardClaim.rewardId })
    .from(rewardClaim)
    .where(eq(rewardClaim.userId, userId))
    .orderBy(rewardClaim.claimedAt);
  return rows.map((row) => row.id);
}

export type ClaimResult = "claimed" | "unknown" | "not-eligible" | "already-claimed";

/**
 * Claims a reward once (docs/decisions/005-coins-atomicity.md): the claim row's primary key refuses
 * a second claim, and the coins arrive in the same transaction, so a claim never pays twice or
 * half. The caller makes sure the profile exists.
 */
export async function claimReward(
  db: Database,
  userId: string,
  rewardId: string,
  now: Date,
): Promise<ClaimResult> {
  const reward = findReward(rewardId);
  if (!reward) return "unknown";
  if (!(await isEligible(db, userId, reward, now))) return "not-eligible";
  try {
    return await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(rewardClaim)
        .values({ userId, rewardId: reward.id })
        .onConflictDoNothing()
        .returning({ id: rewardClaim.rewardId });
      if (inserted.length === 0) return "already-claimed";
      await requireCoinChange(tx, {
        userId,
        delta: reward.coins,
        reason: "reward",
        ref: reward.id,
      });
      return "claimed";
    });
  } catch (error) {
    // A ledger row without its claim can only come from an earlier, half-undone write;
    // either way the reward has been paid.
    if (error instanceof CoinChangeRefused && error.result === "already-applied") {
      return "already-claimed";
    }
    throw error;
  }
}
