import { subscriptionAction } from "#app/features/billing/subscription-caller.server.ts";
import { changeCancellation } from "#app/features/billing/subscription.server.ts";
import { methodNotAllowed } from "#app/utils/http/api-response.ts";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** Takes a cancellation back before the period ends: Premium renews again. */
export const action = subscriptionAction(
  "resume",
  ({ user, db, payments }, now) => changeCancellation(db, payments, user.id, false, now),
  ({ record }) => ({ cancelled: false, premiumEndDate: record.premiumEndDate }),
);
