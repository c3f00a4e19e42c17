import { readCookie } from "#app/i18n/language.ts";

// The username rule (docs/product-rules.md#usernames) as one pattern: this module runs on
// every page (ReferralTracker), so it keeps the form's schema library out of it.
const usernamePattern = /^[A-Za-z0-9_.-]{3,24}$/;

/** Keeps `/?ref=<username>` until the visitor signs up (docs/product-rules.md#referrals). */
export const referralCookie = "pd_ref";
const thirtyDaysInSeconds = 60 * 60 * 24 * 30;

/** The referrer a `ref` value names, or null when it could not be a username. */
export function parseReferrer(value: string | null | undefined): string | null {
  const username = (value ?? "").trim();
  return usernamePattern.test(username) ? username : null;
}

export function referrerFromCookies(cookieHeader: string | null | undefined): string | null {
  return parseReferrer(readCookie(cookieHeader ?? null, referralCookie));
}

/** The Set-Cookie value that keeps a referral for 30 days; null when `ref` is no username. */
export function referralCookieValue(ref: string | null | undefined): string | null {
  const referrer = parseReferrer(ref);
  if (!referrer) return null;
  return `${referralCookie}=${encodeURIComponent(referrer)}; Path=/; Max-Age=${thirtyDaysInSeconds}; SameSite=Lax`;
}

/** The link a player shares; whoever signs up through it brings them coins. */
export function referralLink(origin: string, username: string): string {
  const url = new URL("/", origin);
  url.searchParams.set("ref", username);
  return url.toString();
}
