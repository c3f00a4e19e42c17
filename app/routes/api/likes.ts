import { dbContext, userContext } from "#app/context.ts";
import { apiError, methodNotAllowed } from "#app/utils/http/api-response.ts";
import { isLikeId } from "#app/features/likes/like-id.ts";
import { likedGames, setLiked } from "#app/features/likes/likes.server.ts";
import type { Route } from "./+types/likes";

const allowed = ["PUT", "DELETE"];

export function loader() {
  return methodNotAllowed(allowed);
}

/** PUT or DELETE /api/likes/:gameId answers {liked_games}: a thin adapter over setLiked. */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (!allowed.includes(request.method)) return methodNotAllowed(allowed);
  if (!isLikeId(params.gameId)) return apiError(404, "Unknown game");
  const user = await context.get(userContext).user();
  if (!user) return apiError(401, "User is not authenticated");
  const db = context.get(dbContext);
  if (!(await setLiked(db, user.id, params.gameId, request.method === "PUT"))) {
    return apiError(404, "Unknown game");
  }
  return Response.json({ liked_games: await likedGames(db, user.id) });
}
