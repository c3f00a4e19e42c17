import { expect, test } from "vitest";
import { phonePlaceholderEmail } from "./placeholder-email.ts";
import {
  baseUsername,
  profileUpdateSchema,
  usernameCandidate,
  usernameSchema,
} from "./username.ts";

test("a new username is the email before the @, or new_user without one", () => {
  expect(baseUsername("mette@example.com")).toBe("mette");
  expect(baseUsername(null)).toBe("new_user");
  expect(baseUsername("")).toBe("new_user");
  expect(baseUsername("ab@example.com")).toBe("ab_user");
  expect(baseUsername("o'brien+party@example.com")).toBe("obrienparty");
});

test("a phone account's placeholder address is no email: it is called new_user", () => {
  const placeholder = phonePlaceholderEmail("+4512345678");
  expect(placeholder).toBe("4512345678@phone.invalid");
  expect(baseUsername(placeholder)).toBe("new_user");
  expect(baseUsername("4512345678@phone.example")).toBe("4512345678");
});

test("candidates add a numeric suffix after the first", () => {
  expect([0, 1, 2].map((attempt) => usernameCandidate("sam", attempt))).toEqual([
    "sam",
    "sam2",
    "sam3",
  ]);
});

test("a chosen username has 3–24 letters, digits, _ - or .", () => {
  expect(usernameSchema.safeParse("party.king_1").success).toBe(true);
  expect(usernameSchema.safeParse("ab").success).toBe(false);
  expect(usernameSchema.safeParse("a".repeat(25)).success).toBe(false);
  expect(usernameSchema.safeParse("no spaces").success).toBe(false);
});

test("a username with a character that can't be saved is refused for its characters", () => {
  const result = profileUpdateSchema.safeParse({ username: "ab\u0000c" });
  expect(result.error?.issues[0]?.message).toBe("characters");
});
