import { dbContext, userContext } from "#app/context.ts";
import { feedbackSchema } from "#app/features/feedback/feedback-schema.ts";
import { saveFeedback } from "#app/features/feedback/save-feedback.server.ts";
import { methodNotAllowed, readJsonBody, validationError } from "#app/utils/http/api-response.ts";
import type { Route } from "./+types/feedback";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = feedbackSchema.safeParse(read.body);
  if (!parsed.success) return validationError(parsed.error);
  const db = context.get(dbContext);
  // Signed-in feedback carries its author, which the `first-feedback` reward looks for.
  const visitor = context.get(userContext);
  const user = await visitor.user();
  const author = user ? await visitor.profile() : null;
  const saved = await saveFeedback(db, parsed.data, {
    userId: user?.id ?? null,
    username: author?.username ?? null,
  });
  return Response.json({ id: saved.id, time: saved.time }, { status: 201 });
}
