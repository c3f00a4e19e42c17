import { dbContext, userContext } from "#app/context.ts";
import { seenCardsRequestSchema } from "#app/features/seen/seen-cards-schema.ts";
import { mergeSeenCards, resetSeenCards } from "#app/features/seen/seen-cards.server.ts";
import { parseSeen } from "#app/games/_engine/seen-cards.ts";
import { methodNotAllowed, readJsonBody } from "#app/utils/http/api-response.ts";
import type { Route } from "./+types/seen-cards";

/** The words of each refusal (docs/errors.md#seen-cards). */
export const seenCardsMessages = {
  signedOut: "Sign in to keep what your table has seen on your account.",
  badSeen: "That is not a list of seen cards.",
} as const;

function refuse(status: number, code: keyof typeof seenCardsMessages): Response {
  return Response.json({ error: seenCardsMessages[code], code }, { status });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}

/**
 * The account's copy of every card its table has seen (docs/product-rules.md#prompt-selection):
 * `merge` adds the phone's history and answers the union, `reset` forgets it. The one way the
 * account's history is written; a body that is not one of those changes nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = await context.get(userContext).user();
  if (!user) return refuse(401, "signedOut");
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = seenCardsRequestSchema.safeParse(read.body);
  if (!parsed.success) return refuse(400, "badSeen");
  const db = context.get(dbContext);
  if (parsed.data.intent === "reset") {
    await resetSeenCards(db, user.id);
    return Response.json({ seen: {} });
  }
  const sent = parseSeen(parsed.data.seen);
  if (sent === null) return refuse(400, "badSeen");
  return Response.json({ seen: await mergeSeenCards(db, user.id, sent) });
}
