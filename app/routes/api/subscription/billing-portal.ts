import { getEnv } from "#app/env.server.ts";
import { subscriptionAction } from "#app/features/billing/subscription-caller.server.ts";
import { billingPortal } from "#app/features/billing/subscription.server.ts";
import { methodNotAllowed } from "#app/utils/http/api-response.ts";
import { subscriptionRequestOf } from "#app/route-context.server.ts";
import type { Route } from "./+types/billing-portal";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** The provider's billing page (card, invoices, plan): {url}. */
const call = subscriptionAction(
  "billing portal",
  ({ user, db, payments }) => billingPortal(db, payments, user.id, `${getEnv().BASE_URL}/profile`),
  ({ url }) => ({ url }),
);

export function action({ request, context }: Route.ActionArgs) {
  return call(request, subscriptionRequestOf(context));
}
