import { and, asc, eq } from "drizzle-orm";
import { isPublishedPack, moveLikeCount } from "#app/domain/authored-packs.server.ts";
import { isCatalogueSlug } from "#app/games/catalogue.ts";
import type { RequestUser } from "#app/domain/session-user.ts";
import type { Database } from "#db/client.server.ts";
import { gameLike } from "#db/schema/coins.ts";
import type { LikeInput } from "./like-schema.ts";

/** Built-in games and tools, and published community packs, can be liked. */
async function isLikeable(db: Database, gameId: string): Promise<boolean> {
  return isCatalogueSlug(gameId) || isPublishedPack(db, gameId);
}

export async function likedGames(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ gameId: gameLike.gameId })
    .from(gameLike)
    .where(eq(gameLike.userId, userId))
    .orderBy(asc(gameLike.createdAt), asc(gameLike.gameId));
  return rows.map((row) => row.gameId);
}

/**
 * Adds a like only if absent (docs/product-rules.md#likes), by key. A pack's like counter moves in
 * the same transaction, and only when the like was new, so it stays exact however many taps race.
 */
export async function likeGame(db: Database, userId: string, gameId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(gameLike)
      .values({ userId, gameId })
      .onConflictDoNothing()
      .returning({ gameId: gameLike.gameId });
    if (added.length > 0 && !isCatalogueSlug(gameId)) await moveLikeCount(tx, gameId, 1);
  });
}

/** Removes a like only if present, by key; a pack's counter follows. */
export async function unlikeGame(db: Database, userId: string, gameId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(gameLike)
      .where(and(eq(gameLike.userId, userId), eq(gameLike.gameId, gameId)))
      .returning({ gameId: gameLike.gameId });
    if (removed.length > 0 && !isCatalogueSlug(gameId)) await moveLikeCount(tx, gameId, -1);
  });
}

/**
 * A player likes or unlikes a game or pack: what every heart and the likes API do. Liking
 * needs something that can be liked now; unliking works for anything once liked, so a
 * pack deleted or unpublished since never leaves a like stuck. False when it can't be liked.
 */
export async function setLiked(
  db: Database,
  userId: string,
  gameId: string,
  liked: boolean,
): Promise<boolean> {
  if (!liked) {
    await unlikeGame(db, userId, gameId);
    return true;
  }
  if (!(await isLikeable(db, gameId))) return false;
  await likeGame(db, userId, gameId);
  return true;
}

export type LikeOutcome =
  { ok: true; liked: boolean } | { ok: false; problem: "signedOut" | "unknownGame" };

/**
 * A visitor's heart for a checked like (like-schema.ts): the one write behind the game heart's
 * page action, the pack page's heart and PUT/DELETE /api/likes/:gameId. Codes, never sentences.
 */
export async function changeLike(
  db: Database,
  visitor: RequestUser,
  input: LikeInput,
): Promise<LikeOutcome> {
  const user = await visitor.user();
  if (!user) return { ok: false, problem: "signedOut" };
  const liked = input.intent === "like";
  if (!(await setLiked(db, user.id, input.gameId, liked))) {
    return { ok: false, problem: "unknownGame" };
  }
  return { ok: true, liked };
}
