import type { RequestLog } from "#app/utils/request-log.ts";
import type { RequestUser } from "#app/domain/session-user.ts";
import type { Database } from "#db/client.server.ts";
import { confirmsDeletion, type DeletionProblem } from "./account-deletion.ts";
import { deleteAccount } from "./delete-account.server.ts";

export type DeleteVisitorResult =
  | { ok: true; setCookies: string[] }
  | { ok: false; problem: DeletionProblem | "signedOut" | "noProfile" };

/** What deleting the visitor's account needs from the request, handed over by the route. */
export interface DeleteVisitorDeps {
  db: Database;
  visitor: RequestUser;
  log: RequestLog;
  /**
   * Stops the account's Premium renewing (billing's stopRenewal with the payment provider);
   * null without a provider (prerendering, tests).
   */
  stopRenewal: ((userId: string, nowSeconds: number) => Promise<unknown>) | null;
  /** Ends the session, answering the Set-Cookie values that expire it; null without auth. */
  signOut: (() => Promise<string[]>) | null;
}

/**
 * Deletes the signed-in account for good once its owner typed its username: stops a Premium
 * subscription first (nothing is deleted if that fails), then ends the session, whose
 * cookies the answer must carry back. For the JSON API and the profile's form alike.
 */
export async function deleteVisitor(
  { db, visitor, log, stopRenewal, signOut }: DeleteVisitorDeps,
  typed: string,
  now: Date,
): Promise<DeleteVisitorResult> {
  const user = await visitor.user();
  if (!user) return { ok: false, problem: "signedOut" };
  // The owner confirms with their username, so a profile must exist to be named.
  const owner = await visitor.profile();
  if (!owner || !confirmsDeletion(typed, owner.username)) return { ok: false, problem: "mismatch" };
  if (stopRenewal) {
    try {
      await stopRenewal(user.id, Math.floor(now.getTime() / 1000));
    } catch (error) {
      log.error({ err: error }, "stopping the subscription before deleting the account failed");
      return { ok: false, problem: "subscriptionNotStopped" };
    }
  }
  const result = await deleteAccount(db, user.id, typed);
  if (result === "mismatch") return { ok: false, problem: "mismatch" };
  if (result === "no-profile") return { ok: false, problem: "noProfile" };
  // Better Auth expires its own cookies (names and attributes as it set them); the session
  // row itself went with the account.
  return { ok: true, setCookies: signOut ? await signOut() : [] };
}
