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

test("a number without its country code is Danish, as most of our players' are", () => {
  expect(normalizePhoneNumber("12 34 56 78")).toBe("+4512345678");
  expect(normalizePhoneNumber("20-30-40-50")).toBe("+4520304050");
  // A Danish number is eight digits: seven or nine can't be one.
  expect(normalizePhoneNumber("1234567")).toBeNull();
  expect(normalizePhoneNumber("123456789")).toBeNull();
});

test("a number too short, too long or with letters is refused", () => {
  expect(normalizePhoneNumber("+45 123")).toBeNull();
  expect(normalizePhoneNumber("+45 1234 5678 9")).toBeNull();
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
