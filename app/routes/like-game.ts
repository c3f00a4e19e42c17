import { data, redirect } from "react-router";
import { dbContext, userContext } from "#app/context.ts";
import type { LikeAnswer } from "#app/components/like-button.tsx";
import { parseLike } from "#app/features/likes/like-schema.ts";
import { changeLike } from "#app/features/likes/likes.server.ts";
import { flashCookie, isDocumentPost, type FlashCode } from "#app/utils/http/flash.ts";
import { readFormBody } from "#app/utils/http/form-body.ts";
import { withOfflineAnswer } from "#app/utils/http/offline-answer.ts";
import { safeReturnTo, signInPathFor } from "#app/utils/return-to.ts";
import type { Route } from "./+types/like-game";

/**
 * /likes/:gameId: the heart in a game's header (intent like or unlike), checked and saved as
 * the pack page's heart and PUT/DELETE /api/likes/:gameId are (like-schema.ts, changeLike). The page's script is answered with data, and a visitor without an account
 * is told so rather than sent away. A plain form post (the page's script not running) goes
 * back to the page it came from with a one-time message, or, signed out, to sign-in and back.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const read = await readFormBody(request);
  const returnTo = safeReturnTo(read.ok ? read.form.get("returnTo") : null);
  const outcome = read.ok
    ? await like(read.form.get("intent"), params.gameId, context)
    : { answer: unreadable, status: read.status };
  if (!isDocumentPost(request)) return data(outcome.answer, { status: outcome.status });
  if (outcome.answer.ok === false && outcome.answer.problem === "signedOut") {
    return redirect(signInPathFor(returnTo), 303);
  }
  const flash: FlashCode = outcome.answer.ok
    ? outcome.answer.liked
      ? "liked"
      : "unliked"
    : "likeFailed";
  const secure = new URL(request.url).protocol === "https:";
  return redirect(returnTo, { status: 303, headers: { "Set-Cookie": flashCookie(flash, secure) } });
}

const unreadable: LikeAnswer = { ok: false, problem: "failed" };

async function like(
  intent: FormDataEntryValue | null,
  gameId: string,
  context: Route.ActionArgs["context"],
): Promise<{ answer: LikeAnswer; status: number }> {
  const read = parseLike({ gameId, intent });
  if (!read.ok) {
    return read.problem === "unknownGame"
      ? { answer: { ok: false, problem: "gone" }, status: 404 }
      : { answer: { ok: false, problem: "failed" }, status: 400 };
  }
  const outcome = await changeLike(context.get(dbContext), context.get(userContext), read.like);
  if (outcome.ok) return { answer: outcome, status: 200 };
  return outcome.problem === "signedOut"
    ? { answer: { ok: false, problem: "signedOut" }, status: 401 }
    : { answer: { ok: false, problem: "gone" }, status: 404 };
}

// A tap at a table with bad reception gets its message beside the heart, not an error page.
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return withOfflineAnswer(serverAction);
}
