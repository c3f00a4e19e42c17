import type { RouterContextProvider } from "react-router";
import { dbContext } from "#app/context.ts";
import { currentUser } from "#app/features/account/current-user.server.ts";
import { unlockedPacks } from "./pack-unlock.server.ts";

const none: ReadonlySet<string> = new Set();

/**
 * The premium packs the visitor of this request may play: those they unlocked with coins.
 * Visitors without a session cost no database query.
 */
export async function premiumPacksOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ReadonlySet<string>> {
  const user = await currentUser(request, context);
  return user ? unlockedPacks(context.get(dbContext), user.id) : none;
}
