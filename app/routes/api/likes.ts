import { dbContext, userContext } from "#app/context.ts";
import { apiError, methodNotAllowed } from "#app/features/http/api-response.ts";
import { isLikeId } from "#app/features/likes/like-id.ts";
import { isLikeable, likedGames, likeGame, unlikeGame } from "#app/features/likes/likes.server.ts";
import type { Route } from "./+types/likes";

const allowed = ["PUT", "DELETE"];

export function loader() {
  return methodNotAllowed(allowed);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (!allowed.includes(request.method)) return methodNotAllowed(allowed);
  if (!isLikeId(params.gameId)) return apiError(404, "Unknown game");
  const user = await context.get(userContext).user();
  if (!user) return apiError(401, "User is not authenticated");
  const db = context.get(dbContext);
  // Unliking stays possible after a pack is deleted or unpublished, so no like is stuck.
  if (request.method === "PUT" && !(await isLikeable(db, params.gameId))) {
    return apiError(404, "Unknown game");
  }
  if (request.method === "PUT") await likeGame(db, user.id, params.gameId);
  else await unlikeGame(db, user.id, params.gameId);
  return Response.json({ liked_games: await likedGames(db, user.id) });
}
