import { SlidingWindowLimiter } from "./sliding-window-limiter.ts";

export interface Limit {
  max: number;
  windowMs: number;
}

/** Counts takes per key; false (and nothing counted) once the key is over its limit. */
export interface RateLimiter {
  take(key: string): Promise<boolean>;
  /** Whether `key` is under its limit, counting nothing. */
  allows(key: string): Promise<boolean>;
}

/**
 * Makes the limiter called `name` (e.g. "moves"): in this process's memory, or in Redis so
 * that every instance counts towards one limit (docs/decisions/030-replicas.md).
 */
export type CreateLimiter = (name: string, limit: Limit) => RateLimiter;

/** Limiters kept in this process's memory: each instance counts its own share. */
export function memoryLimiters(now: () => number = Date.now): CreateLimiter {
  return (_name, limit) => {
    const limiter = new SlidingWindowLimiter(limit, now);
    return {
      take: async (key) => limiter.take(key),
      allows: async (key) => limiter.allows(key),
    };
  };
}
