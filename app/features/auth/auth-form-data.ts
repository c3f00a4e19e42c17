import type { AuthErrorKey } from "./auth-errors.ts";

export type AuthMode = "signIn" | "signUp";

/** The ways to sign in that have their own form, chosen with `?method=` (password first). */
export const authMethods = ["password", "email-link", "phone"] as const;
export type AuthMethod = (typeof authMethods)[number];

export function authMethod(value: string | null): AuthMethod {
  return authMethods.find((method) => method === value) ?? "password";
}

const intents = ["password", "email-link", "phone-send", "phone-verify", "social"] as const;
export type AuthFormIntent = (typeof intents)[number];

/** Which form was posted; a post without one is the password form (it came first). */
export function authFormIntent(value: FormDataEntryValue | null): AuthFormIntent {
  return intents.find((intent) => intent === value) ?? "password";
}

/** What the sign-in and sign-up actions answer (a success that signs in redirects instead). */
export interface AuthActionData {
  error: AuthErrorKey | null;
  /** A sign-in link went to this address. */
  linkSentTo?: string;
  /** A code went to this number (E.164); the page asks for it. */
  codeSentTo?: string;
  /** The number as typed, to show it again with its error. */
  typedPhone?: string;
}
