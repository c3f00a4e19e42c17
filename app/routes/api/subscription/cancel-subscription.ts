import { subscriptionAction } from "#app/features/billing/subscription-caller.server.ts";
import { changeCancellation } from "#app/features/billing/subscription.server.ts";
import { methodNotAllowed } from "#app/utils/http/api-response.ts";
import { subscriptionRequestOf } from "#app/route-context.server.ts";
import type { Route } from "./+types/cancel-subscription";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** Cancels at the end of the paid period: Premium stays until premiumEndDate. */
const call = subscriptionAction(
  "cancel",
  ({ user, db, payments }, now) => changeCancellation(db, payments, user.id, true, now),
  ({ record }) => ({ cancelled: true, premiumEndDate: record.premiumEndDate }),
);

export function action({ request, context }: Route.ActionArgs) {
  return call(request, subscriptionRequestOf(context));
}
