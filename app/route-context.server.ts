import type { RouterContextProvider } from "react-router";
import { dbContext, languageContext, logContext, userContext } from "#app/context.ts";
import type { DeleteVisitorDeps } from "#app/features/account/delete-visitor.server.ts";
import { authContext } from "#app/features/auth/auth-context.ts";
import { paymentsContext } from "#app/features/billing/payments-context.ts";
import type { SubscriptionRequest } from "#app/features/billing/subscription-caller.server.ts";
import { stopRenewal } from "#app/features/billing/subscription.server.ts";
import type { PromptVisitor } from "#app/features/packs/prompt-game.server.ts";

// What several routes hand the same feature service, read from the router context in one
// place: the services take plain values, never the context (docs/decisions/022-boundaries.md).

/** The visitor a prompt game's page or packs are for. */
export function promptVisitorOf(context: Readonly<RouterContextProvider>): PromptVisitor {
  return {
    db: context.get(dbContext),
    visitor: context.get(userContext),
    language: context.get(languageContext),
  };
}

/** What a subscription call (the JSON API or a page's form) needs. */
export function subscriptionRequestOf(
  context: Readonly<RouterContextProvider>,
): SubscriptionRequest {
  return {
    visitor: context.get(userContext),
    db: context.get(dbContext),
    payments: context.get(paymentsContext),
    log: context.get(logContext),
  };
}

/** What a reward claim needs (the API, the profile and the Christmas calendar). */
export function claimRequestOf(context: Readonly<RouterContextProvider>) {
  return {
    db: context.get(dbContext),
    visitor: context.get(userContext),
    log: context.get(logContext),
  };
}

/**
 * What deleting the visitor's account needs (the API and the profile's form): billing's
 * stopRenewal with this process's provider, and Better Auth's sign-out for this request.
 */
export function deleteVisitorDepsOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
): DeleteVisitorDeps {
  const db = context.get(dbContext);
  const payments = context.get(paymentsContext);
  const auth = context.get(authContext);
  return {
    db,
    visitor: context.get(userContext),
    log: context.get(logContext),
    stopRenewal: payments
      ? (userId, nowSeconds) => stopRenewal(db, payments, userId, nowSeconds)
      : null,
    signOut: auth
      ? async () => {
          const signedOut = await auth.api.signOut({ headers: request.headers, asResponse: true });
          return signedOut.headers.getSetCookie();
        }
      : null,
  };
}
