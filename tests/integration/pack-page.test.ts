import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { likedGames } from "#app/features/likes/likes.server.ts";
import { createPack } from "#app/domain/authored-packs.server.ts";
import { action as reportApiAction } from "#app/routes/api/packs/report.ts";
import { action as packPageAction } from "#app/routes/game.tsx";
import type { Database } from "#db/client.server.ts";
import { pack, packReport } from "#db/schema/packs.ts";
import { apiRequest, baseUrl, newPlayer, routeArgs } from "#tests/setup/accounts.ts";
import { getTestDatabase } from "#tests/setup/test-database.ts";

// The actions of a pack's page (/game/:id): its heart and its report form, as the page and
// the community lists send them (form posts), and the JSON API kept for scripts.

async function newPack(db: Database, ownerId: string, options: { draft?: boolean } = {}) {
  const made = await createPack(db, ownerId, {
    metadata: {
      name: "Last train home",
      description: "Cards for the night bus.",
      author: "Priya",
      explicit: false,
      alcohol: true,
      language: "en",
      tags: options.draft ? ["draft"] : [],
    },
    prompts: [{ text: "Never have I ever missed the last train." }],
  });
  if (!made.ok) throw new Error(made.problem);
  return made.pack.metadata.id;
}

/** What the page's action answered, and with which status. */
async function post(
  db: Database,
  id: string,
  cookie: string | null,
  fields: Record<string, string>,
  contentType = "application/x-www-form-urlencoded",
) {
  const request = new Request(`${baseUrl}/game/${id}`, {
    method: "POST",
    headers: { "Content-Type": contentType, ...(cookie ? { Cookie: cookie } : {}) },
    body:
      contentType === "application/json"
        ? JSON.stringify(fields)
        : new URLSearchParams(fields).toString(),
  });
  const result = (await packPageAction(routeArgs(db, request, { slug: id }))) as {
    data: unknown;
    init: { status?: number } | null;
  };
  return { status: result.init?.status ?? 200, body: result.data };
}

async function reportsOf(db: Database, id: string) {
  return db
    .select({ reporterId: packReport.reporterId, reason: packReport.reason })
    .from(packReport)
    .where(eq(packReport.packId, id));
}

async function likesOf(db: Database, id: string) {
  const [row] = await db.select({ likes: pack.likes }).from(pack).where(eq(pack.id, id));
  return row?.likes;
}

test("a report needs an account and a reason, and a second one replaces the first", async () => {
  const { db } = await getTestDatabase();
  const owner = await newPlayer(db, "author@example.com");
  const reporter = await newPlayer(db, "reporter@example.com");
  const id = await newPack(db, owner.userId);

  expect(await post(db, id, null, { intent: "report", reason: "Mean cards" })).toEqual({
    status: 401,
    body: { ok: false, problem: "signedOut" },
  });
  for (const [reason, problem] of [
    ["   ", "required"],
    ["x".repeat(501), "tooLong"],
  ] as const) {
    expect(await post(db, id, reporter.cookie, { intent: "report", reason })).toEqual({
      status: 400,
      body: { ok: false, problem },
    });
  }
  expect(await post(db, id, reporter.cookie, { intent: "report" })).toMatchObject({
    status: 400,
    body: { problem: "required" },
  });
  expect(await reportsOf(db, id)).toEqual([]);

  expect(
    await post(db, id, reporter.cookie, { intent: "report", reason: " Mean cards\n" }),
  ).toEqual({ status: 200, body: { ok: true } });
  expect(
    await post(db, id, reporter.cookie, { intent: "report", reason: "Names a real person" }),
  ).toEqual({ status: 200, body: { ok: true } });
  expect(await reportsOf(db, id)).toEqual([
    { reporterId: reporter.userId, reason: "Names a real person" },
  ]);
});

