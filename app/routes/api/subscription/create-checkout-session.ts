import { checkoutFor } from "#app/features/billing/subscription-services.server.ts";
import { subscriptionJson } from "#app/features/billing/subscription-json.server.ts";
import { methodNotAllowed, readJsonBody } from "#app/utils/http/api-response.ts";
import { subscriptionRequestOf } from "#app/route-context.server.ts";
import type { Route } from "./+types/create-checkout-session";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/**
 * A checkout page for the chosen plan, {price_id}: {url} to send the browser to. The same
 * service and schema as the pricing page's checkout buttons.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const outcome = await checkoutFor(subscriptionRequestOf(context), read.body);
  return subscriptionJson(outcome, ({ url }) => ({ url }));
}
