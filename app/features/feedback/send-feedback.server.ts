import type { RouterContextProvider } from "react-router";
import { dbContext, userContext } from "#app/context.ts";
import type { FeedbackInput } from "./feedback-schema.ts";
import { saveFeedback } from "./save-feedback.server.ts";

/** Saves feedback from this visitor: signed in, it carries its author (`first-feedback`). */
export async function sendFeedback(context: Readonly<RouterContextProvider>, input: FeedbackInput) {
  const visitor = context.get(userContext);
  const user = await visitor.user();
  const author = user ? await visitor.profile() : null;
  return saveFeedback(context.get(dbContext), input, {
    userId: user?.id ?? null,
    username: author?.username ?? null,
  });
}
