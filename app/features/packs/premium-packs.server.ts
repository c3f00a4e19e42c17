import { isPremium } from "#app/domain/roles.server.ts";
import type { RequestUser } from "#app/domain/session-user.ts";
import type { Database } from "#db/client.server.ts";
import { premiumPackIds, unlockedPacks } from "./pack-unlock.server.ts";

const none: ReadonlySet<string> = new Set();

/**
 * The premium packs a player may play (docs/product-rules.md#premium-packs): every one with
 * Premium, otherwise those unlocked with coins.
 */
export async function playablePremiumPacks(
  db: Database,
  userId: string,
  now: Date,
): Promise<ReadonlySet<string>> {
  return packsFor(db, userId, await isPremium(db, userId, now));
}

function packsFor(db: Database, userId: string, premium: boolean): Promise<ReadonlySet<string>> {
  return premium ? Promise.resolve(premiumPackIds) : unlockedPacks(db, userId);
}

/**
 * playablePremiumPacks for the visitor of this request, as their profile (read for the page
 * anyway, its unlocks in the same statement) says; visitors cost no database query.
 */
export async function premiumPacksOf(visitor: RequestUser): Promise<ReadonlySet<string>> {
  const user = await visitor.user();
  const profile = user ? await visitor.profile() : null;
  if (!user || !profile) return none;
  return profile.premium ? premiumPackIds : new Set(profile.unlocked_packs);
}
