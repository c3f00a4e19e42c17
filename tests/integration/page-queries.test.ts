import { expect, test } from "vitest";
import { loader as rootLoader } from "#app/root.tsx";
import { loader as gameLoader } from "#app/games/never-have-i-ever/page.tsx";
import { loader as profileLoader } from "#app/routes/profile.tsx";
import type { Database } from "#db/client.server.ts";
import { apiRequest, newPlayer, routeArgs } from "#tests/setup/accounts.ts";
import { getTestDatabase, recordQueries } from "#tests/setup/test-database.ts";

// PGlite is one connection: every query of a page view waits for the one before it, so a
// page's count of queries is its time on the database (docs/decisions/002-embedded-database.md).

/** One page view: the root's loader and the page's, side by side on one request's context. */
async function pageView(
  db: Database,
  path: string,
  cookie: string | null,
  pageLoader: (args: never) => Promise<unknown>,
) {
  const args = routeArgs(db, apiRequest(path, cookie));
  return recordQueries(() => Promise.all([rootLoader(args), pageLoader(args)]));
}

test("a profile view reads the session once and the profile once", async () => {
  const { db } = await getTestDatabase();
  const player = await newPlayer(db, "counted@example.com");
  const queries = await pageView(db, "/profile", player.cookie, profileLoader);
  // The session and its user; the profile with its lists; the subscription's state; the
  // rewards' conditions; the player's own packs.
  expect(queries.length, queries.join("\n")).toBeLessThanOrEqual(6);
  expect(queries.filter((query) => query.includes('from "session"'))).toHaveLength(1);
});

test("a game page costs a signed-out visitor no query, and a player a few", async () => {
  const { db } = await getTestDatabase();
  expect(await pageView(db, "/games/never-have-i-ever", null, gameLoader)).toEqual([]);
  const player = await newPlayer(db, "gamer@example.com");
  const queries = await pageView(db, "/games/never-have-i-ever", player.cookie, gameLoader);
  // The session and its user; the profile with the packs unlocked with coins in one statement.
  expect(queries.length, queries.join("\n")).toBeLessThanOrEqual(3);
  expect(queries.filter((query) => query.includes('from "pack_unlock"'))).toEqual([]);
});
