import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import {
  authContext,
  dbContext,
  userContext,
  type RequestUser,
  type SessionUser,
} from "#app/context.ts";
import { readRequestSession } from "./auth.server.ts";
import { recordSessionCookies } from "#app/features/auth/session-refresh.server.ts";
import { ensureProfile, type ProfileView } from "#app/domain/profile.server.ts";

/**
 * Puts this request's visitor into the context: the session is read on first use and at most
 * once, however many loaders ask, and so is the profile of a page view. A request that writes
 * reads the profile afresh each time, since its action may change it before its loaders run.
 */
export function provideRequestUser(
  context: Readonly<RouterContextProvider>,
  request: Request,
): void {
  const auth = context.get(authContext);
  let user: Promise<SessionUser | null> | undefined;
  let profile: Promise<ProfileView | null> | undefined;

  const readUser = () => {
    user ??= auth
      ? readRequestSession(auth, request).then((session) => {
          recordSessionCookies(context, session.setCookies);
          return session.user;
        })
      : Promise.resolve(null);
    return user;
  };
  const readProfile = async () => {
    const signedIn = await readUser();
    return signedIn ? ensureProfile(context.get(dbContext), signedIn) : null;
  };
  const reads = request.method === "GET" || request.method === "HEAD";

  const requestUser: RequestUser = {
    user: readUser,
    profile: reads ? () => (profile ??= readProfile()) : readProfile,
  };
  context.set(userContext, requestUser);
}

/** The root's middleware: every loader, action and resource route reads `userContext`. */
export const userMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  provideRequestUser(context, request);
  return next();
};
