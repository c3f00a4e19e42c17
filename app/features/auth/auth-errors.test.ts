import { expect, test } from "vitest";
import { authErrorCode, authErrorKey } from "./auth-errors.ts";

test("Better Auth's codes map to the friendly messages of DESIGN.md §7", () => {
  expect(authErrorKey(401, "INVALID_EMAIL_OR_PASSWORD")).toBe("wrongCredentials");
  expect(authErrorKey(422, "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL")).toBe("emailTaken");
  expect(authErrorKey(400, "PASSWORD_TOO_SHORT")).toBe("passwordTooShort");
  expect(authErrorKey(403, "BANNED_USER")).toBe("disabled");
  expect(authErrorKey(429, undefined)).toBe("tooManyAttempts");
  expect(authErrorKey(500, "SOMETHING_ELSE")).toBe("unknown");
});

test("the code is read from an error body only when it has one", () => {
  expect(authErrorCode({ code: "INVALID_EMAIL" })).toBe("INVALID_EMAIL");
  expect(authErrorCode(null)).toBeUndefined();
  expect(authErrorCode("text")).toBeUndefined();
});
