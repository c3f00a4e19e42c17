import type { MiddlewareFunction, RouterContextProvider } from "react-router";

const refreshedCookies = new WeakMap<Readonly<RouterContextProvider>, Map<string, string>>();

function cookieName(setCookie: string): string {
  return setCookie.slice(0, setCookie.indexOf("="));
}

/** Keeps the Set-Cookie values a session read produced, to go out with this response. */
export function recordSessionCookies(
  context: Readonly<RouterContextProvider>,
  setCookies: readonly string[],
): void {
  if (setCookies.length === 0) return;
  const recorded = refreshedCookies.get(context) ?? new Map<string, string>();
  for (const cookie of setCookies) recorded.set(cookieName(cookie), cookie);
  refreshedCookies.set(context, recorded);
}

/**
 * Sends the refreshed session cookie with whatever the request answers: a session is
 * extended in the database when used after a day (session-lifetime.server.ts), and the
 * browser keeps the cookie only as long as its last Max-Age said.
 */
export const sessionRefreshMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  const recorded = refreshedCookies.get(context);
  if (!recorded) return response;
  const alreadySet = new Set(response.headers.getSetCookie().map(cookieName));
  // A sign-in or sign-out in this very request has the last word on the cookie.
  const missing = [...recorded].filter(([name]) => !alreadySet.has(name));
  if (missing.length === 0) return response;
  const headers = new Headers(response.headers);
  for (const [, cookie] of missing) headers.append("Set-Cookie", cookie);
  // A copy, since a response's own headers may be immutable.
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
};
