import { getEnv } from "#app/env.server.ts";
import { isPlaceholderEmail } from "#app/domain/placeholder-email.ts";
import {
  checkoutRequestSchema,
  intervalOfPriceId,
} from "#app/features/billing/checkout-request.ts";
import {
  answer,
  subscriptionCaller,
  withProvider,
} from "#app/features/billing/subscription-caller.server.ts";
import { startCheckout } from "#app/features/billing/subscription.server.ts";
import {
  apiError,
  methodNotAllowed,
  readJsonBody,
  validationError,
} from "#app/utils/http/api-response.ts";
import type { Route } from "./+types/create-checkout-session";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** A checkout page for the chosen plan: {url} to send the browser to. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const called = await subscriptionCaller(context);
  if (!called.ok) return called.response;
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = checkoutRequestSchema.safeParse(read.body);
  if (!parsed.success) return validationError(parsed.error);
  const interval = intervalOfPriceId(parsed.data.price_id);
  if (!interval) return apiError(400, "Unknown price_id.");
  const { user, db, payments } = called.caller;
  const base = getEnv().BASE_URL;
  const result = await withProvider(called.caller.log, "checkout", () =>
    startCheckout(
      db,
      payments,
      { id: user.id, email: isPlaceholderEmail(user.email) ? null : user.email },
      interval,
      {
        successUrl: `${base}/info/premium-processing`,
        cancelUrl: `${base}/info/premium-cancelled`,
      },
      Math.floor(Date.now() / 1000),
    ),
  );
  return answer(result, ({ url }) => ({ url }));
}
