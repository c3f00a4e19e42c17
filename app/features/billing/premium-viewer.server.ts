import type { RouterContextProvider } from "react-router";
import { dbContext } from "#app/context.ts";
import { currentUser } from "#app/features/account/current-user.server.ts";
import { isPremium } from "#app/features/account/roles.server.ts";
import type { PremiumViewer } from "./premium-results.ts";

/**
 * Who is looking at a checkout result page, read from the profile that the webhooks and the
 * status check write (docs/decisions/011-premium.md). It only reads: nothing is granted here.
 */
export async function premiumViewer(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<PremiumViewer> {
  const user = await currentUser(request, context);
  if (!user) return "signed-out";
  return (await isPremium(context.get(dbContext), user.id, new Date())) ? "premium" : "free";
}
