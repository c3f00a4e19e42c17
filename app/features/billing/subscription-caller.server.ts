import type { RequestUser, SessionUser } from "#app/domain/session-user.ts";
import type { RequestLog } from "#app/utils/request-log.ts";
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

/** What a subscription call needs from the request, handed over by the route. */
export interface SubscriptionRequest {
  visitor: RequestUser;
  db: Database;
  /** Null while prerendering. */
  payments: PaymentProvider | null;
  log: RequestLog;
}

/**
 * The signed-in caller of a subscription call, with a profile: the user is always the
 * session's, never the body's (docs/errors.md#shape). Answers the 401 otherwise.
 */
export async function subscriptionCaller({
  visitor,
  db,
  payments,
  log,
}: SubscriptionRequest): Promise<
  { ok: true; caller: SubscriptionCaller } | { ok: false; response: Response }
> {
  const user = await visitor.user();
  if (!user) return { ok: false, response: apiError(401, "User is not authenticated") };
  if (!payments) {
    return { ok: false, response: apiError(503, "Payments are not available right now.") };
  }
  await visitor.profile();
  return {
    ok: true,
    caller: { user, db, payments, log },
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
  return async (request: Request, from: SubscriptionRequest): Promise<Response> => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const called = await subscriptionCaller(from);
    if (!called.ok) return called.response;
    const result = await withProvider(called.caller.log, what, () =>
      run(called.caller, Math.floor(Date.now() / 1000)),
    );
    return answer(result, body);
  };
}
