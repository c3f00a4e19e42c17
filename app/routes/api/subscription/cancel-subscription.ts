import { changeCancellationFor } from "#app/features/billing/subscription-services.server.ts";
import { subscriptionJson } from "#app/features/billing/subscription-json.server.ts";
import { methodNotAllowed } from "#app/utils/http/api-response.ts";
import { subscriptionRequestOf } from "#app/route-context.server.ts";
import type { Route } from "./+types/cancel-subscription";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** Cancels at the end of the paid period: Premium stays until premiumEndDate. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const outcome = await changeCancellationFor(subscriptionRequestOf(context), true);
  return subscriptionJson(outcome, ({ record }) => ({
    cancelled: true,
    premiumEndDate: record.premiumEndDate,
  }));
}
