import type { ProfileView } from "./profile.server.ts";

/** A signed-in user as a request's session names them. */
export interface SessionUser {
  id: string;
  email: string;
}

/**
 * Who is asking: put in by the root's middleware for every request, so loaders and actions
 * never read the session themselves; each is read on first use only
 * (docs/decisions/019-request-user.md).
 */
export interface RequestUser {
  /** The signed-in user, or null (always null while prerendering). */
  user(): Promise<SessionUser | null>;
  /** Their profile, made on first use; null when signed out. */
  profile(): Promise<ProfileView | null>;
}
