import {
  answer,
  subscriptionCaller,
  withProvider,
} from "#app/features/billing/subscription-caller.server.ts";
import { changeCancellation } from "#app/features/billing/subscription.server.ts";
import { methodNotAllowed } from "#app/features/http/api-response.ts";
import type { Route } from "./+types/cancel-subscription";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** Cancels at the end of the paid period: Premium stays until premiumEndDate. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const called = await subscriptionCaller(request, context);
  if (!called.ok) return called.response;
  const { user, db, payments } = called.caller;
  const result = await withProvider("cancel", () =>
    changeCancellation(db, payments, user.id, true, Math.floor(Date.now() / 1000)),
  );
  return answer(result, ({ record }) => ({
    cancelled: true,
    premiumEndDate: record.premiumEndDate,
  }));
}
