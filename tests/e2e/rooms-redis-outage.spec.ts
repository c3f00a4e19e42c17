import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { expect, test } from "@playwright/test";
import {
  createRoom,
  joinRoom,
  move,
  mostLikelyTo,
  RoomStream,
  startServer,
  type ServerProcess,
} from "../../bench/room-client.ts";
import { StartedProcesses } from "./started-processes.ts";
import { chromiumPath } from "./chromium-path.ts";
import { postgresAnswers, throwawayDatabase } from "../setup/throwaway-postgres.ts";
import { hasRedisServer, TestRedis } from "../setup/redis-server.ts";
import { gotoHydrated } from "./hydration.ts";

// Two servers sharing one PostgreSQL database and a Redis of the test's own, which dies
// mid-game (docs/decisions/030-replicas.md). Moves were always taken, but a phone on the other
// server kept its stale turn until someone on its own server moved, and nothing said so.

const firstPort = Number(process.env.E2E_PORT ?? 3210) + 83;

const address = () =>
  `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}::1`;

async function readiness(server: ServerProcess) {
  const response = await fetch(`${server.baseUrl}/api/ready`);
  return { status: response.status, body: (await response.json()) as unknown };
}

test.describe("rooms while Redis is down", () => {
  test.describe.configure({ mode: "serial" });
  test.setTimeout(120_000);

  const servers: ServerProcess[] = [];
  const streams: RoomStream[] = [];
  // Started together: when one fails, the other is known only here.
  const started = new StartedProcesses();
  let redis: TestRedis | null = null;
  let dropDatabase = async () => {};

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const postgres = await postgresAnswers();
    const redisInstalled = hasRedisServer();
    test.skip(
      !postgres || !redisInstalled,
      `Needs ${!postgres ? "PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432)" : "redis-server on the PATH"}: the servers share a database, and the test kills a Redis of its own.`,
    );
    const database = await throwawayDatabase();
    dropDatabase = database.drop;
    redis = await TestRedis.start();
    const env = {
      NODE_ENV: "test",
      LOG_LEVEL: "error",
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      TRUSTED_IP_HEADER: "x-forwarded-for",
      AUTH_SECRET: randomBytes(32).toString("base64url"),
    };
    // Together, on the empty database: they migrate one after the other (db/client.server.ts).
    servers.push(
      ...(await Promise.all([
        startServer({ port: firstPort, env, onSpawn: started.add }),
        startServer({ port: firstPort + 1, env, onSpawn: started.add }),
      ])),
    );
  });

  test.afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all(servers.map((server) => server.stop()));
    await started.stopAll();
    await redis?.kill();
    await dropDatabase();
  });

  test("a phone on the other server still gets every turn, and is told updates are slow", async () => {
    const [serverA, serverB] = servers;
    if (!serverA || !serverB || !redis) throw new Error("the servers did not start");
    const host = await createRoom(serverA.baseUrl, {
      game: "most-likely-to",
      name: "Host",
      address: address(),
    });
    const sam = await joinRoom(serverB.baseUrl, {
      code: host.code,
      name: "Sam",
      address: address(),
    });
    const kim = await joinRoom(serverB.baseUrl, {
      code: host.code,
      name: "Kim",
      address: address(),
    });
    const [hostStream, samStream] = await Promise.all([
      RoomStream.open(host),
      RoomStream.open(sam),
    ]);
    if (!hostStream || !samStream) throw new Error("a stream is missing");
    streams.push(hostStream, samStream);

    const started = await move(host, { type: "start" });
    await Promise.all([samStream.reached(started), hostStream.reached(started)]);
    const card = mostLikelyTo(hostStream.view)?.card?.number;
    if (card === undefined) throw new Error("no card was dealt");
    for (const server of servers)
      expect(await readiness(server)).toEqual({ status: 200, body: { ok: true, degraded: [] } });

    await test.step("Redis dies: both servers say they are not ready, and the phones are told", async () => {
      await redis?.kill("SIGKILL");
      for (const server of servers) {
        await expect
          .poll(() => readiness(server), { timeout: 10_000 })
          .toEqual({ status: 503, body: { ok: false, degraded: ["redis"] } });
        const health = await fetch(`${server.baseUrl}/api/health`);
        expect(health.status, "health is liveness: still 200").toBe(200);
      }
      await samStream.until(() => samStream.degraded, "the degraded notice");
    });

    await test.step("a vote on A reaches the phone on B within seconds", async () => {
      const version = await move(host, {
        type: "game",
        move: { type: "vote", card, for: samStream.view.me },
      });
      await samStream.reached(version, 5_000);
      expect(mostLikelyTo(samStream.view)?.voted).toEqual([hostStream.view.me]);
    });

    await test.step("a vote on B reaches the phone on A too", async () => {
      const version = await move(sam, {
        type: "game",
        move: { type: "vote", card, for: hostStream.view.me },
      });
      await hostStream.reached(version, 5_000);
    });

    await test.step("Redis is back: ready again, the notice goes, and updates are live", async () => {
      await redis?.restart();
      for (const server of servers) {
        await expect
          .poll(() => readiness(server), { timeout: 15_000 })
          .toEqual({ status: 200, body: { ok: true, degraded: [] } });
      }
      await samStream.until(() => !samStream.degraded, "the end of the notice");
      // Kim's vote reveals the card; Next then deals another.
      await move(kim, { type: "game", move: { type: "vote", card, for: samStream.view.me } });
      const version = await move(host, { type: "game", move: { type: "next", card } });
      await samStream.reached(version, 5_000);
      expect(mostLikelyTo(samStream.view)?.card?.number).toBeGreaterThan(card);
    });
  });

  test.describe("on a phone's screen", () => {
    test.skip(
      !existsSync(chromiumPath),
      `No Chromium at ${chromiumPath} (install it, or set CHROMIUM_PATH).`,
    );

    test("the room screen on the other server shows the notice while Redis is down", async ({
      page,
      context,
    }) => {
      const [serverA, serverB] = servers;
      if (!serverA || !serverB || !redis) throw new Error("the servers did not start");
      const host = await createRoom(serverA.baseUrl, {
        game: "most-likely-to",
        name: "Host",
        address: address(),
      });
      const kim = await joinRoom(serverB.baseUrl, {
        code: host.code,
        name: "Kim",
        address: address(),
      });
      // Most Likely To needs three players.
      await joinRoom(serverA.baseUrl, { code: host.code, name: "Sam", address: address() });
      const [name = "", value = ""] = kim.cookie.split("=");
      await context.addCookies([{ name, value, url: serverB.baseUrl }]);
      await gotoHydrated(page, `${serverB.baseUrl}/rooms/${host.code}`);
      await expect(page.getByRole("status").filter({ hasText: "Connected" })).toBeVisible();
      const notice = page.getByTestId("room-slow-updates");
      await expect(notice).toBeHidden();

      await redis.kill("SIGKILL");
      await expect(notice).toHaveText(
        "Live updates are slow — the room checks for changes every few seconds",
      );
      // Started on A, seen on B's screen through the database alone.
      await move(host, { type: "start" });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Most Likely To");

      await redis.restart();
      await expect(notice).toBeHidden({ timeout: 15_000 });
    });
  });
});
