import type { RouterContextProvider } from "react-router";
import { dbContext } from "#app/context.ts";
import { currentUser } from "#app/features/account/current-user.server.ts";
import { isPremium } from "#app/features/account/roles.server.ts";
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
  if (await isPremium(db, userId, now)) return premiumPackIds;
  return unlockedPacks(db, userId);
}

/** playablePremiumPacks for the visitor of this request; visitors cost no database query. */
export async function premiumPacksOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ReadonlySet<string>> {
  const user = await currentUser(request, context);
  return user ? playablePremiumPacks(context.get(dbContext), user.id, new Date()) : none;
}
