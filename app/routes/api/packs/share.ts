import { dbContext, userContext } from "#app/context.ts";
import { apiError, methodNotAllowed } from "#app/utils/http/api-response.ts";
import { markPackShared, packAccessMessages } from "#app/domain/authored-packs.server.ts";
import { isPackId } from "#app/domain/pack-id.ts";
import type { Route } from "./+types/share";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** POST /api/packs/:id/share: the owner shared the link of a published pack. */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  if (!isPackId(params.id)) return apiError(404, packAccessMessages.notFound);
  const user = await context.get(userContext).user();
  if (!user) return apiError(401, "User is not authenticated");
  const shared = await markPackShared(context.get(dbContext), user.id, params.id);
  return shared ? Response.json({ shared: true }) : apiError(404, packAccessMessages.notFound);
}
