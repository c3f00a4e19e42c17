import { z } from "zod/mini";
import { storableString } from "#app/utils/http/storable-string.ts";

/** Why an account was not deleted, in the API's words (docs/errors.md); pages word the codes. */
export const deletionMessages = {
  missing: "Type your username to confirm.",
  mismatch: "That is not your username. Type it exactly as shown to delete your account.",
  subscriptionNotStopped:
    "We couldn't stop your Premium subscription, so your account is still here and nothing was deleted. Try again in a minute.",
} as const;

export type DeletionProblem = keyof typeof deletionMessages;

const missing: DeletionProblem = "missing";

/**
 * The confirmation of DELETE /api/profile and of the profile's form: the account's username,
 * typed by its owner, so an account is never deleted by a stray tap or a forged request
 * without it. Its issues are codes.
 */
export const deleteAccountSchema = z.object({
  confirm: storableString({ error: missing }).check(z.trim(), z.minLength(1, missing)),
});

/** The same, in the browser, which knows the username and says a mismatch before sending. */
export function deleteAccountSchemaFor(username: string) {
  return z.object({
    confirm: storableString({ error: missing }).check(
      z.trim(),
      z.minLength(1, missing),
      z.refine((typed) => confirmsDeletion(typed, username), "mismatch" satisfies DeletionProblem),
    ),
  });
}

/** Whether what was typed names the account; the server checks it again in its transaction. */
export function confirmsDeletion(typed: string, username: string): boolean {
  return typed.trim() === username;
}
