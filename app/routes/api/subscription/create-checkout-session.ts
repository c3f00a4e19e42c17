import {
  checkoutRequestSchema,
  intervalOfPriceId,
} from "#app/features/billing/checkout-request.ts";
import { answer, subscriptionCaller } from "#app/features/billing/subscription-caller.server.ts";
import { checkoutFor } from "#app/features/billing/subscription-form.server.ts";
import {
  apiError,
  methodNotAllowed,
  readJsonBody,
  validationError,
} from "#app/utils/http/api-response.ts";
import { subscriptionRequestOf } from "#app/route-context.server.ts";
import type { Route } from "./+types/create-checkout-session";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** A checkout page for the chosen plan: {url} to send the browser to. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const called = await subscriptionCaller(subscriptionRequestOf(context));
  if (!called.ok) return called.response;
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = checkoutRequestSchema.safeParse(read.body);
  if (!parsed.success) return validationError(parsed.error);
  const interval = intervalOfPriceId(parsed.data.price_id);
  if (!interval) return apiError(400, "Unknown price_id.");
  const result = await checkoutFor(called.caller, interval);
  return answer(result, ({ url }) => ({ url }));
}
