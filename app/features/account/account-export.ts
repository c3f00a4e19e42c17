import type { AuthoredPackFile } from "#app/domain/authored-pack.ts";

// "Download my data": everything we hold about one account, as one JSON document.
// Pure: the rows come in from account-data.server.ts, and only the fields named here go out,
// so a secret column (password hash, session token, OAuth token) can never slip through.

/** The file name the browser saves the export under. */
export const exportFileName = "party-dojo-data.json";

export interface ExportUserRow {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  phoneNumber: string | null;
  phoneNumberVerified: boolean | null;
  role: string | null;
  banned: boolean | null;
  banReason: string | null;
  banExpires: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ExportProfileRow {
  username: string;
  creationDate: Date;
  dojoCoins: number;
  premium: boolean;
  cancelled: boolean;
  pastDue: boolean;
  stripeUserId: string;
  stripeSubscriptionId: string;
  premiumEndDate: number | null;
  referredUsers: number;
  gamesPlayed: number;
}

export interface AccountDataRows {
  user: ExportUserRow;
  profile: ExportProfileRow | null;
  /** The username of whoever referred this account, while that account exists. */
  referredBy: string | null;
  achievements: { achievementId: string; unlockedAt: Date }[];
  rewardClaims: { rewardId: string; claimedAt: Date }[];
  coinLedger: { delta: number; reason: string; ref: string; createdAt: Date }[];
  likes: { gameId: string; createdAt: Date }[];
  packUnlocks: { packId: string; unlockedAt: Date }[];
  /** The packs this account authored, in the pack file format (docs/data-model.md#pack-file). */
  packs: { status: "draft" | "published"; language: string; file: AuthoredPackFile }[];
  packReports: { packId: string; reason: string; createdAt: Date }[];
  feedback: {
    time: string;
    feedback: string;
    user: string;
    positive: boolean;
    game: string;
    createdAt: Date;
  }[];
  sessions: {
    createdAt: Date;
    updatedAt: Date;
    expiresAt: Date;
    ipAddress: string | null;
    userAgent: string | null;
  }[];
  signInMethods: { providerId: string; createdAt: Date; updatedAt: Date }[];
  /** The cards this account's table has seen, as stored (docs/data-model.md#seen-cards). */
  seenCards: { cards: string; updatedAt: Date } | null;
}

/** The stored history as its lists: `<packId>:<list>` to a base64url bitset of card indexes. */
function seenLists(cards: string): unknown {
  try {
    return JSON.parse(cards);
  } catch {
    return cards;
  }
}

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/** The export document. `exportedAt` comes in so the shape is testable to the byte. */
export function shapeAccountExport(rows: AccountDataRows, exportedAt: Date) {
  const { user, profile } = rows;
  return {
    exportedAt: exportedAt.toISOString(),
    account: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      phoneNumber: user.phoneNumber,
      phoneNumberVerified: user.phoneNumberVerified ?? false,
      image: user.image,
      role: user.role,
      banned: user.banned ?? false,
      banReason: user.banReason,
      banExpires: iso(user.banExpires),
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    // The profile with the field names the API shows (docs/data-model.md#profile-view).
    profile: profile
      ? {
          username: profile.username,
          creation_date: iso(profile.creationDate),
          dojo_coins: profile.dojoCoins,
          premium: profile.premium,
          cancelled: profile.cancelled,
          past_due: profile.pastDue,
          stripe_user_id: profile.stripeUserId,
          stripe_subscription_id: profile.stripeSubscriptionId,
          premiumEndDate: profile.premiumEndDate,
          referred_users: profile.referredUsers,
          referred_by: rows.referredBy,
          games_played: profile.gamesPlayed,
        }
      : null,
    achievements: rows.achievements.map((row) => ({
      id: row.achievementId,
      unlockedAt: iso(row.unlockedAt),
    })),
    rewardClaims: rows.rewardClaims.map((row) => ({
      id: row.rewardId,
      claimedAt: iso(row.claimedAt),
    })),
    coinLedger: rows.coinLedger.map((row) => ({
      delta: row.delta,
      reason: row.reason,
      // A referral's ref is the id of the friend's account: theirs, not this user's.
      ref: row.reason === "referral" ? null : row.ref,
      createdAt: iso(row.createdAt),
    })),
    likedGames: rows.likes.map((row) => ({ id: row.gameId, likedAt: iso(row.createdAt) })),
    packUnlocks: rows.packUnlocks.map((row) => ({
      packId: row.packId,
      unlockedAt: iso(row.unlockedAt),
    })),
    packs: rows.packs.map((row) => ({ status: row.status, language: row.language, ...row.file })),
    packReports: rows.packReports.map((row) => ({
      packId: row.packId,
      reason: row.reason,
      createdAt: iso(row.createdAt),
    })),
    feedback: rows.feedback.map((row) => ({
      time: row.time,
      feedback: row.feedback,
      user: row.user,
      positive: row.positive,
      game: row.game,
      createdAt: iso(row.createdAt),
    })),
    sessions: rows.sessions.map((row) => ({
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      expiresAt: iso(row.expiresAt),
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
    })),
    signInMethods: rows.signInMethods.map((row) => ({
      provider: row.providerId,
      linkedAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
    seenCards: rows.seenCards
      ? { lists: seenLists(rows.seenCards.cards), updatedAt: iso(rows.seenCards.updatedAt) }
      : null,
  };
}

export type AccountExport = ReturnType<typeof shapeAccountExport>;
