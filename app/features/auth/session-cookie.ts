/**
 * True when the request carries Better Auth's session cookie (with the `__Secure-` prefix it
 * uses over HTTPS). Pages prerendered for signed-out visitors are skipped then (decision 004).
 */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(cookieHeader ?? "");
}
