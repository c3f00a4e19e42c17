import { and, eq, inArray, or } from "drizzle-orm";
import { unnamedPack } from "#app/domain/authored-pack.ts";
import { isCatalogueSlug } from "#app/games/catalogue.ts";
import type { Database } from "#db/client.server.ts";
import { pack } from "#db/schema/packs.ts";
import type { NamedPack } from "./liked-games.ts";

/**
 * The names of the community packs among a player's likes, as far as the player may still
 * see them: published ones, and their own drafts.
 */
export async function likedPackNames(
  db: Database,
  viewerId: string,
  likedIds: readonly string[],
): Promise<NamedPack[]> {
  const packIds = likedIds.filter((id) => !isCatalogueSlug(id));
  if (packIds.length === 0) return [];
  const rows = await db
    .select({ id: pack.id, name: pack.name })
    .from(pack)
    .where(
      and(inArray(pack.id, packIds), or(eq(pack.status, "published"), eq(pack.ownerId, viewerId))),
    );
  return rows.map((row) => ({ id: row.id, name: row.name || unnamedPack }));
}
