import type { MiddlewareFunction } from "react-router";
import { readCookie } from "#app/i18n/language.ts";

// A one-time message for the page a plain form post (one sent without the page's JavaScript)
// comes back to: the action redirects with the message's code in a short-lived cookie, the
// next page shows it once, and the cookie goes with that page's response.

export const flashCookieName = "party-dojo-flash";

/** What a page can be told after a plain post; the words are `common:flash.<code>`. */
export const flashCodes = ["liked", "unliked", "likeFailed"] as const;

export type FlashCode = (typeof flashCodes)[number];

function isFlashCode(value: unknown): value is FlashCode {
  return flashCodes.some((code) => code === value);
}

/** The Set-Cookie value that carries `code` to the next page (for a minute at most). */
export function flashCookie(code: FlashCode, secure: boolean): string {
  return `${flashCookieName}=${code}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The message a request carries, when it carries one we know. */
export function flashOf(request: Request): FlashCode | null {
  const value = readCookie(request.headers.get("Cookie"), flashCookieName);
  return isFlashCode(value) ? value : null;
}

/**
 * Clears a carried message with the page that showed it. A redirect passes it on untouched, so
 * the message waits for the page the visitor lands on.
 */
export const flashMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  const carried = readCookie(request.headers.get("Cookie"), flashCookieName) !== undefined;
  const redirected = response.status >= 300 && response.status < 400;
  if (carried && !redirected) {
    response.headers.append("Set-Cookie", `${flashCookieName}=; Path=/; Max-Age=0; SameSite=Lax`);
  }
  return response;
};

/**
 * Whether a post is the browser's own form submission (the page's JavaScript not running), which
 * wants a page back, rather than a script's fetch, which wants the answer as data.
 */
export function isDocumentPost(request: Request): boolean {
  const mode = request.headers.get("Sec-Fetch-Mode");
  if (mode !== null) return mode === "navigate";
  return (request.headers.get("Accept") ?? "").includes("text/html");
}
