import type { RouterContextProvider } from "react-router";
import { userContext } from "#app/context.ts";
import type { PremiumViewer } from "./premium-results.ts";

/**
 * Who is looking at a checkout result page, read from the profile that the webhooks and the
 * status check write (docs/decisions/011-premium.md). It only reads: nothing is granted here.
 */
export async function premiumViewer(
  context: Readonly<RouterContextProvider>,
): Promise<PremiumViewer> {
  const profile = await context.get(userContext).profile();
  if (!profile) return "signed-out";
  return profile.premium ? "premium" : "free";
}
