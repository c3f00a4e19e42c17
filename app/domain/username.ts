import { z } from "zod/mini";
import { storableString } from "#app/utils/http/storable-string.ts";
import { isPlaceholderEmail } from "./placeholder-email.ts";

/** Why a username can't be had, in the API's words (docs/errors.md); pages word the codes. */
export const usernameMessages = {
  length: "A username has 3 to 24 characters.",
  characters: "Use only letters, digits, _ - and . in a username.",
  taken: "That username is taken. Try another one.",
} as const;

export type UsernameProblem = keyof typeof usernameMessages;

export function isUsernameProblem(code: unknown): code is UsernameProblem {
  return typeof code === "string" && Object.hasOwn(usernameMessages, code);
}

const problem = (code: UsernameProblem) => code;

/** The username a player may choose (docs/product-rules.md#usernames); issues are codes. */
export const usernameSchema = storableString(
  { error: problem("length") },
  problem("characters"),
).check(
  z.trim(),
  z.minLength(3, problem("length")),
  z.maxLength(24, problem("length")),
  z.regex(/^[A-Za-z0-9_.-]+$/, problem("characters")),
);

export const profileUpdateSchema = z.object({ username: usernameSchema });

const fallbackUsername = "new_user";

/**
 * The first username of a new account (docs/product-rules.md#usernames): the email before the @, or
 * `new_user` without a real one (a phone account's placeholder address is not one). Characters a
 * chosen username may not have are dropped, and it is kept within 24.
 */
export function baseUsername(email: string | null | undefined): string {
  const localPart = isPlaceholderEmail(email) ? "" : (email?.split("@")[0] ?? "");
  const cleaned = localPart.replace(/[^A-Za-z0-9_.-]/g, "").slice(0, 20);
  return cleaned.length >= 3 ? cleaned : cleaned.length > 0 ? `${cleaned}_user` : fallbackUsername;
}

/** The n-th candidate for a base name: the base itself, then base2, base3… */
export function usernameCandidate(base: string, attempt: number): string {
  return attempt === 0 ? base : `${base}${attempt + 1}`;
}
