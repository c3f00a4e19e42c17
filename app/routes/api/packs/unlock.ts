import { dbContext, userContext } from "#app/context.ts";
import { readProfile } from "#app/domain/profile.server.ts";
import { methodNotAllowed } from "#app/utils/http/api-response.ts";
import { packUnlockFormSchema, type UnlockProblem } from "#app/domain/pack-unlock-form.ts";
import {
  isUnlockablePack,
  packUnlockPrice,
  unlockPack,
} from "#app/features/packs/pack-unlock.server.ts";
import type { Route } from "./+types/unlock";

// The API's words for each refusal (docs/errors.md#pack-unlock); the `code` beside them is what
// the game page words in the player's language.
const unlockRefusals: Record<UnlockProblem, { status: number; error: string }> = {
  unknown: { status: 404, error: "There is no premium pack with this id." },
  insufficient: { status: 409, error: `Unlocking a pack takes ${packUnlockPrice} dojo coins.` },
  noProfile: { status: 404, error: "There is no profile for this account." },
  signedOut: { status: 401, error: "User is not authenticated" },
};

function refuse(code: UnlockProblem): Response {
  const { status, error } = unlockRefusals[code];
  return Response.json({ error, code }, { status });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** Spends coins on one premium pack; answers the balance left. */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  // The pack is the address's, read with the page form's schema; the built-in packs are the
  // whole list, and an id not on it never reaches a query.
  const parsed = packUnlockFormSchema.safeParse({ packId: params.id });
  if (!parsed.success || !isUnlockablePack(parsed.data.packId)) return refuse("unknown");
  const { packId } = parsed.data;
  const visitor = context.get(userContext);
  const user = await visitor.user();
  if (!user) return refuse("signedOut");
  const db = context.get(dbContext);
  await visitor.profile();
  const result = await unlockPack(db, user.id, packId);
  switch (result) {
    case "unknown":
      return refuse("unknown");
    case "insufficient":
      return refuse("insufficient");
    case "no-profile":
      return refuse("noProfile");
    case "unlocked":
    case "already-unlocked": {
      const profile = await readProfile(db, user.id);
      return Response.json({ packId, dojo_coins: profile?.dojo_coins ?? 0 });
    }
  }
}
