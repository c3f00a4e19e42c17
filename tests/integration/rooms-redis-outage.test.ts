import { afterEach, describe, expect, test, vi } from "vitest";
import {
  createLocalHub,
  createRedisHub,
  type RoomHub,
} from "#app/features/rooms/room-hub.server.ts";
import {
  createRoomService,
  type RoomEvent,
  type RoomService,
} from "#app/features/rooms/room-service.server.ts";
import type { RoomView } from "#app/features/rooms/room.ts";
import type { SeatPass } from "#app/features/rooms/seat-cookie.ts";
import type { MostLikelyToView } from "#app/games/most-likely-to/rules.ts";
import { roomRules } from "#app/open-rooms.server.ts";
import { hasRedisServer, TestRedis } from "#tests/setup/redis-server.ts";
import { getTestDatabase } from "#tests/setup/test-database.ts";

// Two server processes on one database and a Redis of the test's own, which dies mid-game
// (docs/decisions/030-replicas.md). Before, moves were taken but a phone on the other process
// kept its stale turn until someone on its own process moved.

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function twoServers(pollMs: number) {
  const redis = await TestRedis.start();
  cleanup.push(() => redis.kill());
  const { db } = await getTestDatabase();
  const logs = [0, 1].map(() => ({ warn: vi.fn(), info: vi.fn() }));
  const hubs: RoomHub[] = await Promise.all(logs.map((log) => createRedisHub(redis.url, log)));
  const services = hubs.map((hub) => createRoomService({ db, hub, rules: roomRules, pollMs }));
  cleanup.push(async () => {
    for (const service of services) service.close();
    await Promise.all(hubs.map((hub) => hub.close()));
  });
  const [a, b] = services;
  const [hubA, hubB] = hubs;
  const [, logB] = logs;
  if (!a || !b || !hubA || !hubB || !logB) throw new Error("two servers");
  return { redis, a, b, hubA, hubB, logB };
}

function passOf(outcome: SeatPass | { refused: string }): SeatPass {
  if ("refused" in outcome) throw new Error(`refused: ${outcome.refused}`);
  return outcome;
}

async function roomOfThree(rooms: RoomService) {
  const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  const base = { userId: null, address };
  const host = passOf(
    await rooms.create({ ...base, game: "most-likely-to", hostName: "Ada", language: "en" }),
  );
  const bo = passOf(await rooms.join({ ...base, code: host.code, name: "Bo", pass: null }));
  const cy = passOf(await rooms.join({ ...base, code: host.code, name: "Cy", pass: null }));
  return { host, bo, cy };
}

async function phone(rooms: RoomService, pass: SeatPass) {
  const events: RoomEvent[] = [];
  const stop = await rooms.watch(pass, (event) => events.push(event));
  if (typeof stop !== "function") throw new Error(`not watching: ${stop.refused}`);
  cleanup.push(async () => stop());
  const latest = () => {
    const last = events.findLast((event) => event.type === "view");
    if (!last) throw new Error("no view yet");
    return last.view;
  };
  return {
    latest,
    version: () => latest().version,
    degraded: () => events.findLast((event) => event.type === "degraded")?.degraded ?? false,
  };
}

function mostLikelyTo(view: RoomView): MostLikelyToView {
  if (view.play?.game !== "most-likely-to") throw new Error("not playing Most Likely To");
  // The server's own view of the game it plays.
  return view.play.view as MostLikelyToView;
}

async function moveOf(rooms: RoomService, pass: SeatPass, body: unknown): Promise<number> {
  const outcome = await rooms.move(pass, body);
  if ("refused" in outcome) throw new Error(`refused: ${outcome.refused}`);
  return outcome.version;
}

const vote = (card: number, seat: string) => ({
  type: "game",
  move: { type: "vote", card, for: seat },
});

