import { dbContext, userContext } from "#app/context.ts";
import { apiError, methodNotAllowed } from "#app/utils/http/api-response.ts";
import { parseLike } from "#app/features/likes/like-schema.ts";
import { changeLike, likedGames } from "#app/features/likes/likes.server.ts";
import type { Route } from "./+types/likes";

const allowed = ["PUT", "DELETE"];

export function loader() {
  return methodNotAllowed(allowed);
}

/**
 * PUT or DELETE /api/likes/:gameId answers {liked_games}: the heart's own input and service
 * (/likes/:gameId), the method standing for the intent, the codes worded as docs/errors.md says.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (!allowed.includes(request.method)) return methodNotAllowed(allowed);
  const intent = request.method === "PUT" ? "like" : "unlike";
  const read = parseLike({ gameId: params.gameId, intent });
  if (!read.ok) return apiError(404, "Unknown game");
  const visitor = context.get(userContext);
  const db = context.get(dbContext);
  const outcome = await changeLike(db, visitor, read.like);
  if (!outcome.ok) {
    return outcome.problem === "signedOut"
      ? apiError(401, "User is not authenticated")
      : apiError(404, "Unknown game");
  }
  const user = await visitor.user();
  return Response.json({ liked_games: user ? await likedGames(db, user.id) : [] });
}
