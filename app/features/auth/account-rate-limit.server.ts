import { createHash, randomUUID } from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { rateLimit } from "#db/schema/auth.ts";
import { authMessages } from "./auth-messages.server.ts";
import { normalizePhoneNumber } from "./phone-number.ts";
import { accountAttempts, type RateRule } from "./rate-limits.ts";
import type { RateLimitStore } from "./redis-rate-limit.server.ts";

export type AttemptStore = Pick<RateLimitStore, "consume">;

/** The password sign-ins, and the body field that names the account each one is for. */
const accountFields: Record<string, "email" | "phoneNumber"> = {
  "/sign-in/email": "email",
  "/sign-in/phone-number": "phoneNumber",
};

/**
 * The counter's key for the account a sign-in names: normalised the way Better Auth finds the
 * account (emails in lower case, phone numbers in E.164), so `Victim@Example.com ` counts
 * with `victim@example.com`; and hashed, so the table holds no addresses.
 */
export function accountKey(field: "email" | "phoneNumber", value: string): string {
  const trimmed = value.trim();
  const normalised =
    field === "email" ? trimmed.toLowerCase() : (normalizePhoneNumber(trimmed) ?? trimmed);
  const hash = createHash("sha256").update(`${field}:${normalised}`).digest("base64url");
  return `account:${hash}`;
}

/**
 * The counters in Better Auth's own `rate_limit` table, when there is no Redis: a window
 * starts with its first attempt, and each attempt counts in one statement, so attempts at
 * the same moment on several servers over one database can't all read a stale count.
 */
export function databaseAttemptStore(db: Database): AttemptStore {
  return {
    async consume(key: string, rule: RateRule) {
      const now = Date.now();
      const windowStart = now - rule.window * 1000;
      const expired = sql`${rateLimit.lastRequest} <= ${windowStart}`;
      const [row] = await db
        .insert(rateLimit)
        .values({ id: randomUUID(), key, count: 1, lastRequest: now })
        .onConflictDoUpdate({
          target: rateLimit.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
            lastRequest: sql`case when ${expired} then ${now} else ${rateLimit.lastRequest} end`,
          },
        })
        .returning({ count: rateLimit.count, startedAt: rateLimit.lastRequest });
      if (!row || row.count <= rule.max) return { allowed: true, retryAfter: null };
      const retryAfter = Math.ceil((row.startedAt + rule.window * 1000 - now) / 1000);
      return { allowed: false, retryAfter: Math.max(1, retryAfter) };
    },
  };
}

/**
 * Better Auth limits sign-ins per address (rate-limits.ts); this limits them per account
 * too, so a guesser spread over many addresses still gets `accountAttempts` tries at one
 * account. Every password attempt counts, right or wrong, before the password is checked:
 * counting only the wrong ones after the fact would let a burst of attempts all pass.
 */
export function accountSignInLimit(store: AttemptStore) {
  return {
    id: "account-sign-in-limit",
    // Never matches a path: it tells Better Auth's pruning of the shared table how long
    // these counters live, or it would drop them after its own longest window, a minute.
    rateLimit: [{ ...accountAttempts, pathMatcher: () => false }],
    hooks: {
      before: [
        {
          matcher: (context) => context.path !== undefined && context.path in accountFields,
          handler: createAuthMiddleware(async (context) => {
            const field = accountFields[context.path];
            const body: unknown = context.body;
            if (!field || typeof body !== "object" || body === null) return;
            const value: unknown = Reflect.get(body, field);
            if (typeof value !== "string" || value.trim() === "") return;
            const { allowed, retryAfter } = await store.consume(
              accountKey(field, value),
              accountAttempts,
            );
            if (allowed) return;
            const seconds = retryAfter ?? accountAttempts.window;
            throw new APIError(
              "TOO_MANY_REQUESTS",
              {
                code: "TOO_MANY_ACCOUNT_ATTEMPTS",
                message: authMessages(context.headers).tooManyAccountAttempts(seconds),
              },
              { "X-Retry-After": String(seconds) },
            );
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
