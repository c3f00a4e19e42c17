import { asc, eq } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { account, session, user } from "#db/schema/auth.ts";
import { coinLedger, gameLike, packUnlock, rewardClaim } from "#db/schema/coins.ts";
import { toPackFile } from "#app/domain/authored-packs.server.ts";
import { feedback } from "#db/schema/feedback.ts";
import { pack, packReport } from "#db/schema/packs.ts";
import { achievement, profile } from "#db/schema/profile.ts";
import { seenCards } from "#db/schema/seen.ts";
import { shapeAccountExport, type AccountDataRows, type AccountExport } from "./account-export.ts";

/**
 * Everything we hold about one account (docs/product-rules.md#your-data), or null when the
 * account is gone. Each query names its columns, so password hashes, session tokens and
 * OAuth tokens are never even read.
 */
export async function exportAccountData(
  db: Database,
  userId: string,
  now: Date,
): Promise<AccountExport | null> {
  const rows = await readAccountRows(db, userId);
  return rows ? shapeAccountExport(rows, now) : null;
}

async function readAccountRows(db: Database, userId: string): Promise<AccountDataRows | null> {
  const [userRow] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      image: user.image,
      phoneNumber: user.phoneNumber,
      phoneNumberVerified: user.phoneNumberVerified,
      role: user.role,
      banned: user.banned,
      banReason: user.banReason,
      banExpires: user.banExpires,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!userRow) return null;

  const [profileRow] = await db
    .select({
      username: profile.username,
      creationDate: profile.creationDate,
      dojoCoins: profile.dojoCoins,
      premium: profile.premium,
      cancelled: profile.cancelled,
      pastDue: profile.pastDue,
      stripeUserId: profile.stripeUserId,
      stripeSubscriptionId: profile.stripeSubscriptionId,
      premiumEndDate: profile.premiumEndDate,
      referredUsers: profile.referredUsers,
      referredBy: profile.referredBy,
      gamesPlayed: profile.gamesPlayed,
    })
    .from(profile)
    .where(eq(profile.userId, userId));
  const referrer = profileRow?.referredBy
    ? await db
        .select({ username: profile.username })
        .from(profile)
        .where(eq(profile.userId, profileRow.referredBy))
    : [];

  // PGlite is one connection, so the reads queue anyway; in sequence they stay readable.
  const achievements = await db
    .select({ achievementId: achievement.achievementId, unlockedAt: achievement.unlockedAt })
    .from(achievement)
    .where(eq(achievement.userId, userId))
    .orderBy(asc(achievement.unlockedAt), asc(achievement.achievementId));
  const rewardClaims = await db
    .select({ rewardId: rewardClaim.rewardId, claimedAt: rewardClaim.claimedAt })
    .from(rewardClaim)
    .where(eq(rewardClaim.userId, userId))
    .orderBy(asc(rewardClaim.claimedAt), asc(rewardClaim.rewardId));
  const ledger = await db
    .select({
      delta: coinLedger.delta,
      reason: coinLedger.reason,
      ref: coinLedger.ref,
      createdAt: coinLedger.createdAt,
    })
    .from(coinLedger)
    .where(eq(coinLedger.userId, userId))
    .orderBy(asc(coinLedger.id));
  const likes = await db
    .select({ gameId: gameLike.gameId, createdAt: gameLike.createdAt })
    .from(gameLike)
    .where(eq(gameLike.userId, userId))
    .orderBy(asc(gameLike.createdAt), asc(gameLike.gameId));
  const unlocks = await db
    .select({ packId: packUnlock.packId, unlockedAt: packUnlock.unlockedAt })
    .from(packUnlock)
    .where(eq(packUnlock.userId, userId))
    .orderBy(asc(packUnlock.unlockedAt), asc(packUnlock.packId));
  const packs = await db
    .select()
    .from(pack)
    .where(eq(pack.ownerId, userId))
    .orderBy(asc(pack.creationDate), asc(pack.id));
  const reports = await db
    .select({
      packId: packReport.packId,
      reason: packReport.reason,
      createdAt: packReport.createdAt,
    })
    .from(packReport)
    .where(eq(packReport.reporterId, userId))
    .orderBy(asc(packReport.createdAt));
  // By author id rather than by name: usernames change and can be taken by someone else.
  const sent = await db
    .select({
      time: feedback.time,
      feedback: feedback.feedback,
      user: feedback.user,
      positive: feedback.positive,
      game: feedback.game,
      createdAt: feedback.createdAt,
    })
    .from(feedback)
    .where(eq(feedback.userId, userId))
    .orderBy(asc(feedback.createdAt), asc(feedback.id));
  const sessions = await db
    .select({
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(asc(session.createdAt));
  const signInMethods = await db
    .select({
      providerId: account.providerId,
      createdAt: account.createdAt,
      updatedAt: account.updatedAt,
    })
    .from(account)
    .where(eq(account.userId, userId))
    .orderBy(asc(account.createdAt));
  const [seen] = await db
    .select({ cards: seenCards.cards, updatedAt: seenCards.updatedAt })
    .from(seenCards)
    .where(eq(seenCards.userId, userId));

  return {
    user: userRow,
    profile: profileRow ?? null,
    referredBy: referrer[0]?.username ?? null,
    achievements,
    rewardClaims,
    coinLedger: ledger,
    likes,
    packUnlocks: unlocks,
    packs: packs.map((row) => ({
      status: row.status,
      language: row.language,
      file: toPackFile(row),
    })),
    packReports: reports,
    feedback: sent,
    sessions,
    signInMethods,
    seenCards: seen ?? null,
  };
}
