import { asc, eq } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { achievement, profile } from "#db/schema/profile.ts";
import { likedGames } from "#app/features/likes/likes.server.ts";
import { listOwnPacks } from "#app/features/packs/authored-packs.server.ts";
import { claimedRewards } from "#app/features/rewards/rewards.server.ts";
import { hasPremium } from "#app/features/billing/premium-lifecycle.ts";
import { grantAchievement } from "./achievements.server.ts";
import { baseUsername, usernameCandidate } from "./username.ts";

export interface AccountUser {
  id: string;
  email?: string | null;
}

/** A profile with the field names the API answers with (docs/data-model.md#profile-view). */
export interface ProfileView {
  username: string;
  creation_date: string;
  achievements: string[];
  dojo_coins: number;
  premium: boolean;
  cancelled: boolean;
  stripe_user_id: string;
  stripe_subscription_id: string;
  liked_games: string[];
  created_games: string[];
  claimed_rewards: string[];
  premiumEndDate: number | null;
  referred_users: number;
}

const maxUsernameAttempts = 50;

/**
 * The user's profile, created on first use (docs/product-rules.md#profile): username from the email
 * (docs/product-rules.md#usernames), made unique with a numeric suffix, 0 coins and the early-bird
 * achievement. Safe to call concurrently: the insert does nothing when the profile already exists.
 */
export async function ensureProfile(db: Database, account: AccountUser): Promise<ProfileView> {
  const existing = await readProfile(db, account.id);
  if (existing) return existing;
  const base = baseUsername(account.email);
  for (let attempt = 0; attempt < maxUsernameAttempts; attempt++) {
    const username = usernameCandidate(base, attempt);
    const created = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(profile)
        .values({ userId: account.id, username })
        .onConflictDoNothing()
        .returning({ userId: profile.userId });
      if (inserted.length === 0) return false;
      await grantAchievement(tx, account.id, "early-bird");
      return true;
    });
    if (created) break;
    // Either this user's profile appeared meanwhile, or the name belongs to someone else.
    const raced = await readProfile(db, account.id);
    if (raced) return raced;
  }
  const made = await readProfile(db, account.id);
  if (!made) throw new Error(`No free username found for "${base}"`);
  return made;
}

export async function readProfile(db: Database, userId: string): Promise<ProfileView | null> {
  const [row] = await db.select().from(profile).where(eq(profile.userId, userId));
  if (!row) return null;
  const [unlocked, liked, claimed, created] = await Promise.all([
    db
      .select({ id: achievement.achievementId })
      .from(achievement)
      .where(eq(achievement.userId, userId))
      .orderBy(asc(achievement.unlockedAt), asc(achievement.achievementId)),
    likedGames(db, userId),
    claimedRewards(db, userId),
    listOwnPacks(db, userId),
  ]);
  return {
    username: row.username,
    creation_date: row.creationDate.toISOString(),
    achievements: unlocked.map((entry) => entry.id),
    dojo_coins: row.dojoCoins,
    // Premium has expired once premiumEndDate has passed, whatever the row still says
    // (docs/product-rules.md#premium-lifecycle).
    premium: hasPremium(row, Math.floor(Date.now() / 1000)),
    cancelled: row.cancelled,
    stripe_user_id: row.stripeUserId,
    stripe_subscription_id: row.stripeSubscriptionId,
    liked_games: liked,
    created_games: created.map((own) => own.id),
    claimed_rewards: claimed,
    premiumEndDate: row.premiumEndDate,
    referred_users: row.referredUsers,
  };
}

export type RenameResult =
  { ok: true; profile: ProfileView } | { ok: false; reason: "taken" | "no-profile" };

/** Changes the username; the unique key decides between two players wanting one name. */
export async function renameProfile(
  db: Database,
  userId: string,
  username: string,
): Promise<RenameResult> {
  try {
    const updated = await db
      .update(profile)
      .set({ username })
      .where(eq(profile.userId, userId))
      .returning({ userId: profile.userId });
    if (updated.length === 0) return { ok: false, reason: "no-profile" };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "taken" };
    throw error;
  }
  const renamed = await readProfile(db, userId);
  return renamed ? { ok: true, profile: renamed } : { ok: false, reason: "no-profile" };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ("code" in current && current.code === "23505") return true;
  }
  return false;
}
