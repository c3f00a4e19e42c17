import { dbContext, userContext } from "#app/context.ts";
import { deleteAccountSchema, deletionMessages } from "#app/features/account/account-deletion.ts";
import { deleteVisitor } from "#app/features/account/delete-visitor.server.ts";
import {
  renameForVisitor,
  renameStatuses,
  type RenameProblem,
} from "#app/features/account/rename.server.ts";
import { profileUpdateSchema, usernameMessages } from "#app/domain/username.ts";
import { publicProfile } from "#app/domain/profile.server.ts";
import {
  apiError,
  methodNotAllowed,
  readJsonBody,
  validationError,
} from "#app/utils/http/api-response.ts";
import { deleteVisitorDepsOf } from "#app/route-context.server.ts";
import type { Route } from "./+types/profile";

const notSignedIn = "User is not authenticated";
const allowed = ["GET", "PATCH", "DELETE"];

export async function loader({ context }: Route.LoaderArgs) {
  const profile = await context.get(userContext).profile();
  if (!profile) return apiError(401, notSignedIn);
  return Response.json(publicProfile(profile));
}

export async function action(args: Route.ActionArgs) {
  if (args.request.method === "PATCH") return rename(args);
  if (args.request.method === "DELETE") return remove(args);
  return methodNotAllowed(allowed);
}

/** The same service and schema as the profile page's username form. */
async function rename({ request, context }: Route.ActionArgs) {
  const visitor = context.get(userContext);
  // Who asks is answered before what they ask for.
  if (!(await visitor.user())) return apiError(401, notSignedIn);
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = profileUpdateSchema.safeParse(read.body);
  if (!parsed.success) return validationError(parsed.error, usernameMessages);
  const result = await renameForVisitor(
    { db: context.get(dbContext), visitor },
    parsed.data.username,
  );
  if (result.ok) return Response.json(publicProfile(result.profile));
  return apiError(renameStatuses[result.problem], renameMessages[result.problem]);
}

// Each refusal in the API's words (docs/errors.md).
const renameMessages: Record<RenameProblem, string> = {
  signedOut: notSignedIn,
  taken: usernameMessages.taken,
  noProfile: "There is no profile for this account.",
};

/** Deletes the signed-in account for good, then ends the session in the browser too. */
async function remove({ request, context }: Route.ActionArgs) {
  const user = await context.get(userContext).user();
  if (!user) return apiError(401, notSignedIn);
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = deleteAccountSchema.safeParse(read.body);
  if (!parsed.success) return validationError(parsed.error, deletionMessages);
  const result = await deleteVisitor(
    deleteVisitorDepsOf(request, context),
    parsed.data.confirm,
    new Date(),
  );
  if (!result.ok) {
    switch (result.problem) {
      case "signedOut":
        return apiError(401, notSignedIn);
      case "noProfile":
        return apiError(404, "There is no profile for this account.");
      case "subscriptionNotStopped":
        return apiError(502, deletionMessages.subscriptionNotStopped);
      default:
        return apiError(400, deletionMessages.mismatch, [
          { path: "confirm", message: deletionMessages.mismatch },
        ]);
    }
  }
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  return Response.json({ deleted: true }, { headers });
}
