import { dbContext, userContext } from "#app/context.ts";
import { apiError, methodNotAllowed } from "#app/utils/http/api-response.ts";
import { packAccessMessages, recordPackPlay } from "#app/domain/authored-packs.server.ts";
import { isPackId } from "#app/domain/pack-id.ts";
import type { Route } from "./+types/play";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** POST /api/packs/:id/play: one start of play, counted atomically. */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  if (!isPackId(params.id)) return apiError(404, packAccessMessages.notFound);
  const user = await context.get(userContext).user();
  const plays = await recordPackPlay(context.get(dbContext), params.id, user?.id ?? null);
  return plays === null ? apiError(404, packAccessMessages.notFound) : Response.json({ plays });
}
