import { z } from "zod/mini";
import { storableString } from "#app/utils/http/storable-string.ts";

export const deletionMessages = {
  missing: "Type your username to confirm.",
  mismatch: "That is not your username. Type it exactly as shown to delete your account.",
  subscriptionNotStopped:
    "We couldn't stop your Premium subscription, so your account is still here and nothing was deleted. Try again in a minute.",
} as const;

/**
 * The body of DELETE /api/profile: the account's username, typed by its owner, so an
 * account is never deleted by a stray tap or a forged request without it.
 */
export const deleteAccountSchema = z.object({
  confirm: storableString({ error: deletionMessages.missing }).check(
    z.trim(),
    z.minLength(1, deletionMessages.missing),
  ),
});

/** Whether what was typed names the account; the server checks it again in its transaction. */
export function confirmsDeletion(typed: string, username: string): boolean {
  return typed.trim() === username;
}
