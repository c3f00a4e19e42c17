import { dbContext, userContext } from "#app/context.ts";
import { readProfile } from "#app/domain/profile.server.ts";
import { apiError, methodNotAllowed } from "#app/utils/http/api-response.ts";
import {
  isUnlockablePack,
  packUnlockPrice,
  unlockPack,
} from "#app/features/packs/pack-unlock.server.ts";
import type { Route } from "./+types/unlock";

const unknownPack = "There is no premium pack with this id.";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** Spends coins on one premium pack; answers the balance left. */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  // The built-in packs are the whole list; an id not on it never reaches a query.
  if (!isUnlockablePack(params.id)) return apiError(404, unknownPack);
  const visitor = context.get(userContext);
  const user = await visitor.user();
  if (!user) return apiError(401, "User is not authenticated");
  const db = context.get(dbContext);
  await visitor.profile();
  const result = await unlockPack(db, user.id, params.id);
  switch (result) {
    case "unknown":
      return apiError(404, unknownPack);
    case "insufficient":
      return apiError(409, `Unlocking a pack takes ${packUnlockPrice} dojo coins.`);
    case "no-profile":
      return apiError(404, "There is no profile for this account.");
    case "unlocked":
    case "already-unlocked": {
      const profile = await readProfile(db, user.id);
      return Response.json({ packId: params.id, dojo_coins: profile?.dojo_coins ?? 0 });
    }
  }
}
