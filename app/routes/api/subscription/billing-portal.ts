import { billingPortalFor } from "#app/features/billing/subscription-services.server.ts";
import { subscriptionJson } from "#app/features/billing/subscription-json.server.ts";
import { methodNotAllowed } from "#app/utils/http/api-response.ts";
import { subscriptionRequestOf } from "#app/route-context.server.ts";
import type { Route } from "./+types/billing-portal";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** The provider's billing page (card, invoices, plan): {url}. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const outcome = await billingPortalFor(subscriptionRequestOf(context));
  return subscriptionJson(outcome, ({ url }) => ({ url }));
}
