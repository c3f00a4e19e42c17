import { dbContext } from "#app/context.ts";
import { currentUser } from "#app/features/account/current-user.server.ts";
import { ensureProfile } from "#app/features/account/profile.server.ts";
import { apiError, methodNotAllowed } from "#app/features/http/api-response.ts";
import { claimMessages } from "#app/features/rewards/claim-messages.ts";
import { findReward } from "#app/features/rewards/catalogue.ts";
import { claimReward } from "#app/features/rewards/rewards.server.ts";
import type { Route } from "./+types/claim";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  // The catalogue knows every reward id; one it doesn't know never reaches a query.
  if (!findReward(params.id)) return apiError(404, claimMessages.unknown);
  const user = await currentUser(request, context);
  if (!user) return apiError(401, claimMessages.notSignedIn);
  const db = context.get(dbContext);
  try {
    // A claim by an account without a profile makes the profile first.
    await ensureProfile(db, user);
  } catch (error) {
    console.error("claim: profile could not be made", error);
    return apiError(500, claimMessages.profileFailed);
  }
  try {
    const result = await claimReward(db, user.id, params.id, new Date());
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
    console.error("claim failed", error);
    return apiError(500, claimMessages.claimFailed);
  }
}
