import { data } from "react-router";
import { dbContext, userContext } from "#app/context.ts";
import type { LikeAnswer } from "#app/components/like-button.tsx";
import { setLiked } from "#app/features/likes/likes.server.ts";
import { isCatalogueSlug } from "#app/games/catalogue.ts";
import { readFormBody } from "#app/utils/http/form-body.ts";
import { withOfflineAnswer } from "#app/utils/http/offline-answer.ts";
import type { Route } from "./+types/like-game";

function answer(body: LikeAnswer, status = 200) {
  return data(body, { status });
}

/**
 * /likes/:gameId: the heart in a game's header (intent like or unlike), as the pack page
 * takes a pack's. A visitor without an account is told so rather than sent away.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const read = await readFormBody(request);
  if (!read.ok) return answer({ ok: false, problem: "failed" }, read.status);
  if (!isCatalogueSlug(params.gameId)) return answer({ ok: false, problem: "gone" }, 404);
  const intent = read.form.get("intent");
  if (intent !== "like" && intent !== "unlike")
    return answer({ ok: false, problem: "failed" }, 400);
  const user = await context.get(userContext).user();
  if (!user) return answer({ ok: false, problem: "signedOut" }, 401);
  const liked = intent === "like";
  if (!(await setLiked(context.get(dbContext), user.id, params.gameId, liked))) {
    return answer({ ok: false, problem: "gone" }, 404);
  }
  return answer({ ok: true, liked });
}

// A tap at a table with bad reception gets its message beside the heart, not an error page.
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return withOfflineAnswer(serverAction);
}
