import type { RequestHandler } from "express";
import { referralCookie } from "#app/domain/referral.ts";
import { ageCookieName } from "#app/features/shell/age-cookie.ts";
import { seatCookieName } from "#app/features/rooms/seat-cookie.ts";
import { decodeCookieValue, languageCookieName, rawCookieValues } from "#app/i18n/language.ts";
import { isStorableText } from "#app/utils/http/storable-text.ts";

/**
 * The cookies the app itself sets and reads (Better Auth's are its own, and it reads them
 * leniently). A new cookie belongs here, or a broken copy of it stays in the browser.
 */
export const ownCookies = [languageCookieName, seatCookieName, ageCookieName, referralCookie];

function unreadable(raw: string): boolean {
  const value = decodeCookieValue(raw);
  return value === undefined || !isStorableText(value);
}

/**
 * The app's own cookies in a Cookie header whose value can't be read (language.ts) or holds
 * text no field of ours may hold (a control character, half a surrogate pair).
 */
export function unreadableCookies(cookieHeader: string | null | undefined): string[] {
  if (!cookieHeader) return [];
  return ownCookies.filter((name) => rawCookieValues(cookieHeader, name).some(unreadable));
}

/** The Set-Cookie value that makes a browser drop the cookie `name` set at `/`. */
export function expiredCookie(name: string): string {
  return `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}

/**
 * A cookie of ours that can't be read is ignored by its reader and cleared here, on every
 * answer, so a browser that holds one (sent by a script, or a bug) doesn't carry it for a
 * year (docs/decisions/016-hostile-input.md).
 */
export const cookieGuard: RequestHandler = (req, res, next) => {
  for (const name of unreadableCookies(req.headers.cookie)) {
    res.append("Set-Cookie", expiredCookie(name));
  }
  next();
};
