import { renameProfile } from "#app/domain/profile.server.ts";
import type { ProfileView } from "#app/domain/profile.server.ts";
import type { RequestUser } from "#app/domain/session-user.ts";
import type { Database } from "#db/client.server.ts";

import type { RenameProblem } from "./rename-problems.ts";

export type { RenameProblem };

export type RenameOutcome =
  { ok: true; profile: ProfileView } | { ok: false; problem: RenameProblem };

/** The HTTP status of each refusal, for the profile page's action and the API alike. */
export const renameStatuses: Record<RenameProblem, number> = {
  signedOut: 401,
  taken: 409,
  noProfile: 404,
};

/**
 * The signed-in visitor takes a username already checked by `profileUpdateSchema`
 * (app/domain/username.ts): the profile page's form and PATCH /api/profile alike.
 */
export async function renameForVisitor(
  { db, visitor }: { db: Database; visitor: RequestUser },
  username: string,
): Promise<RenameOutcome> {
  const user = await visitor.user();
  if (!user) return { ok: false, problem: "signedOut" };
  // A profile to rename: made now if the account has none yet.
  await visitor.profile();
  const result = await renameProfile(db, user.id, username);
  if (result.ok) return result;
  return { ok: false, problem: result.reason === "taken" ? "taken" : "noProfile" };
}
