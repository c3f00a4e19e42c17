function cookieName(setCookie: string): string {
  return setCookie.slice(0, setCookie.indexOf("="));
}

/**
 * The Set-Cookie values one request's session reads produced, to go out with its response:
 * a session is extended in the database when used after a day (session-lifetime.server.ts),
 * and the browser keeps the cookie only as long as its last Max-Age said. The root's
 * middleware keeps one per request.
 */
export class SessionCookies {
  readonly #recorded = new Map<string, string>();

  /** Keeps the Set-Cookie values a session read produced. */
  record(setCookies: readonly string[]): void {
    for (const cookie of setCookies) this.#recorded.set(cookieName(cookie), cookie);
  }

  /** The response with the refreshed cookies it does not set itself. */
  addTo(response: Response): Response {
    if (this.#recorded.size === 0) return response;
    const alreadySet = new Set(response.headers.getSetCookie().map(cookieName));
    // A sign-in or sign-out in this very request has the last word on the cookie.
    const missing = [...this.#recorded].filter(([name]) => !alreadySet.has(name));
    if (missing.length === 0) return response;
    const headers = new Headers(response.headers);
    for (const [, cookie] of missing) headers.append("Set-Cookie", cookie);
    // A copy, since a response's own headers may be immutable.
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
}
