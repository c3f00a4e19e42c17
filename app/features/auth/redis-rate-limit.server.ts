import { Redis } from "ioredis";
import type { RateRule } from "./rate-limits.ts";

export interface RateLimitStore {
  consume(key: string, rule: RateRule): Promise<{ allowed: boolean; retryAfter: number | null }>;
  close(): Promise<void>;
}

// Count and start the window in one step, so concurrent requests on several instances can
// never all read a stale count: INCR, the expiry on the first hit, and the time left.
const countScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

interface Warn {
  warn(details: object, message: string): void;
}

/**
 * Better Auth's rate-limit counters in Redis (REDIS_URL), shared by every instance. A Redis
 * that does not answer lets the request through with a warning: one outage should not
 * lock every player out of their account.
 */
export function createRedisRateLimitStore(
  url: string,
  options: { log: Warn; keyPrefix?: string },
): RateLimitStore {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
  });
  redis.on("error", (error: unknown) => options.log.warn({ err: error }, "redis error"));
  const prefix = options.keyPrefix ?? "party-dojo:rate-limit:";
  return {
    async consume(key, rule) {
      try {
        const answer: unknown = await redis.eval(countScript, 1, prefix + key, rule.window * 1000);
        const [count, ttl] = Array.isArray(answer) ? answer.map(Number) : [];
        if (count === undefined || ttl === undefined) throw new Error("unexpected Redis answer");
        if (count <= rule.max) return { allowed: true, retryAfter: null };
        return { allowed: false, retryAfter: Math.max(1, Math.ceil(ttl / 1000)) };
      } catch (error) {
        options.log.warn({ err: error }, "rate limit skipped: Redis did not answer");
        return { allowed: true, retryAfter: null };
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
