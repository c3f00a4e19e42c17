import { dbContext, logContext, userContext } from "#app/context.ts";
import { apiError, methodNotAllowed } from "#app/utils/http/api-response.ts";
import { claimMessages } from "#app/features/rewards/claim-messages.ts";
import { findReward } from "#app/domain/reward-catalogue.ts";
import { claimReward } from "#app/features/rewards/rewards.server.ts";
import type { Route } from "./+types/claim";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  // The catalogue knows every reward id; one it doesn't know never reaches a query.
  if (!findReward(params.id)) return apiError(404, claimMessages.unknown);
  const visitor = context.get(userContext);
  const user = await visitor.user();
  if (!user) return apiError(401, claimMessages.notSignedIn);
  const log = context.get(logContext);
  try {
    // A claim by an account without a profile makes the profile first.
    await visitor.profile();
  } catch (error) {
    log.error({ err: error, reward: params.id }, "claim: the profile could not be made");
    return apiError(500, claimMessages.profileFailed);
  }
  try {
    const result = await claimReward(context.get(dbContext), user.id, params.id, new Date());
    switch (result) {
      case "claimed":
        return Response.json({ message: claimMessages.success });
      case "already-claimed":
        return apiError(409, claimMessages.alreadyClaimed);
      case "unknown":
        return apiError(404, claimMessages.unknown);
      case "not-eligible":
        return apiError(403, claimMessages.notEligible);
    }
  } catch (error) {
    log.error({ err: error, reward: params.id }, "claim failed");
    return apiError(500, claimMessages.claimFailed);
  }
}
