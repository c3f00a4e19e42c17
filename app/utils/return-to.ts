import { readStoredJson, writeStoredJson } from "#app/utils/browser-storage.ts";

/** Where a visitor goes back to after signing in or up, kept in sessionStorage. */
export const returnToKey = "party-dojo:return-to";

const authPaths = new Set(["/sign-in", "/sign-up"]);

export function isAuthPath(pathname: string): boolean {
  return authPaths.has(pathname.replace(/\/$/, ""));
}

/**
 * What to remember when the visitor arrives on an auth page: the page a server redirect
 * named (`?returnTo=`, after an expired session), else the page they came from, or '/'
 * when there is none. Moving between the two auth pages keeps what was remembered.
 */
export function nextReturnTo(
  previous: string | null,
  stored: string | null,
  requested: string | null = null,
): string {
  if (requested !== null) return requested;
  if (previous === null) return "/";
  if (isAuthPath(previous.split("?")[0] ?? "")) return stored ?? "/";
  return previous;
}

/** Only paths on this site are followed, never another origin. */
export function safeReturnTo(value: unknown): string {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//")
    ? value
    : "/";
}

/** The `?returnTo=` of an auth page's address, when it names a page of this site. */
export function requestedReturnTo(search: string): string | null {
  const value = new URLSearchParams(search).get("returnTo");
  if (value === null) return null;
  const path = safeReturnTo(value);
  return path === value && !isAuthPath(path.split("?")[0] ?? "") ? path : null;
}

/** The address of the sign-in (or sign-up) page that comes back to `path` afterwards. */
export function signInPathFor(path: string, page: "/sign-in" | "/sign-up" = "/sign-in"): string {
  return `${page}?${new URLSearchParams({ returnTo: safeReturnTo(path) })}`;
}

export function rememberReturnTo(previous: string | null, requested: string | null): void {
  const stored = readStoredJson("session", returnToKey);
  writeStoredJson(
    "session",
    returnToKey,
    nextReturnTo(previous, typeof stored === "string" ? safeReturnTo(stored) : null, requested),
  );
}
