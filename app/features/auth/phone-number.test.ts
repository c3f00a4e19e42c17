import { expect, test } from "vitest";
import { isE164, normalizeCode, normalizePhoneNumber } from "./phone-number.ts";

test("a number typed with spaces, dashes, dots or brackets becomes E.164", () => {
  expect(normalizePhoneNumber("+45 12 34 56 78")).toBe("+4512345678");
  expect(normalizePhoneNumber(" +1 (415) 555-0100 ")).toBe("+14155550100");
  expect(normalizePhoneNumber("+44.20.7946.0958")).toBe("+442079460958");
});

test("00 stands for +", () => {
  expect(normalizePhoneNumber("0045 12345678")).toBe("+4512345678");
});

test("a number without its country code, too short, too long or with letters is refused", () => {
  expect(normalizePhoneNumber("12345678")).toBeNull();
  expect(normalizePhoneNumber("+45 123")).toBeNull();
  expect(normalizePhoneNumber("+1234567890123456")).toBeNull();
  expect(normalizePhoneNumber("+45 12 34 AB 78")).toBeNull();
  expect(normalizePhoneNumber("+0 12345678")).toBeNull();
  expect(normalizePhoneNumber("")).toBeNull();
});

test("only the normalised form passes Better Auth's validator", () => {
  expect(isE164("+4512345678")).toBe(true);
  expect(isE164("+45 12345678")).toBe(false);
});

test("a code is six digits", () => {
  expect(normalizeCode("123 456")).toBe("123456");
  expect(normalizeCode("12345")).toBeNull();
  expect(normalizeCode("12345a")).toBeNull();
});
