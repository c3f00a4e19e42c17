import type { RouterContextProvider } from "react-router";
import { authContext, dbContext, logContext, paymentsContext, userContext } from "#app/context.ts";
import type { Database } from "#db/client.server.ts";
import type { PaymentProvider } from "#app/context.ts";
import { confirmsDeletion, type DeletionProblem } from "./account-deletion.ts";
import { deleteAccount } from "./delete-account.server.ts";

export type DeleteVisitorResult =
  | { ok: true; setCookies: string[] }
  | { ok: false; problem: DeletionProblem | "signedOut" | "noProfile" };

/**
 * Deletes the signed-in account for good once its owner typed its username: stops a Premium
 * subscription first (nothing is deleted if that fails), then ends the session, whose
 * cookies the answer must carry back. For the JSON API and the profile's form alike.
 */
export async function deleteVisitor(
  context: Readonly<RouterContextProvider>,
  request: Request,
  typed: string,
  /** Stops the account's Premium renewing (billing's stopRenewal, handed over by the route). */
  stopRenewal: (
    db: Database,
    payments: PaymentProvider,
    userId: string,
    nowSeconds: number,
  ) => Promise<unknown>,
): Promise<DeleteVisitorResult> {
  const visitor = context.get(userContext);
  const user = await visitor.user();
  if (!user) return { ok: false, problem: "signedOut" };
  const db = context.get(dbContext);
  // The owner confirms with their username, so a profile must exist to be named.
  const owner = await visitor.profile();
  if (!owner || !confirmsDeletion(typed, owner.username)) return { ok: false, problem: "mismatch" };
  const payments = context.get(paymentsContext);
  if (payments) {
    try {
      await stopRenewal(db, payments, user.id, Math.floor(Date.now() / 1000));
    } catch (error) {
      context
        .get(logContext)
        .error({ err: error }, "stopping the subscription before deleting the account failed");
      return { ok: false, problem: "subscriptionNotStopped" };
    }
  }
  const result = await deleteAccount(db, user.id, typed);
  if (result === "mismatch") return { ok: false, problem: "mismatch" };
  if (result === "no-profile") return { ok: false, problem: "noProfile" };
  // Better Auth expires its own cookies (names and attributes as it set them); the session
  // row itself went with the account.
  const auth = context.get(authContext);
  const signedOut = auth
    ? await auth.api.signOut({ headers: request.headers, asResponse: true })
    : null;
  return { ok: true, setCookies: signedOut?.headers.getSetCookie() ?? [] };
}
