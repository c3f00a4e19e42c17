import { checkSubscriptionFor } from "#app/features/billing/subscription-services.server.ts";
import { subscriptionJson } from "#app/features/billing/subscription-json.server.ts";
import { methodNotAllowed } from "#app/utils/http/api-response.ts";
import { subscriptionRequestOf } from "#app/route-context.server.ts";
import type { Route } from "./+types/check-subscription";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** The status answer; the profile is reconciled with it on the way. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const outcome = await checkSubscriptionFor(subscriptionRequestOf(context));
  return subscriptionJson(outcome, ({ check }) => check);
}
