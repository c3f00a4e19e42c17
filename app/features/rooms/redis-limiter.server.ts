import { createHash, randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import type { CreateLimiter } from "./rate-limiter.ts";

// A sliding window in one sorted set per key, scored by Redis's own clock so that instances
// whose clocks differ still count one window: drop what has left the window, refuse when
// full, else add this take. One script, so concurrent takes on several instances can't all
// see room for one more.
const takeScript = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local window = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
return 1
`;

// The same window, looked at without counting.
const allowsScript = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[1]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
return 1
`;

interface Log {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface RedisLimiters {
  create: CreateLimiter;
  close(): Promise<void>;
}

/**
 * The rooms' limits counted in Redis (REDIS_URL), so N instances enforce one limit. A Redis
 * that does not answer lets the take through: the limits stop floods, and an outage should
 * not stop every game; the log says so once, and once when Redis counts again.
 */
export function createRedisLimiters(
  url: string,
  options: { log: Log; keyPrefix?: string },
): RedisLimiters {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 500 });
  // Connection errors are what `take` reports, once; ioredis would repeat each retry's.
  redis.on("error", () => {});
  const prefix = options.keyPrefix ?? "party-dojo:limit:";
  let failing = false;

  async function run(script: string, name: string, key: string, args: (string | number)[]) {
    // A Redis known to be away is not waited for.
    if (failing && redis.status !== "ready") return true;
    try {
      const hashed = createHash("sha256").update(key).digest("base64url");
      const answer = await redis.eval(script, 1, `${prefix}${name}:${hashed}`, ...args);
      if (failing) {
        failing = false;
        options.log.info({}, "room limits counted in redis again");
      }
      return Number(answer) === 1;
    } catch (error) {
      if (!failing) {
        failing = true;
        options.log.warn({ err: error }, "room limits not counted: redis does not answer");
      }
      return true;
    }
  }

  return {
    create: (name, limit) => ({
      take: (key) =>
        run(takeScript, name, key, [
          limit.windowMs,
          limit.max,
          randomBytes(9).toString("base64url"),
        ]),
      allows: (key) => run(allowsScript, name, key, [limit.windowMs, limit.max]),
    }),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