const redisInstalled = hasRedisServer();
describe.skipIf(!redisInstalled)(
  `rooms on two servers while Redis is down${redisInstalled ? "" : " (skipped: no redis-server on the PATH)"}`,
  () => {
    test("a move on A reaches the phone on B through the database, and live again after", async () => {
      const { redis, a, b, hubB, logB } = await twoServers(200);
      const { host, bo, cy } = await roomOfThree(a);
      const onA = await phone(a, host);
      const onB = await phone(b, bo);
      const started = await moveOf(a, host, { type: "start" });
      await expect.poll(onB.version).toBeGreaterThanOrEqual(started);
      const card = mostLikelyTo(onB.latest()).card?.number;
      if (card === undefined) throw new Error("no card was dealt");
      const adaId = onA.latest().me;
      const boId = onB.latest().me;

      await redis.kill("SIGKILL");
      await expect.poll(() => hubB.live()).toBe(false);
      expect(b.degraded()).toEqual(["redis"]);
      await expect.poll(onB.degraded).toBe(true);

      const adaVoted = await moveOf(a, host, vote(card, boId));
      await expect.poll(onB.version, { timeout: 5_000 }).toBeGreaterThanOrEqual(adaVoted);
      expect(mostLikelyTo(onB.latest()).voted).toEqual([adaId]);
      const boVoted = await moveOf(b, bo, vote(card, adaId));
      await expect.poll(onA.version, { timeout: 5_000 }).toBeGreaterThanOrEqual(boVoted);

      await redis.restart();
      await expect.poll(() => hubB.live(), { timeout: 10_000 }).toBe(true);
      await expect.poll(onB.degraded).toBe(false);
      expect(b.degraded()).toEqual([]);
      // The loss and the return are each logged once, however often ioredis retried.
      expect(logB.warn).toHaveBeenCalledTimes(1);
      expect(logB.info).toHaveBeenCalledTimes(1);

      const cyVoted = await moveOf(a, cy, vote(card, boId));
      await expect.poll(onB.version, { timeout: 5_000 }).toBeGreaterThanOrEqual(cyVoted);
      expect(mostLikelyTo(onB.latest()).phase).toBe("revealed");
    });

    test("a server started while Redis is away serves rooms, and goes live once Redis answers", async () => {
      const redis = await TestRedis.notStarted();
      cleanup.push(() => redis.kill());
      const log = { warn: vi.fn(), info: vi.fn() };
      const hub = await createRedisHub(redis.url, log);
      cleanup.push(() => hub.close());
      const { db } = await getTestDatabase();
      const rooms = createRoomService({ db, hub, rules: roomRules, pollMs: 200 });
      cleanup.push(async () => rooms.close());
      expect(rooms.degraded()).toEqual(["redis"]);
      const { host } = await roomOfThree(rooms);
      const onHost = await phone(rooms, host);
      expect(onHost.degraded()).toBe(true);

      await redis.restart();
      await expect.poll(() => hub.live(), { timeout: 10_000 }).toBe(true);
      await expect.poll(onHost.degraded).toBe(false);
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.info).toHaveBeenCalledTimes(1);
    });

    test("what was written while the channel was down is read once when it is back", async () => {
      // No polling within the test: only the read on return can bring the missed move.
      const { redis, a, b, hubB } = await twoServers(60 * 60_000);
      const { host, bo } = await roomOfThree(a);
      const onB = await phone(b, bo);
      await moveOf(a, host, { type: "start" });
      const card = mostLikelyTo(await waitForPlay(onB)).card?.number;
      if (card === undefined) throw new Error("no card was dealt");

      await redis.kill("SIGKILL");
      await expect.poll(() => hubB.live()).toBe(false);
      // Written by a process whose message never reaches Redis: ioredis would otherwise send
      // A's message late, once Redis is back within its retries, and hide a missing read.
      const { db } = await getTestDatabase();
      const unheard = createRoomService({ db, hub: createLocalHub(), rules: roomRules });
      const missed = await moveOf(unheard, host, vote(card, onB.latest().me));
      expect(onB.version()).toBeLessThan(missed);

      await redis.restart();
      await expect.poll(onB.version, { timeout: 10_000 }).toBeGreaterThanOrEqual(missed);
    });
  },
);

async function waitForPlay(watching: Awaited<ReturnType<typeof phone>>): Promise<RoomView> {
  await expect.poll(() => watching.latest().play !== null).toBe(true);
  return watching.latest();
}
