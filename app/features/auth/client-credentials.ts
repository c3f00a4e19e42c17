import type { AuthErrorKey } from "./auth-errors.ts";

/**
 * Runs the page's server action in the browser; when the server can't be reached the visitor reads
 * the network message (docs/errors.md#sign-in) instead of an error page. Redirects (a successful
 * sign-in) pass through untouched.
 */
export async function withNetworkError<T>(
  serverAction: () => Promise<T>,
): Promise<T | { error: AuthErrorKey }> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { error: "network" };
  }
}
