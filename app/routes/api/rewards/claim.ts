import { claimMessages } from "#app/features/rewards/claim-messages.ts";
import type { ClaimOutcome } from "#app/features/rewards/claim-outcome.ts";
import { claimForVisitor } from "#app/features/rewards/claim.server.ts";
import { apiError, methodNotAllowed } from "#app/utils/http/api-response.ts";
import type { Route } from "./+types/claim";

export function loader() {
  return methodNotAllowed(["POST"]);
}

// Each outcome in the API's words (docs/errors.md#rewards).
const answers: Record<Exclude<ClaimOutcome, "claimed">, [number, string]> = {
  unknown: [404, claimMessages.unknown],
  signedOut: [401, claimMessages.notSignedIn],
  profileFailed: [500, claimMessages.profileFailed],
  "already-claimed": [409, claimMessages.alreadyClaimed],
  "not-eligible": [403, claimMessages.notEligible],
  failed: [500, claimMessages.claimFailed],
};

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const outcome = await claimForVisitor(context, params.id);
  if (outcome === "claimed") return Response.json({ message: claimMessages.success });
  const [status, message] = answers[outcome];
  return apiError(status, message);
}
