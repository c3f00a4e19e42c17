import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { createLocalProvider } from "#app/features/billing/local-provider.server.ts";
import { readProfile } from "#app/domain/profile.server.ts";
import { createLoadContext } from "#app/load-context.server.ts";
import { action as likesAction } from "#app/routes/api/likes.ts";
import { action as playedAction } from "#app/routes/game-played.ts";
import { action as likeGameAction } from "#app/routes/like-game.ts";
import { action as claimAction } from "#app/routes/api/rewards/claim.ts";
import { loader as packsLoader } from "#app/routes/api/packs/index.ts";
import { action as packAction, loader as packLoader } from "#app/routes/api/packs/pack.ts";
import { loader as exportLoader } from "#app/routes/api/packs/export.ts";
import { action as playAction } from "#app/routes/api/packs/play.ts";
import { action as shareAction } from "#app/routes/api/packs/share.ts";
import { action as reportAction } from "#app/routes/api/packs/report.ts";
import { action as unpublishAction } from "#app/routes/api/packs/unpublish.ts";
import { action as unlockAction } from "#app/routes/api/packs/unlock.ts";
import {
  action as checkoutAction,
  loader as checkoutLoader,
} from "#app/routes/billing/test-checkout.tsx";
import type { Database } from "#db/client.server.ts";
import { user } from "#db/schema/auth.ts";
import { gameLike } from "#db/schema/coins.ts";
import { pack, packReport } from "#db/schema/packs.ts";
import { action as packsAction } from "#app/routes/api/packs/index.ts";
import {
  apiRequest,
  authFor,
  baseUrl,
  newPlayer,
  routeArgs,
  withVisitor,
} from "#tests/setup/accounts.ts";
import { getTestDatabase } from "#tests/setup/test-database.ts";

// An id that can't name anything is answered 4xx from its shape alone, before any query:
// PostgreSQL would refuse the NUL with an error, and the visitor would read a 500. (A URL is
// UTF-8, so half a surrogate pair never reaches a param: it arrives as U+FFFD.)
const badIds = ["a\u0000b", "bell\u0007", "x".repeat(500), "../etc"];

/** A page's form post, as the game's own script sends it. */
function post(path: string, cookie: string | null, form: Record<string, string>) {
  return new Request(apiRequest(path, cookie, { method: "POST" }), {
    body: new URLSearchParams(form),
  });
}

