import {
  answer,
  subscriptionCaller,
  withProvider,
} from "#app/features/billing/subscription-caller.server.ts";
import { changeCancellation } from "#app/features/billing/subscription.server.ts";
import { methodNotAllowed } from "#app/features/http/api-response.ts";
import type { Route } from "./+types/resume-subscription";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** Takes a cancellation back before the period ends: Premium renews again. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const called = await subscriptionCaller(request, context);
  if (!called.ok) return called.response;
  const { user, db, payments } = called.caller;
  const result = await withProvider("resume", () =>
    changeCancellation(db, payments, user.id, false, Math.floor(Date.now() / 1000)),
  );
  return answer(result, ({ record }) => ({
    cancelled: false,
    premiumEndDate: record.premiumEndDate,
  }));
}
