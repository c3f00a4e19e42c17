import { dbContext, userContext } from "#app/context.ts";
import { recordGamePlayed } from "#app/domain/achievements.server.ts";
import { apiError, methodNotAllowed } from "#app/utils/http/api-response.ts";
import { isCatalogueSlug } from "#app/games/catalogue.ts";
import type { Route } from "./+types/plays";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** A signed-in player started a game: counts towards `party-starter`. */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  if (!isCatalogueSlug(params.gameId)) return apiError(404, "Unknown game");
  const user = await context.get(userContext).user();
  if (!user) return apiError(401, "User is not authenticated");
  const played = await recordGamePlayed(context.get(dbContext), user.id);
  if (played === null) return apiError(404, "There is no profile for this account.");
  return Response.json({ games_played: played });
}
