import { expect, test } from "vitest";
import { accountKey } from "./account-rate-limit.server.ts";

test("one account is one key however its address or number is typed", () => {
  expect(accountKey("email", " Victim@Example.COM ")).toBe(
    accountKey("email", "victim@example.com"),
  );
  expect(accountKey("phoneNumber", "12 34 56 78")).toBe(accountKey("phoneNumber", "+4512345678"));
  expect(accountKey("email", "a@example.com")).not.toBe(accountKey("email", "b@example.com"));
});

test("the key holds no trace of the address and can't collide with Better Auth's", () => {
  const key = accountKey("email", "victim@example.com");
  expect(key).toMatch(/^account:[\w-]{43}$/);
  expect(key).not.toContain("victim");
});