function send(method: string, path: string, cookie: string | null, body?: unknown) {
  return apiRequest(path, cookie, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A player with a published pack they like, and an admin, to aim the bad ids at. */
async function table(db: Database) {
  const owner = await newPlayer(db, "owner@example.com");
  const admin = await newPlayer(db, "admin@example.com");
  await db.update(user).set({ role: "admin" }).where(eq(user.id, admin.userId));
  const made = await packsAction(
    routeArgs(
      db,
      send("POST", "/api/packs", owner.cookie, {
        metadata: { name: "Kept", description: "Stays as it is.", author: "Bo", tags: [] },
        prompts: [{ text: "Never have I ever lost a sock." }],
      }),
    ),
  );
  expect(made.status).toBe(201);
  const id = ((await made.json()) as { metadata: { id: string } }).metadata.id;
  await likesAction(routeArgs(db, send("PUT", `/api/likes/${id}`, owner.cookie), { gameId: id }));
  return { owner, admin, id };
}

async function snapshot(db: Database) {
  return {
    packs: await db.select().from(pack),
    likes: await db.select().from(gameLike),
    reports: await db.select().from(packReport),
  };
}

async function statusOf(answer: Promise<Response | { init: ResponseInit | null }>) {
  const answered = await answer;
  return answered instanceof Response ? answered.status : answered.init?.status;
}

describe.each(badIds.map((id) => [JSON.stringify(id).slice(0, 24), id]))("the id %s", (_, bad) => {
  test("is a 4xx on every pack route, and nothing changes", async () => {
    const { db } = await getTestDatabase();
    const { owner, admin } = await table(db);
    const before = await snapshot(db);
    const path = `/api/packs/${encodeURIComponent(bad)}`;
    const params = { id: bad };
    const answers = {
      read: await statusOf(packLoader(routeArgs(db, send("GET", path, owner.cookie), params))),
      update: await statusOf(
        packAction(
          routeArgs(
            db,
            send("PUT", path, owner.cookie, {
              metadata: { name: "New", description: "d", author: "a" },
              prompts: [{ text: "p" }],
            }),
            params,
          ),
        ),
      ),
      delete: await statusOf(packAction(routeArgs(db, send("DELETE", path, owner.cookie), params))),
      export: await statusOf(
        exportLoader(routeArgs(db, send("GET", `${path}/export`, owner.cookie), params)),
      ),
      play: await statusOf(
        playAction(routeArgs(db, send("POST", `${path}/play`, owner.cookie), params)),
      ),
      share: await statusOf(
        shareAction(routeArgs(db, send("POST", `${path}/share`, owner.cookie), params)),
      ),
      report: await statusOf(
        reportAction(
          routeArgs(db, send("POST", `${path}/report`, owner.cookie, { reason: "Rude" }), params),
        ),
      ),
      unpublish: await statusOf(
        unpublishAction(routeArgs(db, send("POST", `${path}/unpublish`, admin.cookie), params)),
      ),
      unlock: await statusOf(
        unlockAction(routeArgs(db, send("POST", `${path}/unlock`, owner.cookie), params)),
      ),
    };
    expect(answers).toEqual({
      read: 404,
      update: 404,
      delete: 404,
      export: 404,
      play: 404,
      share: 404,
      report: 404,
      unpublish: 404,
      unlock: 404,
    });
    expect(await snapshot(db)).toEqual(before);
  });

  test("is a 404 for likes, plays and rewards, and nothing changes", async () => {
    const { db } = await getTestDatabase();
    const { owner } = await table(db);
    const before = await snapshot(db);
    const coins = (await readProfile(db, owner.userId))?.dojo_coins;
    const path = encodeURIComponent(bad);
    const like = (method: string) =>
      statusOf(
        likesAction(
          routeArgs(db, send(method, `/api/likes/${path}`, owner.cookie), { gameId: bad }),
        ),
      );
    expect({
      like: await like("PUT"),
      unlike: await like("DELETE"),
      heart: await statusOf(
        likeGameAction(
          routeArgs(db, post(`/likes/${path}`, owner.cookie, { intent: "like" }), { gameId: bad }),
        ),
      ),
      play: await statusOf(
        playedAction(
          routeArgs(db, post(`/played/${path}`, owner.cookie, { intent: "start" }), {
            gameId: bad,
          }),
        ),
      ),
      claim: await statusOf(
        claimAction(
          routeArgs(db, send("POST", `/api/rewards/${path}/claim`, owner.cookie), { id: bad }),
        ),
      ),
    }).toEqual({ like: 404, unlike: 404, heart: 404, play: 404, claim: 404 });
    expect(await snapshot(db)).toEqual(before);
    expect((await readProfile(db, owner.userId))?.dojo_coins).toBe(coins);
  });

  test("is a 404 page for a test checkout", async () => {
    const { db } = await getTestDatabase();
    const { owner } = await table(db);
    const context = createLoadContext({
      db,
      auth: authFor(db),
      cspNonce: "nonce",
      payments: createLocalProvider(db, () => Math.floor(Date.now() / 1000)),
    });
    const page = `${baseUrl}/billing/test-checkout/${encodeURIComponent(bad)}`;
    const headers = { Cookie: owner.cookie };
    const args = (request: Request) =>
      ({
        request,
        context: withVisitor(context, request),
        params: { id: bad },
        url: new URL(request.url),
      }) as never;
    const thrown = (answer: Promise<unknown>) =>
      answer.then(
        () => null,
        (error: unknown) => (error instanceof Response ? error.status : error),
      );
    expect(await thrown(checkoutLoader(args(new Request(page, { headers }))))).toBe(404);
    const pay = new Request(page, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ outcome: "pay" }),
    });
    expect(await thrown(checkoutAction(args(pay)))).toBe(404);
  });
});

describe("the community list's query", () => {
  test.each([
    ["q", "a\u0000b"],
    ["game", "a\u0000b"],
    ["sort", "a\u0000b"],
    ["q", "bell\u0007"],
  ])("refuses %s=%j with a 400 naming the parameter", async (name, value) => {
    const { db } = await getTestDatabase();
    const url = new URL("/api/packs", baseUrl);
    url.searchParams.set(name, value);
    const answer = await packsLoader(routeArgs(db, new Request(url)));
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { issues: { path: string }[] };
    expect(body.issues[0]?.path).toBe(name);
  });
});
