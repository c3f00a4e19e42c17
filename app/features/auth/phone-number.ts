/**
 * Phone numbers as Better Auth stores them: E.164, a + and 8 to 15 digits. People type
 * them with spaces, dashes, dots or brackets, and with 00 for +; the country code is needed
 * because the same local number exists in many countries.
 */
const e164 = /^\+[1-9]\d{7,14}$/;

export function isE164(value: string): boolean {
  return e164.test(value);
}

/** The E.164 form of what the visitor typed, or null when it is not a full number. */
export function normalizePhoneNumber(input: string): string | null {
  const compact = input.trim().replace(/[\s().-]/g, "");
  const international = compact.startsWith("00") ? `+${compact.slice(2)}` : compact;
  return isE164(international) ? international : null;
}

/** A sign-in code as sent by SMS: six digits (spaces the visitor typed are ignored). */
export function normalizeCode(input: string): string | null {
  const digits = input.replace(/\s/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
}
