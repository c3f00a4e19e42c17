/** Keys of the friendly identity messages in the account catalogue (DESIGN.md §7). */
export type AuthErrorKey =
  | "wrongCredentials"
  | "emailTaken"
  | "passwordTooShort"
  | "passwordTooLong"
  | "invalidEmail"
  | "tooManyAttempts"
  | "disabled"
  | "network"
  | "unknown";

const byCode: Record<string, AuthErrorKey> = {
  INVALID_EMAIL_OR_PASSWORD: "wrongCredentials",
  USER_ALREADY_EXISTS: "emailTaken",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "emailTaken",
  PASSWORD_TOO_SHORT: "passwordTooShort",
  PASSWORD_TOO_LONG: "passwordTooLong",
  INVALID_EMAIL: "invalidEmail",
  BANNED_USER: "disabled",
};

/** What the visitor reads for a refused Better Auth call, by its status and error code. */
export function authErrorKey(status: number, code: unknown): AuthErrorKey {
  if (status === 429) return "tooManyAttempts";
  if (typeof code === "string" && code in byCode) return byCode[code] ?? "unknown";
  if (status === 401) return "wrongCredentials";
  return "unknown";
}

/** The error code of a Better Auth error body (`{ code, message }`), when there is one. */
export function authErrorCode(body: unknown): unknown {
  return typeof body === "object" && body !== null && "code" in body ? body.code : undefined;
}
