import { dbContext, userContext } from "#app/context.ts";
import { feedbackMessages, feedbackSchema } from "#app/features/feedback/feedback-schema.ts";
import { sendFeedback } from "#app/features/feedback/send-feedback.server.ts";
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
  if (!parsed.success) return validationError(parsed.error, feedbackMessages);
  const saved = await sendFeedback(context.get(dbContext), context.get(userContext), parsed.data);
  return Response.json({ id: saved.id, time: saved.time }, { status: 201 });
}
