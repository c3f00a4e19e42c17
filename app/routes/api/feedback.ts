import { dbContext } from "#app/context.ts";
import { currentUser } from "#app/features/account/current-user.server.ts";
import { readProfile } from "#app/features/account/profile.server.ts";
import { feedbackSchema } from "#app/features/feedback/feedback-schema.ts";
import { saveFeedback } from "#app/features/feedback/save-feedback.server.ts";
import {
  methodNotAllowed,
  readJsonBody,
  validationError,
} from "#app/features/http/api-response.ts";
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
  const user = await currentUser(request, context);
  const author = user ? await readProfile(db, user.id) : null;
  const saved = await saveFeedback(db, parsed.data, {
    userId: user?.id ?? null,
    username: author?.username ?? null,
  });
  return Response.json({ id: saved.id, time: saved.time }, { status: 201 });
}
