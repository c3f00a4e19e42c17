import { expect, test } from "vitest";
import { authErrorCode, authErrorKey, returnedErrorKey } from "./auth-errors.ts";

test("Better Auth's codes map to the friendly messages of docs/errors.md#sign-in", () => {
  expect(authErrorKey(401, "INVALID_EMAIL_OR_PASSWORD")).toBe("wrongCredentials");
  expect(authErrorKey(422, "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL")).toBe("emailTaken");
  expect(authErrorKey(400, "PASSWORD_TOO_SHORT")).toBe("passwordTooShort");
  expect(authErrorKey(403, "BANNED_USER")).toBe("disabled");
  expect(authErrorKey(429, undefined)).toBe("tooManyAttempts");
  expect(authErrorKey(500, "SOMETHING_ELSE")).toBe("unknown");
});

test("phone codes: wrong, expired or spent, and too many tries each have a message", () => {
  expect(authErrorKey(400, "INVALID_OTP")).toBe("wrongCode");
  expect(authErrorKey(400, "OTP_EXPIRED")).toBe("codeExpired");
  expect(authErrorKey(400, "OTP_NOT_FOUND")).toBe("codeExpired");
  expect(authErrorKey(403, "TOO_MANY_ATTEMPTS")).toBe("tooManyCodeAttempts");
  expect(authErrorKey(400, "INVALID_PHONE_NUMBER")).toBe("invalidPhone");
});

test("a refused origin says which address to open, never 'something went wrong'", () => {
  expect(authErrorKey(403, "INVALID_ORIGIN")).toBe("wrongAddress");
  expect(authErrorKey(403, "MISSING_OR_NULL_ORIGIN")).toBe("wrongAddress");
  expect(authErrorKey(403, undefined)).toBe("wrongAddress");
});

test("an error code brought back to the sign-in page becomes a message", () => {
  expect(returnedErrorKey("INVALID_TOKEN")).toBe("linkInvalid");
  expect(returnedErrorKey("BANNED_USER")).toBe("disabled");
  expect(returnedErrorKey("banned")).toBe("disabled");
  expect(returnedErrorKey("access_denied")).toBe("providerFailed");
  expect(returnedErrorKey(null)).toBeNull();
});

test("the code is read from an error body only when it has one", () => {
  expect(authErrorCode({ code: "INVALID_EMAIL" })).toBe("INVALID_EMAIL");
  expect(authErrorCode(null)).toBeUndefined();
  expect(authErrorCode("text")).toBeUndefined();
});
