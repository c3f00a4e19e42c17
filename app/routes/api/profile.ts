import { dbContext } from "#app/context.ts";
import { currentUser } from "#app/features/account/current-user.server.ts";
import { ensureProfile, renameProfile } from "#app/features/account/profile.server.ts";
import { profileUpdateSchema, usernameMessages } from "#app/features/account/username.ts";
import {
  apiError,
  methodNotAllowed,
  readJsonBody,
  validationError,
} from "#app/features/http/api-response.ts";
import type { Route } from "./+types/profile";

const notSignedIn = "User is not authenticated";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await currentUser(request, context);
  if (!user) return apiError(401, notSignedIn);
  return Response.json(await ensureProfile(context.get(dbContext), user));
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed(["GET", "PATCH"]);
  const user = await currentUser(request, context);
  if (!user) return apiError(401, notSignedIn);
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = profileUpdateSchema.safeParse(read.body);
  if (!parsed.success) return validationError(parsed.error);
  const db = context.get(dbContext);
  await ensureProfile(db, user);
  const result = await renameProfile(db, user.id, parsed.data.username);
  if (!result.ok) {
    return result.reason === "taken"
      ? apiError(409, usernameMessages.taken)
      : apiError(404, "There is no profile for this account.");
  }
  return Response.json(result.profile);
}
