import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { action as feedbackFormAction } from "#app/routes/feedback.ts";
import { feedback } from "#db/schema/feedback.ts";
import { baseUrl, newPlayer, routeArgs } from "#tests/setup/accounts.ts";
import { getTestDatabase } from "#tests/setup/test-database.ts";

// The feedback form's action (POST /feedback): the same rules and the same row as
// POST /api/feedback, its problems answered per field as codes.

function post(fields: Record<string, string>, cookie: string | null = null) {
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`${baseUrl}/feedback`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields),
  });
}

async function answer(result: Promise<unknown>) {
  const answered = (await result) as {
    data: { ok: boolean; result?: { error?: Record<string, string[]> } };
    init: { status: number };
  };
  return {
    status: answered.init.status,
    ok: answered.data.ok,
    errors: answered.data.result?.error,
  };
}

test("a thumb and a comment are saved, with their author when signed in", async () => {
  const { db } = await getTestDatabase();
  const player = await newPlayer(db, "feedbackform@example.com");
  const sent = await answer(
    feedbackFormAction(
      routeArgs(
        db,
        post({ positive: "up", feedback: " Loved the dares ", game: "mix" }, player.cookie),
      ),
    ),
  );
  expect(sent).toMatchObject({ status: 201, ok: true });
  const rows = await db.select().from(feedback).where(eq(feedback.feedback, "Loved the dares"));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ positive: true, game: "mix", userId: player.userId });
});

test("without a thumb or with an unknown game nothing is saved, and the field says why", async () => {
  const { db } = await getTestDatabase();
  const before = (await db.select().from(feedback)).length;
  const noThumb = await answer(
    feedbackFormAction(routeArgs(db, post({ feedback: "Hm", game: "site" }))),
  );
  expect(noThumb).toMatchObject({ status: 400, ok: false, errors: { positive: ["positive"] } });
  const noGame = await answer(
    feedbackFormAction(routeArgs(db, post({ positive: "down", game: "beer-chess" }))),
  );
  expect(noGame).toMatchObject({ status: 400, errors: { game: ["unknownGame"] } });
  expect((await db.select().from(feedback)).length).toBe(before);
});
