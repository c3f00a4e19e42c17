import { randomUUID } from "node:crypto";
import { Socket } from "node:net";
import { like } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { accountKey } from "#app/features/auth/account-rate-limit.server.ts";
import type { Auth, AuthOptions } from "#app/features/auth/auth.server.ts";
import { clientIpHeader } from "#app/features/auth/client-ip.server.ts";
import { accountAttempts } from "#app/features/auth/rate-limits.ts";
import { createRedisRateLimitStore } from "#app/features/auth/redis-rate-limit.server.ts";
import { rateLimit } from "#db/schema/auth.ts";
import { authWithOutbox, baseUrl } from "#tests/setup/accounts.ts";
import { getTestDatabase } from "#tests/setup/test-database.ts";

// The per-account limit on password sign-ins (app/features/auth/account-rate-limit.server.ts),
// beside Better Auth's per-address one: a guesser on many addresses still gets 10 tries.

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const redisAnswers = await reachable(new URL(redisUrl));

function signIn(
  auth: Auth,
  email: string,
  password: string,
  ip: string,
  headers: Record<string, string> = {},
) {
  return auth.handler(
    new Request(new URL("/api/auth/sign-in/email", baseUrl), {
      method: "POST",
      headers: {
        Origin: baseUrl,
        "Content-Type": "application/json",
        [clientIpHeader]: ip,
        ...headers,
      },
      body: JSON.stringify({ email, password }),
    }),
  );
}

async function signUp(auth: Auth, email: string) {
  const response = await auth.handler(
    new Request(new URL("/api/auth/sign-up/email", baseUrl), {
      method: "POST",
      headers: {
        Origin: baseUrl,
        "Content-Type": "application/json",
        [clientIpHeader]: "192.0.2.1",
      },
      body: JSON.stringify({ email, password: "correct-horse", name: "player" }),
    }),
  );
  expect(response.status).toBe(200);
}

/** The limit's attempts at one account, each from an address of its own. */
async function guessFromManyAddresses(auths: Auth[], email: string) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < accountAttempts.max; attempt++) {
    const auth = auths[attempt % auths.length] as Auth;
    const response = await signIn(auth, email, `guess-${attempt}`, `198.51.100.${attempt + 1}`);
    statuses.push(response.status);
  }
  return statuses;
}

async function expectAccountLimited(options: Partial<AuthOptions>, replicas = 1) {
  const { db } = await getTestDatabase();
  // Several servers over one database (and one Redis, when given) enforce one limit.
  const auths = Array.from({ length: replicas }, () => authWithOutbox(db, options).auth);
  const [auth] = auths as [Auth];
  await signUp(auth, "victim@example.com");
  await signUp(auth, "bystander@example.com");

  const statuses = await guessFromManyAddresses(auths, "victim@example.com");
  expect(statuses).toEqual(Array.from({ length: accountAttempts.max }, () => 401));

  // The 11th, from yet another address, with the right password and the address written
  // another way: refused before the password is checked.
  const refused = await signIn(auth, "Victim@Example.COM", "correct-horse", "198.51.100.99");
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("X-Retry-After"))).toBeGreaterThan(0);
  expect(Number(refused.headers.get("X-Retry-After"))).toBeLessThanOrEqual(accountAttempts.window);
  expect(await refused.json()).toEqual({
    code: "TOO_MANY_ACCOUNT_ATTEMPTS",
    message: "Too many sign-in attempts at this account. Try again in 15 minutes.",
  });
  expect(refused.headers.getSetCookie()).toEqual([]);

  // Another account, from that same address, is not held back.
  const bystander = await signIn(auth, "bystander@example.com", "correct-horse", "198.51.100.99");
  expect(bystander.status).toBe(200);
}

