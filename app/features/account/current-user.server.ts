import type { RouterContextProvider } from "react-router";
import { authContext } from "#app/context.ts";
import { readRequestSession, type SessionUser } from "#app/features/auth/auth.server.ts";
import { recordSessionCookies } from "#app/features/auth/session-refresh.server.ts";

/** The signed-in user of this request, or null (always null while prerendering). */
export async function currentUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SessionUser | null> {
  const auth = context.get(authContext);
  if (!auth) return null;
  const session = await readRequestSession(auth, request);
  recordSessionCookies(context, session.setCookies);
  return session.user;
}
