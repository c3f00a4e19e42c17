import type { RequestUser } from "#app/domain/session-user.ts";
import { findReward } from "#app/domain/reward-catalogue.ts";
import type { RequestLog } from "#app/utils/request-log.ts";
import type { Database } from "#db/client.server.ts";
import type { ClaimOutcome } from "./claim-outcome.ts";
import { claimReward } from "./rewards.server.ts";

/** The signed-in visitor claims a reward: what happened, for the API and the profile page. */
export async function claimForVisitor(
  { db, visitor, log }: { db: Database; visitor: RequestUser; log: RequestLog },
  rewardId: string,
  now: Date,
): Promise<ClaimOutcome> {
  // The catalogue knows every reward id; one it doesn't know never reaches a query.
  if (!findReward(rewardId)) return "unknown";
  const user = await visitor.user();
  if (!user) return "signedOut";
  try {
    // A claim by an account without a profile makes the profile first.
    await visitor.profile();
  } catch (error) {
    log.error({ err: error, reward: rewardId }, "claim: the profile could not be made");
    return "profileFailed";
  }
  try {
    return await claimReward(db, user.id, rewardId, now);
  } catch (error) {
    log.error({ err: error, reward: rewardId }, "claim failed");
    return "failed";
  }
}
