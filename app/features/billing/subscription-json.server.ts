import { checkoutMessages } from "./checkout-request.ts";
import type { SubscriptionOutcome } from "./subscription-caller.server.ts";
import { subscriptionProblemStatus } from "./subscription-services.server.ts";
import { subscriptionMessages } from "./subscription.server.ts";
import { apiError } from "#app/utils/http/api-response.ts";

// Each problem in the API's words, for scripts (docs/errors.md#subscription).
const apiMessages = {
  ...subscriptionMessages,
  signedOut: "User is not authenticated",
  unavailable: "Payments are not available right now.",
  unknownPrice: checkoutMessages.unknownPrice,
} as const;

/** A subscription service's outcome as the JSON API answers it, its body shaped by `body`. */
export function subscriptionJson<T extends object>(
  outcome: SubscriptionOutcome<T>,
  body: (ok: T) => unknown,
): Response {
  if (outcome.ok) return Response.json(body(outcome));
  const message = apiMessages[outcome.problem];
  const status = subscriptionProblemStatus(outcome.problem);
  return outcome.problem === "unknownPrice"
    ? apiError(status, message, [{ path: "price_id", message }])
    : apiError(status, message);
}
