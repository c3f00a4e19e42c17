import { and, asc, eq } from "drizzle-orm";
import { isCatalogueSlug } from "#app/games/catalogue.ts";
import type { Database } from "#db/client.server.ts";
import { gameLike } from "#db/schema/coins.ts";

/** Built-in games and tools can be liked; authored packs join them with the pack editor. */
export function isLikeable(gameId: string): boolean {
  return isCatalogueSlug(gameId);
}

export async function likedGames(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ gameId: gameLike.gameId })
    .from(gameLike)
    .where(eq(gameLike.userId, userId))
    .orderBy(asc(gameLike.createdAt), asc(gameLike.gameId));
  return rows.map((row) => row.gameId);
}

/** Adds a like only if absent (SPEC §4), by key: liking twice changes nothing. */
export async function likeGame(db: Database, userId: string, gameId: string): Promise<void> {
  await db.insert(gameLike).values({ userId, gameId }).onConflictDoNothing();
}

/** Removes a like only if present (SPEC §4), by key. */
export async function unlikeGame(db: Database, userId: string, gameId: string): Promise<void> {
  await db.delete(gameLike).where(and(eq(gameLike.userId, userId), eq(gameLike.gameId, gameId)));
}
