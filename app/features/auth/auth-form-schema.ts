import { z } from "zod/mini";
import { isPlaceholderEmail } from "#app/domain/placeholder-email.ts";
import type { AuthErrorKey } from "./auth-errors.ts";
import type { AuthMode } from "./auth-form-data.ts";
import { socialProviderIds } from "./social-providers.ts";

// The sign-in and sign-up forms' schemas: each form checks itself with its schema before it
// is sent, and the action checks the same schema again. Every issue is a key of the account
// catalogue's `errors` (docs/errors.md#sign-in), so both say the same words.

const problem = (key: AuthErrorKey) => key;

export const passwordLimits = { min: 8, max: 128 } as const;

const returnTo = z.optional(z.string());

const email = z.string({ error: problem("invalidEmail") }).check(
  z.trim(),
  z.regex(z.regexes.email, problem("invalidEmail")),
  z.refine((address) => !isPlaceholderEmail(address), problem("invalidEmail")),
);

/**
 * How a phone number may look as typed: digits, spaces, dashes, dots, brackets and a +. The
 * server then reads it as a whole number of its country (phone-number.ts), which takes a
 * library too large to send to every phone.
 */
const phoneNumber = z
  .string({ error: problem("invalidPhone") })
  .check(z.trim(), z.regex(/^[+\d\s().-]{6,24}$/, problem("invalidPhone")));

const signInPassword = z
  .string({ error: problem("passwordMissing") })
  .check(z.maxLength(passwordLimits.max, problem("passwordTooLong")));

const newPassword = z
  .string({ error: problem("passwordTooShort") })
  .check(
    z.minLength(passwordLimits.min, problem("passwordTooShort")),
    z.maxLength(passwordLimits.max, problem("passwordTooLong")),
  );

export const passwordFormSchemas = {
  signIn: z.object({ email, password: signInPassword, returnTo }),
  signUp: z.object({ email, password: newPassword, returnTo }),
} satisfies Record<AuthMode, unknown>;

export const emailLinkFormSchema = z.object({ email, returnTo });

export const phoneSendFormSchema = z.object({ phoneNumber, returnTo });

export const phoneVerifyFormSchema = z.object({
  phoneNumber,
  // Six digits, as the text message shows them; spaces the visitor typed between are fine.
  code: z
    .string({ error: problem("invalidCode") })
    .check(z.regex(/^\s*(\d\s*){6}$/, problem("invalidCode"))),
  returnTo,
});

/** A provider's button: which provider, of those we can offer at all. */
export const socialFormSchema = z.object({
  intent: z.literal("social", problem("providerFailed")),
  provider: z.enum(socialProviderIds, problem("providerFailed")),
  returnTo,
});

/** The profile's sign-out button: nothing but its intent. */
export const signOutFormSchema = z.object({
  intent: z.literal("sign-out", problem("unknown")),
});
