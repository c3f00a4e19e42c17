import { expect, test } from "vitest";
import { likedGames } from "#app/features/likes/likes.server.ts";
import { action as likesAction } from "#app/routes/api/likes.ts";
import { action as packsAction } from "#app/routes/api/packs/index.ts";
import { action as likeGameAction } from "#app/routes/like-game.ts";
import type { Database } from "#db/client.server.ts";
import { apiRequest, newPlayer, routeArgs } from "#tests/setup/accounts.ts";
import { getTestDatabase } from "#tests/setup/test-database.ts";

// The game heart's page action and PUT/DELETE /api/likes/:gameId are one write: the same ids
// are taken and refused by both, and a like made by one is taken back by the other.

function heart(db: Database, cookie: string, gameId: string, intent: string) {
  const request = new Request(apiRequest(`/likes/${gameId}`, cookie, { method: "POST" }), {
    body: new URLSearchParams({ intent }),
  });
  return likeGameAction(routeArgs(db, request, { gameId }));
}

function api(db: Database, cookie: string, gameId: string, method: "PUT" | "DELETE") {
  return likesAction(
    routeArgs(db, apiRequest(`/api/likes/${gameId}`, cookie, { method }), { gameId }),
  );
}

async function status(answer: Response | { init: ResponseInit | null }) {
  return answer instanceof Response ? answer.status : answer.init?.status;
}

async function publishedPack(db: Database, cookie: string) {
  const made = await packsAction(
    routeArgs(
      db,
      apiRequest("/api/packs", cookie, {
        method: "POST",
        body: JSON.stringify({
          metadata: { name: "Hearts", description: "To be liked.", author: "Bo", tags: [] },
          prompts: [{ text: "Never have I ever liked a pack." }],
        }),
      }),
    ),
  );
  expect(made.status).toBe(201);
  return ((await made.json()) as { metadata: { id: string } }).metadata.id;
}

test("the page heart and the API take and refuse the same ids", async () => {
  const { db } = await getTestDatabase();
  const player = await newPlayer(db, "hearts@example.com");
  const pack = await publishedPack(db, player.cookie);
  const answers: Record<string, { page: unknown; api: unknown }> = {};
  for (const id of ["meyer", pack, "no-such-game", "Meyer"]) {
    answers[id] = {
      page: await status(await heart(db, player.cookie, id, "like")),
      api: await status(await api(db, player.cookie, id, "PUT")),
    };
  }
  expect(answers).toEqual({
    meyer: { page: 200, api: 200 },
    [pack]: { page: 200, api: 200 },
    "no-such-game": { page: 404, api: 404 },
    Meyer: { page: 404, api: 404 },
  });
});

test("a like made by the page heart is taken back through the API, and back again", async () => {
  const { db } = await getTestDatabase();
  const player = await newPlayer(db, "both-ways@example.com");
  expect(await status(await heart(db, player.cookie, "squiffy", "like"))).toBe(200);
  const unliked = await api(db, player.cookie, "squiffy", "DELETE");
  expect(await unliked.json()).toEqual({ liked_games: [] });
  await api(db, player.cookie, "mix", "PUT");
  expect(await status(await heart(db, player.cookie, "mix", "unlike"))).toBe(200);
  expect(await likedGames(db, player.userId)).toEqual([]);
});

test("the page heart refuses an intent other than like or unlike, and likes nothing", async () => {
  const { db } = await getTestDatabase();
  const player = await newPlayer(db, "intent@example.com");
  expect(await status(await heart(db, player.cookie, "meyer", "report"))).toBe(400);
  expect(await likedGames(db, player.userId)).toEqual([]);
});
