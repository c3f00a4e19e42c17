import { dbContext } from "#app/context.ts";
import { currentUser } from "#app/features/account/current-user.server.ts";
import { apiError, methodNotAllowed } from "#app/features/http/api-response.ts";
import { isLikeable, likedGames, likeGame, unlikeGame } from "#app/features/likes/likes.server.ts";
import type { Route } from "./+types/likes";

const allowed = ["PUT", "DELETE"];

export function loader() {
  return methodNotAllowed(allowed);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (!allowed.includes(request.method)) return methodNotAllowed(allowed);
  const user = await currentUser(request, context);
  if (!user) return apiError(401, "User is not authenticated");
  if (!isLikeable(params.gameId)) return apiError(404, "Unknown game");
  const db = context.get(dbContext);
  if (request.method === "PUT") await likeGame(db, user.id, params.gameId);
  else await unlikeGame(db, user.id, params.gameId);
  return Response.json({ liked_games: await likedGames(db, user.id) });
}
