import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "#db/client.server.ts";
import { achievement, profile } from "#db/schema/profile.ts";

/** The achievement ids (docs/product-rules.md#achievements); their names live in i18n. */
export type AchievementId = "early-bird" | "pack-author" | "party-starter" | "supporter";

/** Games started while signed in that make a `party-starter`. */
const partyStarterGames = 10;

/** Grants an achievement once; granting it again changes nothing. */
export async function grantAchievement(
  db: Database | Transaction,
  userId: string,
  achievementId: AchievementId,
): Promise<void> {
  await db.insert(achievement).values({ userId, achievementId }).onConflictDoNothing();
}

/**
 * Counts one game started by a signed-in player and grants `party-starter` when the count
 * reaches its mark. The count moves in one statement, so parallel starts each count.
 */
export async function recordGamePlayed(db: Database, userId: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(profile)
      .set({ gamesPlayed: sql`${profile.gamesPlayed} + 1` })
      .where(eq(profile.userId, userId))
      .returning({ gamesPlayed: profile.gamesPlayed });
    if (!row) return null;
    if (row.gamesPlayed >= partyStarterGames) {
      await grantAchievement(tx, userId, "party-starter");
    }
    return row.gamesPlayed;
  });
}
