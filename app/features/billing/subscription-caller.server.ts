import type { RequestUser, SessionUser } from "#app/domain/session-user.ts";
import type { RequestLog } from "#app/utils/request-log.ts";
import type { Database } from "#db/client.server.ts";
import type { PaymentProvider } from "./payment-provider.server.ts";
import type { ServiceResult, SubscriptionProblem } from "./subscription.server.ts";

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

/** Why a subscription call never reached the service: no session, or no payment provider. */
export type CallerProblem = "signedOut" | "unavailable";

/** A subscription service's answer to a route: its result, or a problem code. */
export type SubscriptionOutcome<T> =
  ({ ok: true } & T) | { ok: false; problem: SubscriptionProblem | CallerProblem | "unknownPrice" };

/**
 * The signed-in caller of a subscription call, with a profile: the user is always the
 * session's, never the body's (docs/errors.md#shape).
 */
export async function subscriptionCaller({
  visitor,
  db,
  payments,
  log,
}: SubscriptionRequest): Promise<
  { ok: true; caller: SubscriptionCaller } | { ok: false; problem: CallerProblem }
> {
  const user = await visitor.user();
  if (!user) return { ok: false, problem: "signedOut" };
  if (!payments) return { ok: false, problem: "unavailable" };
  await visitor.profile();
  return { ok: true, caller: { user, db, payments, log } };
}

/**
 * Runs one call to the payment provider; its failure is logged and answered as the
 * `provider` problem, which the member can act on (docs/errors.md#subscription).
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

/**
 * One subscription call for the signed-in caller: `run` against the provider (`what` names
 * it in the log), its refusal turned into a problem code.
 */
export async function forCaller<T>(
  from: SubscriptionRequest,
  what: string,
  run: (caller: SubscriptionCaller, nowSeconds: number) => Promise<ServiceResult<T>>,
): Promise<SubscriptionOutcome<T>> {
  const called = await subscriptionCaller(from);
  if (!called.ok) return called;
  const result = await withProvider(called.caller.log, what, () =>
    run(called.caller, Math.floor(Date.now() / 1000)),
  );
  return result.ok ? result : { ok: false, problem: result.error };
}
