import { dbContext, userContext } from "#app/context.ts";
import {
  apiError,
  methodNotAllowed,
  readJsonBody,
  validationError,
} from "#app/utils/http/api-response.ts";
import { authoredPackInputSchema, packIssueMessage } from "#app/domain/authored-pack.ts";
import {
  deletePack,
  getPack,
  packAccessMessages,
  updatePack,
} from "#app/domain/authored-packs.server.ts";
import { isPackId } from "#app/domain/pack-id.ts";
import type { Route } from "./+types/pack";

/** GET /api/packs/:id: published packs for everyone, drafts for their owner (else 404). */
export async function loader({ context, params }: Route.LoaderArgs) {
  if (!isPackId(params.id)) return apiError(404, packAccessMessages.notFound);
  const user = await context.get(userContext).user();
  const found = await getPack(context.get(dbContext), params.id, user?.id ?? null);
  return found ? Response.json(found) : apiError(404, packAccessMessages.notFound);
}

/** PUT replaces the pack; DELETE removes it. Owner only, admins excepted. */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "PUT" && request.method !== "DELETE") {
    return methodNotAllowed(["GET", "PUT", "DELETE"]);
  }
  if (!isPackId(params.id)) return apiError(404, packAccessMessages.notFound);
  const user = await context.get(userContext).user();
  if (!user) return apiError(401, "User is not authenticated");
  const db = context.get(dbContext);
  if (request.method === "DELETE") {
    const removed = await deletePack(db, user.id, params.id);
    return removed.ok
      ? Response.json({ deleted: params.id })
      : apiError(removed.status, packAccessMessages[removed.problem]);
  }
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = authoredPackInputSchema.safeParse(read.body);
  if (!parsed.success) return validationError(parsed.error, packIssueMessage);
  const result = await updatePack(db, user.id, params.id, parsed.data);
  return result.ok
    ? Response.json(result.pack)
    : apiError(result.status, packAccessMessages[result.problem]);
}
