import { and, eq, sql } from "drizzle-orm";
import type { Transaction } from "#db/client.server.ts";
import { coinLedger } from "#db/schema/coins.ts";
import { profile } from "#db/schema/profile.ts";

/** What a coin change is for; with `ref` it names the change, which happens once per user. */
export type CoinReason = "reward" | "referral" | "pack-unlock";

export interface CoinChange {
  userId: string;
  delta: number;
  reason: CoinReason;
  /** The reward id, the referred account or the unlocked pack. */
  ref: string;
}

export type CoinChangeResult = "applied" | "already-applied" | "insufficient" | "no-profile";

/**
 * Changes a balance by `delta` together with its ledger row
 * (docs/decisions/005-coins-atomicity.md). Runs inside the caller's transaction, which must roll
 * back unless this answers "applied":
 * - the ledger's unique (user, reason, ref) key makes a repeated change a no-op;
 * - one conditional UPDATE moves the balance, so a spend beyond it changes nothing, however
 *   many requests race (the row lock makes each re-check the balance it would leave).
 */
export async function changeCoins(tx: Transaction, change: CoinChange): Promise<CoinChangeResult> {
  if (!Number.isSafeInteger(change.delta) || change.delta === 0) {
    throw new Error(`A coin change must be a non-zero whole number, not ${change.delta}`);
  }
  const recorded = await tx
    .insert(coinLedger)
    .values(change)
    .onConflictDoNothing()
    .returning({ id: coinLedger.id });
  if (recorded.length === 0) return "already-applied";
  const moved = await tx
    .update(profile)
    .set({ dojoCoins: sql`${profile.dojoCoins} + ${change.delta}` })
    .where(and(eq(profile.userId, change.userId), sql`${profile.dojoCoins} + ${change.delta} >= 0`))
    .returning({ userId: profile.userId });
  if (moved.length > 0) return "applied";
  const [exists] = await tx
    .select({ userId: profile.userId })
    .from(profile)
    .where(eq(profile.userId, change.userId));
  return exists ? "insufficient" : "no-profile";
}

/** Thrown to roll a transaction back with the reason the caller answers with. */
export class CoinChangeRefused extends Error {
  readonly result: Exclude<CoinChangeResult, "applied">;
  constructor(result: Exclude<CoinChangeResult, "applied">) {
    super(`Coin change refused: ${result}`);
    this.result = result;
  }
}

/** changeCoins that rolls the surrounding transaction back unless the change applied. */
export async function requireCoinChange(tx: Transaction, change: CoinChange): Promise<void> {
  const result = await changeCoins(tx, change);
  if (result !== "applied") throw new CoinChangeRefused(result);
}
