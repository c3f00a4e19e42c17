import { subscriptionAction } from "#app/features/billing/subscription-caller.server.ts";
import { checkSubscription } from "#app/features/billing/subscription.server.ts";
import { methodNotAllowed } from "#app/utils/http/api-response.ts";
import { subscriptionRequestOf } from "#app/route-context.server.ts";
import type { Route } from "./+types/check-subscription";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** The status answer; the profile is reconciled with it on the way. */
const call = subscriptionAction(
  "status check",
  ({ user, db, payments }, now) => checkSubscription(db, payments, user.id, now),
  ({ check }) => check,
);

export function action({ request, context }: Route.ActionArgs) {
  return call(request, subscriptionRequestOf(context));
}
