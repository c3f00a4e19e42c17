import { afterEach, describe, expect, test, vi } from "vitest";
import { createRedisLimiters } from "#app/features/rooms/redis-limiter.server.ts";
import { createLocalHub } from "#app/features/rooms/room-hub.server.ts";
import { createRoomService, type RoomService } from "#app/features/rooms/room-service.server.ts";
import { roomRules } from "#app/open-rooms.server.ts";
import { hasRedisServer, TestRedis } from "#tests/setup/redis-server.ts";
import { getTestDatabase } from "#tests/setup/test-database.ts";

// The rooms' limits were counted in each process's memory, so N instances let N times the
// limit through (docs/decisions/030-replicas.md). With Redis, replicas count together.

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** Two replicas: each has its own Redis connection, as two processes would. */
async function twoReplicas(redis: TestRedis) {
  const { db } = await getTestDatabase();
  const logs = [0, 1].map(() => ({ warn: vi.fn(), info: vi.fn() }));
  const keyPrefix = `test:${Math.random()}:`;
  const limiters = logs.map((log) => createRedisLimiters(redis.url, { log, keyPrefix }));
  cleanup.push(async () => void (await Promise.all(limiters.map((each) => each.close()))));
  // Local hubs: each replica reads what the other wrote from the database.
  const services = limiters.map((each) =>
    createRoomService({ db, hub: createLocalHub(), rules: roomRules, createLimiter: each.create }),
  );
  return { services, logs };
}

const address = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`;

// A well-formed code nobody holds: the join is counted, then refused as not found.
const joinNowhere = (rooms: RoomService, from: string) =>
  rooms.join({ code: "ZZZZ", name: "Bo", userId: null, address: from, pass: null });

const redisInstalled = hasRedisServer();
describe.skipIf(!redisInstalled)(
  `room limits counted in Redis${redisInstalled ? "" : " (skipped: no redis-server on the PATH)"}`,
  () => {
    test("two replicas enforce one limit of failed joins per address between them", async () => {
      const redis = await TestRedis.start();
      cleanup.push(() => redis.kill());
      const { services } = await twoReplicas(redis);
      const from = address();
      // 20 failed lookups an address a minute, in turns through each replica.
      const answers = [];
      for (let attempt = 0; attempt < 21; attempt++) {
        const replica = services[attempt % 2];
        if (!replica) throw new Error("two replicas");
        const answer = await joinNowhere(replica, from);
        answers.push("refused" in answer ? answer.refused : "seated");
      }
      expect(answers.slice(0, 20)).toEqual(Array(20).fill("notFound"));
      expect(answers.at(-1)).toBe("tooManyAttempts");
      // Another address still has its own.
      const [first] = services;
      if (!first) throw new Error("two replicas");
      // (never the same address by chance: one in 250 draws would be)
      const other = from === "203.0.113.251" ? "203.0.113.252" : "203.0.113.251";
      expect(await joinNowhere(first, other)).toMatchObject({ refused: "notFound" });
    });

    test("two replicas enforce one limit of moves per phone between them", async () => {
      const redis = await TestRedis.start();
      cleanup.push(() => redis.kill());
      const { services } = await twoReplicas(redis);
      const [a, b] = services;
      if (!a || !b) throw new Error("two replicas");
      const from = address();
      const host = await a.create({
        game: "most-likely-to",
        hostName: "Ada",
        userId: null,
        address: from,
        language: "en",
      });
      if ("refused" in host) throw new Error(host.refused);
      const bo = await a.join({
        code: host.code,
        name: "Bo",
        userId: null,
        address: from,
        pass: null,
      });
      if ("refused" in bo) throw new Error(bo.refused);
      // Only the host may lock: each of Bo's taps is counted and refused, 40 in 10 seconds.
      const answers = [];
      for (let tap = 0; tap < 41; tap++) {
        const answer = await (tap % 2 === 0 ? a : b).move(bo, { type: "lock", locked: true });
        answers.push("refused" in answer ? answer.refused : "taken");
      }
      expect(answers.slice(0, 40)).not.toContain("tooFast");
      expect(answers.at(-1)).toBe("tooFast");
    });

    test("with Redis gone the limits let everyone through, and say so once", async () => {
      const redis = await TestRedis.start();
      cleanup.push(() => redis.kill());
      const { services, logs } = await twoReplicas(redis);
      const [a] = services;
      const [log] = logs;
      if (!a || !log) throw new Error("two replicas");
      const from = address();
      for (let attempt = 0; attempt < 30; attempt++) await joinNowhere(a, from);
      expect(await joinNowhere(a, from)).toMatchObject({ refused: "tooManyAttempts" });

      await redis.kill("SIGKILL");
      for (let attempt = 0; attempt < 5; attempt++) {
        expect(await joinNowhere(a, from)).toMatchObject({ refused: "notFound" });
      }
      expect(log.warn).toHaveBeenCalledTimes(1);

      // Back, and empty (it kept nothing): counting starts again.
      await redis.restart();
      await expect
        .poll(
          async () => {
            await joinNowhere(a, address());
            return log.info.mock.calls.length;
          },
          { timeout: 10_000 },
        )
        .toBe(1);
    });
  },
);
