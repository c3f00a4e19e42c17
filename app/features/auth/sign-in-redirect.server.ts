import { redirect } from "react-router";
import { signInPathFor } from "#app/utils/return-to.ts";
import type { Auth } from "./auth.server.ts";
import { hasSessionCookie } from "./session-cookie.ts";

/**
 * Where a page that needs a session sends a visitor without one. A session cookie that no longer
 * resolves (expired, ended by a ban or elsewhere) means the visitor was signed in here: they go to
 * /sign-in with this page remembered and come back to it (docs/product-rules.md#sessions), and the
 * dead cookie is cleared with Better Auth's own headers. `auth` is null while prerendering.
 */
export async function signInRedirect(request: Request, auth: Auth | null): Promise<Response> {
  if (!auth || !hasSessionCookie(request.headers.get("Cookie"))) return redirect("/sign-in");
  const { headers } = await auth.api.getSession({
    headers: request.headers,
    returnHeaders: true,
  });
  const cleared = new Headers();
  for (const cookie of headers.getSetCookie()) cleared.append("Set-Cookie", cookie);
  const { pathname, search } = new URL(request.url);
  return redirect(signInPathFor(pathname + search), { headers: cleared });
}
