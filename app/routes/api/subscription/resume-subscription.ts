import { changeCancellationFor } from "#app/features/billing/subscription-services.server.ts";
import { subscriptionJson } from "#app/features/billing/subscription-json.server.ts";
import { methodNotAllowed } from "#app/utils/http/api-response.ts";
import { subscriptionRequestOf } from "#app/route-context.server.ts";
import type { Route } from "./+types/resume-subscription";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** Takes a cancellation back before the period ends: Premium renews again. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const outcome = await changeCancellationFor(subscriptionRequestOf(context), false);
  return subscriptionJson(outcome, ({ record }) => ({
    cancelled: false,
    premiumEndDate: record.premiumEndDate,
  }));
}
