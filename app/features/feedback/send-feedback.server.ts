import type { RequestUser } from "#app/domain/session-user.ts";
import type { Database } from "#db/client.server.ts";
import type { FeedbackInput } from "./feedback-schema.ts";
import { saveFeedback } from "./save-feedback.server.ts";

/** Saves feedback from this visitor: signed in, it carries its author (`first-feedback`). */
export async function sendFeedback(db: Database, visitor: RequestUser, input: FeedbackInput) {
  const user = await visitor.user();
  const author = user ? await visitor.profile() : null;
  return saveFeedback(db, input, {
    userId: user?.id ?? null,
    username: author?.username ?? null,
  });
}
