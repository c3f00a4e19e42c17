import { subscriptionAction } from "#app/features/billing/subscription-caller.server.ts";
import { changeCancellation } from "#app/features/billing/subscription.server.ts";
import { methodNotAllowed } from "#app/utils/http/api-response.ts";
import { subscriptionRequestOf } from "#app/route-context.server.ts";
import type { Route } from "./+types/resume-subscription";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** Takes a cancellation back before the period ends: Premium renews again. */
const call = subscriptionAction(
  "resume",
  ({ user, db, payments }, now) => changeCancellation(db, payments, user.id, false, now),
  ({ record }) => ({ cancelled: false, premiumEndDate: record.premiumEndDate }),
);

export function action({ request, context }: Route.ActionArgs) {
  return call(request, subscriptionRequestOf(context));
}
