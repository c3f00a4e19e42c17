import { parsePhoneNumberFromString } from "libphonenumber-js/max";

/**
 * Phone numbers as Better Auth stores them: E.164, a + and 8 to 15 digits. People type
 * them with spaces, dashes, dots or brackets, with 00 for +, and, being mostly in Denmark,
 * often without a country code: a number without one is read as Danish.
 */
const e164 = /^\+[1-9]\d{7,14}$/;

/** Where a number typed without its country code is from. */
export const defaultPhoneCountry = "DK";

export function isE164(value: string): boolean {
  return e164.test(value);
}

/**
 * The E.164 form of what the visitor typed, or null when it can't be a whole number of its
 * country (too short, too long, or with letters, which some libraries read as a keypad's).
 */
export function normalizePhoneNumber(input: string): string | null {
  const typed = input.trim();
  if (!/^[+\d\s().-]+$/.test(typed)) return null;
  const number = parsePhoneNumberFromString(typed, defaultPhoneCountry);
  if (!number?.isPossible()) return null;
  return isE164(number.number) ? number.number : null;
}

/** A sign-in code as sent by SMS: six digits (spaces the visitor typed are ignored). */
export function normalizeCode(input: string): string | null {
  const digits = input.replace(/\s/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
}