describe("password sign-ins per account", { timeout: 120_000 }, () => {
  test("the 11th attempt at one account from new addresses is a 429; another account signs in", async () => {
    await expectAccountLimited({});
  });

  test("two servers over one database count together", async () => {
    await expectAccountLimited({}, 2);
  });

  test("a phone number's password sign-ins count the same way, however it is typed", async () => {
    const { db } = await getTestDatabase();
    const { auth } = authWithOutbox(db);
    const phoneSignIn = (phoneNumber: string, ip: string) =>
      auth.handler(
        new Request(new URL("/api/auth/sign-in/phone-number", baseUrl), {
          method: "POST",
          headers: { Origin: baseUrl, "Content-Type": "application/json", [clientIpHeader]: ip },
          body: JSON.stringify({ phoneNumber, password: "guess-guess" }),
        }),
      );
    const statuses: number[] = [];
    for (let attempt = 0; attempt < accountAttempts.max; attempt++) {
      statuses.push((await phoneSignIn("+4512345678", `198.51.100.${attempt + 1}`)).status);
    }
    expect(statuses).not.toContain(429);
    expect((await phoneSignIn("12 34 56 78", "198.51.100.80")).status).toBe(429);
    expect((await phoneSignIn("+4587654321", "198.51.100.80")).status).not.toBe(429);
  });

  test("the counters are kept in Better Auth's table, hashed, never the address", async () => {
    const { db } = await getTestDatabase();
    const { auth } = authWithOutbox(db);
    await signIn(auth, "someone@example.com", "guess", "198.51.100.1");
    const rows = await db.select().from(rateLimit).where(like(rateLimit.key, "account:%"));
    expect(rows.map((row) => row.key)).toEqual([accountKey("email", "someone@example.com")]);
    expect(JSON.stringify(rows)).not.toContain("someone");
  });

  test("a new window starts once the old one is over", async () => {
    const { db } = await getTestDatabase();
    const { auth } = authWithOutbox(db);
    await signUp(auth, "victim@example.com");
    await guessFromManyAddresses([auth], "victim@example.com");
    expect((await signIn(auth, "victim@example.com", "x", "198.51.100.50")).status).toBe(429);
    await db
      .update(rateLimit)
      .set({ lastRequest: Date.now() - accountAttempts.window * 1000 - 1 })
      .where(like(rateLimit.key, "account:%"));
    const after = await signIn(auth, "victim@example.com", "correct-horse", "198.51.100.51");
    expect(after.status).toBe(200);
  });

  test("Better Auth's pruning of its own counters keeps an account's for its whole window", async () => {
    const { db } = await getTestDatabase();
    const { auth } = authWithOutbox(db);
    await signIn(auth, "victim@example.com", "guess", "198.51.100.70");
    // Five minutes on: past every per-address window, well inside the account's.
    const fiveMinutesAgo = Date.now() - 5 * 60 * 1000;
    await db.update(rateLimit).set({ lastRequest: fiveMinutesAgo });
    // A new window on the address's counter is when Better Auth deletes old rows.
    await signIn(auth, "bystander@example.com", "guess", "198.51.100.70");
    const kept = await db.select().from(rateLimit).where(like(rateLimit.key, "account:%"));
    expect(kept.map((row) => row.key)).toContain(accountKey("email", "victim@example.com"));
  });

  test("the refusal is worded in the visitor's language", async () => {
    const { db } = await getTestDatabase();
    const { auth } = authWithOutbox(db);
    await guessFromManyAddresses([auth], "victim@example.com");
    const danish = await signIn(auth, "victim@example.com", "x", "198.51.100.60", {
      "Accept-Language": "da-DK,da;q=0.9",
    });
    expect(danish.status).toBe(429);
    expect(((await danish.json()) as { message: string }).message).toBe(
      "For mange loginforsøg på denne konto. Prøv igen om 15 minutter.",
    );
    const byCookie = await signIn(auth, "victim@example.com", "x", "198.51.100.61", {
      Cookie: "lng=da",
      "Accept-Language": "en",
    });
    expect(((await byCookie.json()) as { message: string }).message).toMatch(/^For mange/);
  });

  test.skipIf(!redisAnswers)("the same limit holds with Redis counters", async () => {
    const store = createRedisRateLimitStore(redisUrl, {
      log: { warn() {} },
      keyPrefix: `party-dojo-test:${randomUUID()}:`,
    });
    try {
      await expectAccountLimited({ rateLimitStore: store }, 2);
    } finally {
      await store.close();
    }
  });
});

async function reachable(url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
    socket.once("error", () => resolve(false));
    socket.connect(Number(url.port || 6379), url.hostname);
  });
}