test("a draft or a pack that isn't there can't be reported or liked", async () => {
  const { db } = await getTestDatabase();
  const owner = await newPlayer(db, "drafter@example.com");
  const visitor = await newPlayer(db, "visitor@example.com");
  const draft = await newPack(db, owner.userId, { draft: true });
  for (const id of [draft, "zzzzzzzzzz", "not-a-pack"]) {
    for (const fields of [{ intent: "report", reason: "Spam" }, { intent: "like" }] as Record<
      string,
      string
    >[]) {
      expect(await post(db, id, visitor.cookie, fields), `${id} ${fields.intent}`).toEqual({
        status: 404,
        body: { ok: false, problem: "gone" },
      });
    }
  }
  expect(await reportsOf(db, draft)).toEqual([]);
  expect(await likedGames(db, visitor.userId)).toEqual([]);
});

test("the heart likes once, unlikes, and keeps the pack's count exact", async () => {
  const { db } = await getTestDatabase();
  const owner = await newPlayer(db, "loved@example.com");
  const fan = await newPlayer(db, "fan@example.com");
  const id = await newPack(db, owner.userId);

  expect(await post(db, id, null, { intent: "like" })).toEqual({
    status: 401,
    body: { ok: false, problem: "signedOut" },
  });
  expect(await likesOf(db, id)).toBe(0);

  for (let tap = 0; tap < 2; tap += 1) {
    expect(await post(db, id, fan.cookie, { intent: "like" })).toEqual({
      status: 200,
      body: { ok: true, liked: true },
    });
  }
  expect(await likesOf(db, id)).toBe(1);
  expect(await likedGames(db, fan.userId)).toEqual([id]);

  // Unpublished since: the like can still be taken back, but not given again.
  await db.update(pack).set({ status: "draft" }).where(eq(pack.id, id));
  expect(await post(db, id, fan.cookie, { intent: "unlike" })).toEqual({
    status: 200,
    body: { ok: true, liked: false },
  });
  expect(await post(db, id, fan.cookie, { intent: "like" })).toMatchObject({ status: 404 });
  expect(await likesOf(db, id)).toBe(0);
  expect(await likedGames(db, fan.userId)).toEqual([]);
});

test("a body that isn't a form, or a form without a known intent, changes nothing", async () => {
  const { db } = await getTestDatabase();
  const owner = await newPlayer(db, "strict@example.com");
  const id = await newPack(db, owner.userId);
  const json = await post(db, id, owner.cookie, { intent: "like" }, "application/json");
  expect(json).toEqual({
    status: 415,
    body: { ok: false, problem: "failed", formProblem: "notForm" },
  });
  for (const fields of [{}, { intent: "delete" }, { intent: "LIKE" }] as Record<string, string>[]) {
    expect(await post(db, id, owner.cookie, fields)).toEqual({
      status: 400,
      body: { ok: false, problem: "failed" },
    });
  }
  expect(await likesOf(db, id)).toBe(0);
  expect(await reportsOf(db, id)).toEqual([]);
});

test("the JSON API reports through the same check, in English", async () => {
  const { db } = await getTestDatabase();
  const owner = await newPlayer(db, "api-author@example.com");
  const reporter = await newPlayer(db, "api-reporter@example.com");
  const id = await newPack(db, owner.userId);
  const report = (body: unknown) =>
    reportApiAction(
      routeArgs(
        db,
        apiRequest(`/api/packs/${id}/report`, reporter.cookie, {
          method: "POST",
          body: JSON.stringify(body),
        }),
        { id },
      ),
    );

  const tooLong = await report({ reason: "x".repeat(501) });
  expect(tooLong.status).toBe(400);
  expect(await tooLong.json()).toEqual({
    error: "Keep the report to 500 characters.",
    issues: [{ path: "reason", message: "Keep the report to 500 characters." }],
  });
  expect((await report({ reason: "Spam" })).status).toBe(201);
  expect((await report({ reason: "Spam, twice" })).status).toBe(201);
  expect(await reportsOf(db, id)).toEqual([{ reporterId: reporter.userId, reason: "Spam, twice" }]);
});
