import type { RouterContextProvider } from "react-router";
import { authContext } from "#app/context.ts";
import { getSessionUser, type SessionUser } from "#app/features/auth/auth.server.ts";

/** The signed-in user of this request, or null (always null while prerendering). */
export async function currentUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SessionUser | null> {
  const auth = context.get(authContext);
  return auth ? getSessionUser(auth, request) : null;
}
