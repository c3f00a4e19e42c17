import { subscriptionAction } from "#app/features/billing/subscription-caller.server.ts";
import { checkSubscription } from "#app/features/billing/subscription.server.ts";
import { methodNotAllowed } from "#app/utils/http/api-response.ts";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** The status answer; the profile is reconciled with it on the way. */
export const action = subscriptionAction(
  "status check",
  ({ user, db, payments }, now) => checkSubscription(db, payments, user.id, now),
  ({ check }) => check,
);
