import { eq } from "drizzle-orm";
import { CoinChangeRefused, requireCoinChange } from "#app/domain/coin-ledger.server.ts";
import { packUnlockPrice } from "#app/domain/coin-prices.ts";
import type { Database } from "#db/client.server.ts";
import { packUnlock } from "#db/schema/coins.ts";
import { allBuiltInPacks } from "./built-in-packs.server.ts";

export { packUnlockPrice };

/** Every built-in premium pack: what Premium unlocks all at once. */
export const premiumPackIds: ReadonlySet<string> = new Set(
  allBuiltInPacks()
    .filter((pack) => pack.premium)
    .map((pack) => pack.id),
);

export function isUnlockablePack(packId: string): boolean {
  return premiumPackIds.has(packId);
}

export async function unlockedPacks(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ packId: packUnlock.packId })
    .from(packUnlock)
    .where(eq(packUnlock.userId, userId));
  return new Set(rows.map((row) => row.packId));
}

export type UnlockResult =
  "unlocked" | "already-unlocked" | "unknown" | "insufficient" | "no-profile";

/**
 * Unlocks one premium pack for good with coins (docs/product-rules.md#premium-packs). The unlock
 * row and the spend commit together: a refused spend leaves no unlock, and a pack is never paid for
 * twice.
 */
export async function unlockPack(
  db: Database,
  userId: string,
  packId: string,
): Promise<UnlockResult> {
  if (!isUnlockablePack(packId)) return "unknown";
  try {
    return await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(packUnlock)
        .values({ userId, packId })
        .onConflictDoNothing()
        .returning({ packId: packUnlock.packId });
      if (inserted.length === 0) return "already-unlocked";
      await requireCoinChange(tx, {
        userId,
        delta: -packUnlockPrice,
        reason: "pack-unlock",
        ref: packId,
      });
      return "unlocked";
    });
  } catch (error) {
    if (!(error instanceof CoinChangeRefused)) throw error;
    return error.result === "already-applied" ? "already-unlocked" : error.result;
  }
}
