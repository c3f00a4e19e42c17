import type { RouterContextProvider } from "react-router";
import {
  dbContext,
  logContext,
  paymentsContext,
  userContext,
  type RequestLog,
} from "#app/context.ts";
import type { SessionUser } from "#app/context.ts";
import { apiError, methodNotAllowed } from "#app/utils/http/api-response.ts";
import type { Database } from "#db/client.server.ts";
import type { PaymentProvider } from "./payment-provider.server.ts";
import { subscriptionMessages, type ServiceResult } from "./subscription.server.ts";

export interface SubscriptionCaller {
  user: SessionUser;
  db: Database;
  payments: PaymentProvider;
  log: RequestLog;
}

/**
 * The signed-in caller of a subscription call, with a profile: the user is always the
 * session's, never the body's (docs/errors.md#shape). Answers the 401 otherwise.
 */
export async function subscriptionCaller(
  context: Readonly<RouterContextProvider>,
): Promise<{ ok: true; caller: SubscriptionCaller } | { ok: false; response: Response }> {
  const visitor = context.get(userContext);
  const user = await visitor.user();
  if (!user) return { ok: false, response: apiError(401, "User is not authenticated") };
  const payments = context.get(paymentsContext);
  if (!payments) {
    return { ok: false, response: apiError(503, "Payments are not available right now.") };
  }
  await visitor.profile();
  return {
    ok: true,
    caller: { user, db: context.get(dbContext), payments, log: context.get(logContext) },
  };
}

/**
 * Runs one call to the payment provider; its failure is logged and answered as a 502 with
 * a message the member can act on (docs/errors.md#subscription).
 */
export async function withProvider<T>(
  log: RequestLog,
  what: string,
  run: () => Promise<ServiceResult<T>>,
): Promise<ServiceResult<T>> {
  try {
    return await run();
  } catch (error) {
    log.error({ err: error }, `${what} failed`);
    return { ok: false, status: 502, error: "provider" };
  }
}

export function answer<T extends object>(result: ServiceResult<T>, body: (ok: T) => unknown) {
  if (!result.ok) return apiError(result.status, subscriptionMessages[result.error]);
  return Response.json(body(result));
}

/**
 * The POST action of a subscription call that takes no body: the signed-in caller, one call
 * to the provider (`what` names it in the log), and the answer's JSON shaped by `body`.
 */
export function subscriptionAction<T extends object>(
  what: string,
  run: (caller: SubscriptionCaller, nowSeconds: number) => Promise<ServiceResult<T>>,
  body: (ok: T) => unknown,
) {
  return async ({
    request,
    context,
  }: {
    request: Request;
    context: Readonly<RouterContextProvider>;
  }): Promise<Response> => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const called = await subscriptionCaller(context);
    if (!called.ok) return called.response;
    const result = await withProvider(called.caller.log, what, () =>
      run(called.caller, Math.floor(Date.now() / 1000)),
    );
    return answer(result, body);
  };
}
