import type { RequestUser, SessionUser } from "#app/domain/session-user.ts";
import { ensureProfile, type ProfileView } from "#app/domain/profile.server.ts";
import type { Database } from "#db/client.server.ts";
import { readRequestSession, type Auth } from "./auth.server.ts";

/** What reading a request's visitor needs: the root's middleware hands it over. */
export interface RequestUserSource {
  request: Request;
  /** Null while prerendering: every visitor is signed out. */
  auth: Auth | null;
  /** The database, asked for only once someone is signed in: prerendering has none. */
  db: () => Database;
  /** Keeps the Set-Cookie values a session read produced, for the response. */
  recordSetCookies: (setCookies: readonly string[]) => void;
}

/**
 * This request's visitor: the session is read on first use and at most once, however many
 * loaders ask, and so is the profile of a page view. A request that writes reads the profile
 * afresh each time, since its action may change it before its loaders run.
 */
export function requestUserFor({
  request,
  auth,
  db,
  recordSetCookies,
}: RequestUserSource): RequestUser {
  const reads = request.method === "GET" || request.method === "HEAD";
  let user: Promise<SessionUser | null> | undefined;
  let profile: Promise<ProfileView | null> | undefined;

  const readUser = () => {
    user ??= auth
      ? readRequestSession(auth, request, { writes: !reads }).then((session) => {
          if (session.setCookies.length > 0) recordSetCookies(session.setCookies);
          return session.user;
        })
      : Promise.resolve(null);
    return user;
  };
  const readProfile = async () => {
    const signedIn = await readUser();
    return signedIn ? ensureProfile(db(), signedIn) : null;
  };

  return {
    user: readUser,
    profile: reads ? () => (profile ??= readProfile()) : readProfile,
  };
}
