// The age answer also lives in a cookie, so the server knows it: a page rendered for a visitor
// who has answered carries no question, and the question's plain form works before the
// page's JavaScript has arrived (app/routes/first-visit.ts).
import { readCookie } from "#app/i18n/language.ts";

export const ageCookieName = "party-dojo-age";

const oneYear = 60 * 60 * 24 * 365;

export type AgeCookieValue = "yes" | "no";

export function isAgeCookieValue(value: unknown): value is AgeCookieValue {
  return value === "yes" || value === "no";
}

/** The answer in a Cookie header, or null when there is none (or it is not one). */
export function ageFromCookies(cookieHeader: string | null | undefined): AgeCookieValue | null {
  const value = readCookie(cookieHeader ?? null, ageCookieName);
  return isAgeCookieValue(value) ? value : null;
}

export function ageCookie(value: AgeCookieValue, secure: boolean): string {
  return `${ageCookieName}=${value}; Path=/; Max-Age=${oneYear}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * Runs in the page's head before first paint: marks `<html data-age-answered>` when this
 * browser has answered (in the cookie or storage), so a page rendered without knowing it
 * (a prerendered one) never flashes the question. The cookie is read first: a browser's
 * first touch of storage can cost a slow phone tens of milliseconds before anything paints.
 * Kept tiny and dependency-free on purpose.
 */
export const ageAnsweredScript = `try{var d=document.documentElement,a;if(/(^|;\\s*)${ageCookieName}=(yes|no)(;|$)/.test(document.cookie)||((a=localStorage.getItem("party-dojo:age"))&&/"confirmed":(true|false)/.test(a)))d.setAttribute("data-age-answered","")}catch(e){}`;
