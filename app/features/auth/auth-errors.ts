/** Keys of the friendly identity messages in the account catalogue (docs/errors.md#sign-in). */
export const authErrorKeys = [
  "wrongCredentials",
  "emailTaken",
  "passwordMissing",
  "passwordTooShort",
  "passwordTooLong",
  "invalidEmail",
  "invalidPhone",
  "invalidCode",
  "wrongCode",
  "codeExpired",
  "tooManyCodeAttempts",
  "linkInvalid",
  "providerFailed",
  "tooManyAttempts",
  "disabled",
  "network",
  "wrongAddress",
  // The form's body was not form data, or held a character that can't be used.
  "formUnreadable",
  "unknown",
] as const;

export type AuthErrorKey = (typeof authErrorKeys)[number];

export function isAuthErrorKey(value: unknown): value is AuthErrorKey {
  return authErrorKeys.some((key) => key === value);
}

const byCode: Record<string, AuthErrorKey> = {
  INVALID_EMAIL_OR_PASSWORD: "wrongCredentials",
  USER_ALREADY_EXISTS: "emailTaken",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "emailTaken",
  PASSWORD_TOO_SHORT: "passwordTooShort",
  PASSWORD_TOO_LONG: "passwordTooLong",
  INVALID_EMAIL: "invalidEmail",
  BANNED_USER: "disabled",
  // Phone sign-in (phone-number plugin).
  INVALID_PHONE_NUMBER: "invalidPhone",
  INVALID_OTP: "wrongCode",
  OTP_EXPIRED: "codeExpired",
  OTP_NOT_FOUND: "codeExpired",
  TOO_MANY_ATTEMPTS: "tooManyCodeAttempts",
  // Email links (magic-link plugin), arriving as `?error=` on the sign-in page.
  INVALID_TOKEN: "linkInvalid",
  EXPIRED_TOKEN: "linkInvalid",
  ATTEMPTS_EXCEEDED: "linkInvalid",
  // The page was opened at an address this server does not answer sign-ins for.
  INVALID_ORIGIN: "wrongAddress",
  MISSING_OR_NULL_ORIGIN: "wrongAddress",
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: "wrongAddress",
};

/** What the visitor reads for a refused Better Auth call, by its status and error code. */
export function authErrorKey(status: number, code: unknown): AuthErrorKey {
  if (status === 429) return "tooManyAttempts";
  if (typeof code === "string" && code in byCode) return byCode[code] ?? "unknown";
  if (status === 401) return "wrongCredentials";
  // A refusal is never "something went wrong on our side".
  if (status === 403) return "wrongAddress";
  return "unknown";
}

/** The error code of a Better Auth error body (`{ code, message }`), when there is one. */
export function authErrorCode(body: unknown): unknown {
  return typeof body === "object" && body !== null && "code" in body ? body.code : undefined;
}

/**
 * What the visitor reads when an email link or a provider sends them back to the sign-in
 * page with `?error=`: a known code's message; anything else came from the provider's side.
 */
export function returnedErrorKey(code: string | null): AuthErrorKey | null {
  if (!code) return null;
  if (code === "banned") return "disabled";
  return byCode[code] ?? "providerFailed";
}
