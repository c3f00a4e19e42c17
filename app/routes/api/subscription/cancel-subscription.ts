import { subscriptionAction } from "#app/features/billing/subscription-caller.server.ts";
import { changeCancellation } from "#app/features/billing/subscription.server.ts";
import { methodNotAllowed } from "#app/utils/http/api-response.ts";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** Cancels at the end of the paid period: Premium stays until premiumEndDate. */
export const action = subscriptionAction(
  "cancel",
  ({ user, db, payments }, now) => changeCancellation(db, payments, user.id, true, now),
  ({ record }) => ({ cancelled: true, premiumEndDate: record.premiumEndDate }),
);
