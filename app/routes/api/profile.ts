import { authContext, dbContext, logContext, paymentsContext, userContext } from "#app/context.ts";
import {
  confirmsDeletion,
  deleteAccountSchema,
  deletionMessages,
} from "#app/features/account/account-deletion.ts";
import { deleteAccount } from "#app/features/account/delete-account.server.ts";
import { renameProfile } from "#app/domain/profile.server.ts";
import { stopRenewal } from "#app/features/billing/subscription.server.ts";
import { profileUpdateSchema, usernameMessages } from "#app/domain/username.ts";
import {
  apiError,
  methodNotAllowed,
  readJsonBody,
  validationError,
} from "#app/utils/http/api-response.ts";
import type { Route } from "./+types/profile";

const notSignedIn = "User is not authenticated";
const allowed = ["GET", "PATCH", "DELETE"];

export async function loader({ context }: Route.LoaderArgs) {
  const profile = await context.get(userContext).profile();
  if (!profile) return apiError(401, notSignedIn);
  return Response.json(profile);
}

export async function action(args: Route.ActionArgs) {
  if (args.request.method === "PATCH") return rename(args);
  if (args.request.method === "DELETE") return remove(args);
  return methodNotAllowed(allowed);
}

async function rename({ request, context }: Route.ActionArgs) {
  const visitor = context.get(userContext);
  const user = await visitor.user();
  if (!user) return apiError(401, notSignedIn);
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = profileUpdateSchema.safeParse(read.body);
  if (!parsed.success) return validationError(parsed.error);
  await visitor.profile();
  const result = await renameProfile(context.get(dbContext), user.id, parsed.data.username);
  if (!result.ok) {
    return result.reason === "taken"
      ? apiError(409, usernameMessages.taken)
      : apiError(404, "There is no profile for this account.");
  }
  return Response.json(result.profile);
}

/** Deletes the signed-in account for good, then ends the session in the browser too. */
async function remove({ request, context }: Route.ActionArgs) {
  const visitor = context.get(userContext);
  const user = await visitor.user();
  if (!user) return apiError(401, notSignedIn);
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = deleteAccountSchema.safeParse(read.body);
  if (!parsed.success) return validationError(parsed.error);
  const db = context.get(dbContext);
  // The owner confirms with their username, so a profile must exist to be named.
  const owner = await visitor.profile();
  const mismatch = apiError(400, deletionMessages.mismatch, [
    { path: "confirm", message: deletionMessages.mismatch },
  ]);
  if (!owner || !confirmsDeletion(parsed.data.confirm, owner.username)) return mismatch;
  const payments = context.get(paymentsContext);
  if (payments) {
    try {
      await stopRenewal(db, payments, user.id, Math.floor(Date.now() / 1000));
    } catch (error) {
      context
        .get(logContext)
        .error({ err: error }, "stopping the subscription before deleting the account failed");
      return apiError(502, deletionMessages.subscriptionNotStopped);
    }
  }
  const result = await deleteAccount(db, user.id, parsed.data.confirm);
  if (result === "mismatch") return mismatch;
  if (result === "no-profile") return apiError(404, "There is no profile for this account.");
  const headers = new Headers();
  // Better Auth expires its own cookies (names and attributes as it set them); the session
  // row itself went with the account.
  const auth = context.get(authContext);
  if (auth) {
    const signedOut = await auth.api.signOut({ headers: request.headers, asResponse: true });
    for (const cookie of signedOut.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  }
  return Response.json({ deleted: true }, { headers });
}
