import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { feedbackSchema } from "#app/features/feedback/feedback-schema.ts";
import { saveFeedback } from "#app/features/feedback/save-feedback.server.ts";
import { feedback } from "#db/schema/feedback.ts";
import { getTestDatabase } from "#tests/setup/test-database.ts";

test("feedback from a signed-out visitor is stored as anonymous with a timestamp string", async () => {
  const { db } = await getTestDatabase();
  const input = feedbackSchema.parse({
    feedback: "  Loved the dares  ",
    positive: true,
    game: "truth-or-dare",
  });
  const now = new Date("2026-11-20T21:30:00Z");

  const saved = await saveFeedback(db, input, { userId: null, username: null }, now);

  const [row] = await db.select().from(feedback).where(eq(feedback.id, saved.id));
  expect(row).toMatchObject({
    feedback: "Loved the dares",
    positive: true,
    game: "truth-or-dare",
    user: "anonymous",
    time: String(now.getTime()),
  });
});

test("feedback keeps the author's username when there is one", async () => {
  const { db } = await getTestDatabase();
  const saved = await saveFeedback(
    db,
    { feedback: "", positive: false, game: "mix" },
    { userId: null, username: "mette" },
  );
  expect(saved.user).toBe("mette");
});

test("each test starts from empty tables", async () => {
  const { db } = await getTestDatabase();
  expect(await db.select().from(feedback)).toEqual([]);
});
