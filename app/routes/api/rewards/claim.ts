import { claimMessages } from "#app/features/rewards/claim-messages.ts";
import { claimStatuses, type ClaimOutcome } from "#app/features/rewards/claim-outcome.ts";
import { claimForVisitor } from "#app/features/rewards/claim.server.ts";
import { apiError, methodNotAllowed } from "#app/utils/http/api-response.ts";
import { claimRequestOf } from "#app/route-context.server.ts";
import type { Route } from "./+types/claim";

export function loader() {
  return methodNotAllowed(["POST"]);
}

// Each outcome in the API's words (docs/errors.md#rewards).
const messages: Record<Exclude<ClaimOutcome, "claimed">, string> = {
  unknown: claimMessages.unknown,
  signedOut: claimMessages.notSignedIn,
  profileFailed: claimMessages.profileFailed,
  "already-claimed": claimMessages.alreadyClaimed,
  "not-eligible": claimMessages.notEligible,
  failed: claimMessages.claimFailed,
};

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const outcome = await claimForVisitor(claimRequestOf(context), params.id, new Date());
  if (outcome === "claimed") return Response.json({ message: claimMessages.success });
  return apiError(claimStatuses[outcome], messages[outcome]);
}
