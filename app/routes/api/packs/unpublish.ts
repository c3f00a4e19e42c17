import { dbContext, userContext } from "#app/context.ts";
import { apiError, methodNotAllowed } from "#app/utils/http/api-response.ts";
import { packAccessMessages, unpublishPack } from "#app/domain/authored-packs.server.ts";
import { unpublishFormSchema } from "#app/features/packs/unpublish-form.ts";
import type { Route } from "./+types/unpublish";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** POST /api/packs/:id/unpublish: an admin takes a reported pack off the community lists. */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  if (!unpublishFormSchema.safeParse({ packId: params.id }).success)
    return apiError(404, packAccessMessages.notFound);
  const user = await context.get(userContext).user();
  if (!user) return apiError(401, "User is not authenticated");
  const result = await unpublishPack(context.get(dbContext), user.id, params.id);
  return result.ok
    ? Response.json({ unpublished: params.id })
    : apiError(result.status, packAccessMessages[result.problem]);
}
