import { getEnv } from "#app/env.server.ts";
import {
  answer,
  subscriptionCaller,
  withProvider,
} from "#app/features/billing/subscription-caller.server.ts";
import { billingPortal } from "#app/features/billing/subscription.server.ts";
import { methodNotAllowed } from "#app/features/http/api-response.ts";
import type { Route } from "./+types/billing-portal";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** The provider's billing page (card, invoices, plan): {url}. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const called = await subscriptionCaller(request, context);
  if (!called.ok) return called.response;
  const { user, db, payments } = called.caller;
  const result = await withProvider("billing portal", () =>
    billingPortal(db, payments, user.id, `${getEnv().BASE_URL}/profile`),
  );
  return answer(result, ({ url }) => ({ url }));
}
