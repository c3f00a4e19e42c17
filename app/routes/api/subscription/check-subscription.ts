import {
  answer,
  subscriptionCaller,
  withProvider,
} from "#app/features/billing/subscription-caller.server.ts";
import { checkSubscription } from "#app/features/billing/subscription.server.ts";
import { methodNotAllowed } from "#app/features/http/api-response.ts";
import type { Route } from "./+types/check-subscription";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** SPEC §7's status answer; the profile is reconciled with it on the way (SPEC §4). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const called = await subscriptionCaller(request, context);
  if (!called.ok) return called.response;
  const { user, db, payments } = called.caller;
  const result = await withProvider("status check", () =>
    checkSubscription(db, payments, user.id, Math.floor(Date.now() / 1000)),
  );
  return answer(result, ({ check }) => check);
}
