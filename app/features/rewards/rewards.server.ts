import { and, eq, isNotNull, sql } from "drizzle-orm";
import { CoinChangeRefused, requireCoinChange } from "#app/domain/coin-ledger.server.ts";
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
} from "#app/domain/reward-catalogue.ts";

export interface RewardStatus {
  id: string;
  coins: number;
  claimed: boolean;
  eligible: boolean;
}

/** What the conditions that depend on the player's own doings need to know. */
interface RewardFacts {
  sentFeedback: boolean;
  publishedPack: boolean;
  sharedPack: boolean;
}

/** Every fact about a player the conditions ask, in one statement. */
async function readRewardFacts(db: Database, userId: string): Promise<RewardFacts> {
  const [row] = await db
    .select({
      sentFeedback: sql<boolean>`exists (select 1 from ${feedback} where ${eq(feedback.userId, userId)})`,
      publishedPack: sql<boolean>`exists (select 1 from ${pack} where ${and(eq(pack.ownerId, userId), eq(pack.status, "published"))})`,
      sharedPack: sql<boolean>`exists (select 1 from ${pack} where ${and(eq(pack.ownerId, userId), isNotNull(pack.sharedAt))})`,
    })
    .from(sql`(select 1) as facts`);
  return row ?? { sentFeedback: false, publishedPack: false, sharedPack: false };
}

function needsFacts(reward: Reward): boolean {
  return reward.condition !== "signed-in" && reward.condition !== "december-day";
}

function meetsCondition(reward: Reward, facts: RewardFacts, now: Date): boolean {
  switch (reward.condition) {
    case "signed-in":
      return true;
    case "december-day":
      return isChristmasDoorDay(reward.id, now);
    case "sent-feedback":
      return facts.sentFeedback;
    case "published-pack":
      return facts.publishedPack;
    case "shared-pack":
      return facts.sharedPack;
  }
}

const noFacts: RewardFacts = { sentFeedback: false, publishedPack: false, sharedPack: false };

/** Whether a signed-in user has met a reward's condition: false on any error. */
export async function isEligible(
  db: Database,
  userId: string,
  reward: Reward,
  now: Date,
): Promise<boolean> {
  try {
    const facts = needsFacts(reward) ? await readRewardFacts(db, userId) : noFacts;
    return meetsCondition(reward, facts, now);
  } catch {
    return false;
  }
}

/**
 * The rewards a user sees: the fixed ones, and in December today's calendar door. `claimed`
 * is the profile's list, already read for the page.
 */
export async function listRewards(
  db: Database,
  userId: string,
  claimedIds: readonly string[],
  now: Date,
): Promise<RewardStatus[]> {
  const today = copenhagenDate(now);
  const offered: Reward[] = [...fixedRewards];
  if (today.month === 12) {
    const door = findReward(christmasRewardId(today.year, today.day));
    if (door) offered.push(door);
  }
  const claimed = new Set(claimedIds);
  // The conditions' rule: a fact that can't be read counts as not met.
  const facts = await readRewardFacts(db, userId).catch(() => noFacts);
  return offered.map((reward) => ({
    id: reward.id,
    coins: reward.coins,
    claimed: claimed.has(reward.id),
    eligible: meetsCondition(reward, facts, now),
  }));
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
