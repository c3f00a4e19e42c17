import { randomUUID } from "node:crypto";
import type { Database } from "#db/client.server.ts";
import { feedback } from "#db/schema/feedback.ts";
import type { FeedbackInput } from "./feedback-schema.ts";

export interface FeedbackAuthor {
  userId: string | null;
  username: string | null;
}

/** Stores one piece of feedback; signed-out visitors are recorded as 'anonymous'. */
export async function saveFeedback(
  db: Database,
  input: FeedbackInput,
  author: FeedbackAuthor,
  now: Date = new Date(),
) {
  const [row] = await db
    .insert(feedback)
    .values({
      id: randomUUID(),
      time: String(now.getTime()),
      feedback: input.feedback,
      user: author.username ?? "anonymous",
      userId: author.userId,
      positive: input.positive,
      game: input.game,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error("Feedback insert returned no row");
  return row;
}
