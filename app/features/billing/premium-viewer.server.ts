import type { RequestUser } from "#app/domain/session-user.ts";
import type { PremiumViewer } from "./premium-results.ts";

/**
 * Who is looking at a checkout result page, read from the profile that the webhooks and the
 * status check write (docs/decisions/011-premium.md). It only reads: nothing is granted here.
 */
export async function premiumViewer(visitor: RequestUser): Promise<PremiumViewer> {
  const profile = await visitor.profile();
  if (!profile) return "signed-out";
  return profile.premium ? "premium" : "free";
}
