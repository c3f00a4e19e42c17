import { data } from "react-router";
import { dbContext, userContext } from "#app/context.ts";
import { recordGamePlayed } from "#app/domain/achievements.server.ts";
import { isCatalogueSlug } from "#app/games/catalogue.ts";
import { readFormBody } from "#app/utils/http/form-body.ts";
import { withOfflineAnswer } from "#app/utils/http/offline-answer.ts";
import type { Route } from "./+types/game-played";

/**
 * POST /played/:gameId (intent start): a signed-in player started a game, towards `party-starter`.
 * Bookkeeping: the game page shows nothing of the answer. Only the game page writes a play, so
 * there is no JSON twin of this action.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const read = await readFormBody(request);
  if (!read.ok) return data({ ok: false }, { status: read.status });
  if (read.form.get("intent") !== "start") return data({ ok: false }, { status: 400 });
  if (!isCatalogueSlug(params.gameId)) return data({ ok: false }, { status: 404 });
  const user = await context.get(userContext).user();
  if (!user) return data({ ok: false }, { status: 401 });
  const played = await recordGamePlayed(context.get(dbContext), user.id);
  return data({ ok: played !== null }, { status: played === null ? 404 : 200 });
}

// A count lost to a dropped connection is better than an error page in the middle of a game.
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return withOfflineAnswer(serverAction);
}
