import type { RouterContextProvider } from "react-router";
import { dbContext, logContext, userContext } from "#app/context.ts";
import { findReward } from "#app/domain/reward-catalogue.ts";
import type { ClaimOutcome } from "./claim-outcome.ts";
import { claimReward } from "./rewards.server.ts";

/** The signed-in visitor claims a reward: what happened, for the API and the profile page. */
export async function claimForVisitor(
  context: Readonly<RouterContextProvider>,
  rewardId: string,
): Promise<ClaimOutcome> {
  // The catalogue knows every reward id; one it doesn't know never reaches a query.
  if (!findReward(rewardId)) return "unknown";
  const visitor = context.get(userContext);
  const user = await visitor.user();
  if (!user) return "signedOut";
  const log = context.get(logContext);
  try {
    // A claim by an account without a profile makes the profile first.
    await visitor.profile();
  } catch (error) {
    log.error({ err: error, reward: rewardId }, "claim: the profile could not be made");
    return "profileFailed";
  }
  try {
    return await claimReward(context.get(dbContext), user.id, rewardId, new Date());
  } catch (error) {
    log.error({ err: error, reward: rewardId }, "claim failed");
    return "failed";
  }
}
