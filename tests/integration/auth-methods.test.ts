import { randomUUID } from "node:crypto";
import { Socket } from "node:net";
import { eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import type { Auth, AuthOptions } from "#app/features/auth/auth.server.ts";
import { clientIpHeader } from "#app/features/auth/client-ip.server.ts";
import { credentialAttempts } from "#app/features/auth/rate-limits.ts";
import { createRedisRateLimitStore } from "#app/features/auth/redis-rate-limit.server.ts";
import type { Outbox } from "#app/utils/messaging/outbox.server.ts";
import { createLoadContext } from "#app/load-context.server.ts";
import { loader as outboxLoader } from "#app/routes/dev/outbox.tsx";
import { loader as profileLoader } from "#app/routes/profile.tsx";
import { action as signInAction } from "#app/routes/sign-in.tsx";
import type { Database } from "#db/client.server.ts";
import { session, user } from "#db/schema/auth.ts";
import { profile } from "#db/schema/profile.ts";
import { authWithOutbox, baseUrl, withVisitor } from "#tests/setup/accounts.ts";
import { getTestDatabase } from "#tests/setup/test-database.ts";

// Sign-in methods beyond email + password (docs/product-rules.md#accounts), through Better
// Auth's HTTP handler as the browser reaches it, with mail and SMS read from the outbox.

const day = 24 * 60 * 60 * 1000;

// Redis is optional: the Redis test runs where one answers (CI and this machine) and is
// skipped elsewhere.
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const redisAnswers = await reachable(new URL(redisUrl));

interface Call {
  method?: "GET" | "POST";
  body?: Record<string, unknown>;
  cookie?: string;
  ip?: string;
}

/** A request to the auth endpoints from one client address, as the Express process passes it. */
function call(auth: Auth, pathOrUrl: string, { method = "POST", body, cookie, ip }: Call = {}) {
  const headers = new Headers({ Origin: baseUrl, [clientIpHeader]: ip ?? "203.0.113.1" });
  if (cookie) headers.set("Cookie", cookie);
  if (body) headers.set("Content-Type", "application/json");
  const url = new URL(pathOrUrl.startsWith("/") ? `/api/auth${pathOrUrl}` : pathOrUrl, baseUrl);
  return auth.handler(
    new Request(url, { method, headers, body: body ? JSON.stringify(body) : undefined }),
  );
}

function sessionCookie(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .find((entry) => entry.startsWith("better-auth.session_token="));
  return cookie?.split(";")[0] ?? "";
}

async function signedInUser(auth: Auth, cookie: string) {
  const found = await auth.api.getSession({ headers: new Headers({ Cookie: cookie }) });
  return found?.user ?? null;
}

function lastMessage(outbox: Outbox) {
  const [message] = outbox.list();
  if (!message) throw new Error("nothing in the outbox");
  return message;
}

async function signInWithLink(auth: Auth, outbox: Outbox, email: string, callbackURL = "/") {
  const sent = await call(auth, "/sign-in/magic-link", { body: { email, callbackURL } });
  expect(sent.status).toBe(200);
  const link = lastMessage(outbox).link ?? "";
  return call(auth, link, { method: "GET" });
}

async function passwordAccount(auth: Auth, email: string) {
  const response = await call(auth, "/sign-up/email", {
    body: { email, password: "correct-horse", name: "player" },
  });
  expect(response.status).toBe(200);
  const [row] = await (
    await getTestDatabase()
  ).db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email));
  return { id: row?.id ?? "", cookie: sessionCookie(response) };
}

/** Posts the sign-in page's password form from one client address; answers its action data. */
async function submitSignIn(db: Database, auth: Auth, email: string, password: string, ip: string) {
  const request = new Request(`${baseUrl}/sign-in`, {
    method: "POST",
    headers: {
      Origin: baseUrl,
      "Content-Type": "application/x-www-form-urlencoded",
      [clientIpHeader]: ip,
    },
    body: new URLSearchParams({ intent: "password", email, password }),
  });
  const context = createLoadContext({ db, auth, cspNonce: "n" });
  const result: unknown = await signInAction({ request, context, params: {} } as never);
  return result as { data: unknown; init: { status: number } };
}

function sessionsOf(db: Database, userId: string) {
  return db.select().from(session).where(eq(session.userId, userId));
}

describe("email link", () => {
  test("send → open → signed in on the page asked for, with a profile", async () => {
    const { db } = await getTestDatabase();
    const { auth, outbox } = authWithOutbox(db);
    const opened = await signInWithLink(auth, outbox, "linda@example.com", "/games/mix");

    const mail = lastMessage(outbox);
    expect(mail).toMatchObject({ channel: "mail", to: "linda@example.com" });
    expect(mail.text).toContain(mail.link);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe(`${baseUrl}/games/mix`);
    const signedIn = await signedInUser(auth, sessionCookie(opened));
    expect(signedIn).toMatchObject({ email: "linda@example.com", emailVerified: true });
    const [own] = await db
      .select()
      .from(profile)
      .where(eq(profile.userId, signedIn?.id ?? ""));
    expect(own?.username).toBe("linda");
  });

  test("a used link brings the visitor back to sign-in with its error, and no session", async () => {
    const { db } = await getTestDatabase();
    const { auth, outbox } = authWithOutbox(db);
    await signInWithLink(auth, outbox, "twice@example.com");
    const again = await call(auth, lastMessage(outbox).link ?? "", { method: "GET" });
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toContain("error=INVALID_TOKEN");
    expect(sessionCookie(again)).toBe("");
  });

  test("another origin is refused as the place to come back to", async () => {
    const { db } = await getTestDatabase();
    // Better Auth logs the refusal as an error; it is the expected outcome here, so it is
    // collected and checked rather than printed.
    const logged: string[] = [];
    const { auth, outbox } = authWithOutbox(db, {
      log: (level, message) => logged.push(`${level}: ${message}`),
    });
    const sent = await call(auth, "/sign-in/magic-link", {
      body: { email: "far@example.com", callbackURL: "https://evil.example/" },
    });
    expect(sent.status).toBe(403);
    expect(outbox.list()).toHaveLength(0);
    expect(logged).toContain("error: Invalid callbackURL: https://evil.example/");
  });

  test("a phone account's placeholder address gets no link and no account", async () => {
    const { db } = await getTestDatabase();
    const { auth, outbox } = authWithOutbox(db);
    const refused = await call(auth, "/sign-in/magic-link", {
      body: { email: "4512345678@phone.invalid" },
    });
    expect(refused.status).toBe(400);
    const signUp = await call(auth, "/sign-up/email", {
      body: { email: "4512345678@phone.invalid", password: "correct-horse", name: "x" },
    });
    expect(signUp.status).toBe(400);
    expect(outbox.list()).toHaveLength(0);
    expect(await db.select().from(user)).toHaveLength(0);
  });
});

describe("phone code", () => {
  async function sendCode(auth: Auth, outbox: Outbox, phoneNumber: string) {
    const sent = await call(auth, "/phone-number/send-otp", { body: { phoneNumber } });
    expect(sent.status).toBe(200);
    const sms = lastMessage(outbox);
    expect(sms).toMatchObject({ channel: "sms", to: phoneNumber });
    return /\b(\d{6})\b/.exec(sms.text)?.[1] ?? "";
  }

  test("send → verify creates the account, a new_user profile and a session", async () => {
    const { db } = await getTestDatabase();
    const { auth, outbox } = authWithOutbox(db);
    const code = await sendCode(auth, outbox, "+4512345678");
    const verified = await call(auth, "/phone-number/verify", {
      body: { phoneNumber: "+4512345678", code },
    });
    expect(verified.status).toBe(200);

    const signedIn = await signedInUser(auth, sessionCookie(verified));
    expect(signedIn).toMatchObject({ phoneNumber: "+4512345678", phoneNumberVerified: true });
    const [own] = await db
      .select()
      .from(profile)
      .where(eq(profile.userId, signedIn?.id ?? ""));
    expect(own?.username).toBe("new_user");
  });

  test("the second sign-in with the same number reaches the same account", async () => {
    const { db } = await getTestDatabase();
    const { auth, outbox } = authWithOutbox(db);
    for (let round = 0; round < 2; round++) {
      const code = await sendCode(auth, outbox, "+4587654321");
      const verified = await call(auth, "/phone-number/verify", {
        body: { phoneNumber: "+4587654321", code },
      });
      expect(verified.status).toBe(200);
    }
    expect(await db.select().from(user)).toHaveLength(1);
    expect(await db.select().from(profile)).toHaveLength(1);
  });

  test("a wrong code is refused and creates nothing; three wrong codes burn it", async () => {
    const { db } = await getTestDatabase();
    const { auth, outbox } = authWithOutbox(db);
    const code = await sendCode(auth, outbox, "+4511223344");
    const wrong = code === "000000" ? "111111" : "000000";
    const refused = await call(auth, "/phone-number/verify", {
      body: { phoneNumber: "+4511223344", code: wrong },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "INVALID_OTP" });
    expect(sessionCookie(refused)).toBe("");
    expect(await db.select().from(user)).toHaveLength(0);

    for (let attempt = 0; attempt < 2; attempt++) {
      await call(auth, "/phone-number/verify", {
        body: { phoneNumber: "+4511223344", code: wrong },
      });
    }
    const late = await call(auth, "/phone-number/verify", {
      body: { phoneNumber: "+4511223344", code },
    });
    expect(late.ok).toBe(false);
    expect(await db.select().from(user)).toHaveLength(0);
  });

  test("a number that is not E.164 gets no SMS", async () => {
    const { db } = await getTestDatabase();
    const { auth, outbox } = authWithOutbox(db);
    const refused = await call(auth, "/phone-number/send-otp", { body: { phoneNumber: "12345" } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "INVALID_PHONE_NUMBER" });
    expect(outbox.list()).toHaveLength(0);
  });
});

describe("admin", () => {
  const adminEmails = ["boss@example.com"];

  test("a listed, verified email becomes admin; a password sign-up with it does not", async () => {
    const { db } = await getTestDatabase();
    const { auth, outbox } = authWithOutbox(db, { adminEmails });
    const impostor = await passwordAccount(auth, "boss@example.com");
    expect((await signedInUser(auth, impostor.cookie))?.role).toBe("user");

    const opened = await signInWithLink(auth, outbox, "boss@example.com");
    expect((await signedInUser(auth, sessionCookie(opened)))?.role).toBe("admin");
    // Proving the address through the link ended the password holder's sessions.
    expect(await signedInUser(auth, impostor.cookie)).toBeNull();
  });

  test("a ban ends every session of the user, and signing in then answers 403", async () => {
    const { db } = await getTestDatabase();
    const { auth, outbox } = authWithOutbox(db, { adminEmails });
    const boss = sessionCookie(await signInWithLink(auth, outbox, "boss@example.com"));
    const target = await passwordAccount(auth, "rowdy@example.com");
    await call(auth, "/sign-in/email", {
      body: { email: "rowdy@example.com", password: "correct-horse" },
    });
    expect(await sessionsOf(db, target.id)).toHaveLength(2);

    const banned = await call(auth, "/admin/ban-user", {
      body: { userId: target.id },
      cookie: boss,
    });
    expect(banned.status).toBe(200);
    expect(await sessionsOf(db, target.id)).toHaveLength(0);
    expect(await signedInUser(auth, target.cookie)).toBeNull();

    const again = await call(auth, "/sign-in/email", {
      body: { email: "rowdy@example.com", password: "correct-horse" },
    });
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({ code: "BANNED_USER" });

    // The sign-in form reads it as its message (docs/errors.md#sign-in).
    const answer = await submitSignIn(db, auth, "rowdy@example.com", "correct-horse", "192.0.2.9");
    expect(answer.init.status).toBe(403);
    expect(answer.data).toEqual({ error: "disabled" });
  });

  test("a banned user's email link lands on sign-in with the disabled error", async () => {
    const { db } = await getTestDatabase();
    const { auth, outbox } = authWithOutbox(db, { adminEmails });
    const boss = sessionCookie(await signInWithLink(auth, outbox, "boss@example.com"));
    const target = await passwordAccount(auth, "gone@example.com");
    await call(auth, "/admin/ban-user", { body: { userId: target.id }, cookie: boss });

    const sent = await call(auth, "/sign-in/magic-link", {
      body: { email: "gone@example.com", errorCallbackURL: "/sign-in?method=email-link" },
    });
    expect(sent.status).toBe(200);
    const opened = await call(auth, lastMessage(outbox).link ?? "", { method: "GET" });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/sign-in?method=email-link&error=BANNED_USER");
  });

  test("someone who is not an admin cannot ban", async () => {
    const { db } = await getTestDatabase();
    const { auth } = authWithOutbox(db, { adminEmails });
    const player = await passwordAccount(auth, "player@example.com");
    const other = await passwordAccount(auth, "other@example.com");
    const refused = await call(auth, "/admin/ban-user", {
      body: { userId: other.id },
      cookie: player.cookie,
    });
    expect(refused.status).toBe(403);
    expect(await sessionsOf(db, other.id)).toHaveLength(1);
  });
});

// Each attempt hashes a password (scrypt), so a brute force of 31 takes a while on a busy
// machine; the limit, not the time, is what these tests check.
describe("rate limits", { timeout: 180_000 }, () => {
  async function bruteForce(auth: Auth, ip: string) {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= credentialAttempts.max; attempt++) {
      // A different account each time, so the per-account limit is not what answers.
      const response = await call(auth, "/sign-in/email", {
        body: { email: `victim-${attempt}@example.com`, password: `guess-${attempt}` },
        ip,
      });
      statuses.push(response.status);
    }
    return statuses;
  }

  async function expectLimited(options: Partial<AuthOptions>) {
    const { db } = await getTestDatabase();
    const { auth } = authWithOutbox(db, options);
    await passwordAccount(auth, "victim@example.com");
    const statuses = await bruteForce(auth, "198.51.100.4");
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not held back by the first one's attempts.
    const elsewhere = await call(auth, "/sign-in/email", {
      body: { email: "victim@example.com", password: "correct-horse" },
      ip: "198.51.100.5",
    });
    expect(elsewhere.status).toBe(200);
  }

  test("the attempt after the limit from one address answers 429 (database counters)", async () => {
    await expectLimited({});
  });

  test("the sign-in form goes through the limiter and says so kindly", async () => {
    const { db } = await getTestDatabase();
    const { auth } = authWithOutbox(db);
    await passwordAccount(auth, "victim@example.com");
    const answers = [];
    for (let attempt = 0; attempt <= credentialAttempts.max; attempt++) {
      answers.push(
        await submitSignIn(db, auth, `victim-${attempt}@example.com`, "guess", "192.0.2.77"),
      );
    }
    expect(answers[0]?.data).toEqual({ error: "wrongCredentials" });
    expect(answers.at(-1)?.init.status).toBe(429);
    expect(answers.at(-1)?.data).toEqual({ error: "tooManyAttempts" });
  });

  test.skipIf(!redisAnswers)("the same limit holds with Redis counters", async () => {
    const store = createRedisRateLimitStore(redisUrl, {
      log: { warn() {} },
      keyPrefix: `party-dojo-test:${randomUUID()}:`,
    });
    try {
      await expectLimited({ rateLimitStore: store });
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

describe("sessions", () => {
  async function freshSession() {
    const { db } = await getTestDatabase();
    const { auth } = authWithOutbox(db);
    const account = await passwordAccount(auth, "night@example.com");
    const [row] = await sessionsOf(db, account.id);
    if (!row) throw new Error("no session");
    return { db, auth, cookie: account.cookie, id: row.id };
  }

  async function setTimes(db: Database, id: string, createdAgo: number, expiresIn: number) {
    await db
      .update(session)
      .set({
        createdAt: new Date(Date.now() - createdAgo),
        expiresAt: new Date(Date.now() + expiresIn),
      })
      .where(eq(session.id, id));
  }

  async function expiresAt(db: Database, id: string) {
    const [row] = await db.select().from(session).where(eq(session.id, id));
    return row?.expiresAt.getTime() ?? 0;
  }

  test("a used session slides: a week from now, refreshed once a day has passed", async () => {
    const { db, auth, cookie, id } = await freshSession();
    await setTimes(db, id, 2 * day, 5 * day);
    expect(await signedInUser(auth, cookie)).not.toBeNull();
    expect(await expiresAt(db, id)).toBeGreaterThan(Date.now() + 7 * day - 60_000);
  });

  test("refreshing never carries a session past 30 days after sign-in", async () => {
    const { db, auth, cookie, id } = await freshSession();
    await setTimes(db, id, 29.5 * day, 60 * 60 * 1000);
    expect(await signedInUser(auth, cookie)).not.toBeNull();
    const [row] = await db.select().from(session).where(eq(session.id, id));
    expect(row?.expiresAt.getTime()).toBe((row?.createdAt.getTime() ?? 0) + 30 * day);

    await setTimes(db, id, 30 * day + 60_000, -60_000);
    expect(await signedInUser(auth, cookie)).toBeNull();
  });

  test("a page that needs a session sends a dead one to sign-in, remembering the page", async () => {
    const { db, auth, cookie, id } = await freshSession();
    await db.execute(
      sql`update ${session} set expires_at = now() - interval '1 minute' where id = ${id}`,
    );
    const request = new Request(`${baseUrl}/profile?tab=coins`, { headers: { Cookie: cookie } });
    const context = withVisitor(createLoadContext({ db, auth, cspNonce: "n" }), request);
    const thrown: unknown = await profileLoader({ request, context, params: {} } as never).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/sign-in?returnTo=%2Fprofile%3Ftab%3Dcoins");
    expect(response.headers.get("set-cookie")).toMatch(/better-auth\.session_token=;/);

    const signedOut = new Request(`${baseUrl}/profile`);
    const plain: unknown = await profileLoader({
      request: signedOut,
      context: withVisitor(context, signedOut),
      params: {},
    } as never).catch((error: unknown) => error);
    expect((plain as Response).headers.get("location")).toBe("/sign-in");
  });
});

describe("dev outbox page", () => {
  test("lists what was sent, newest first, and does not exist without an outbox", async () => {
    const { db } = await getTestDatabase();
    const { auth, outbox } = authWithOutbox(db);
    await call(auth, "/sign-in/magic-link", { body: { email: "first@example.com" } });
    await call(auth, "/phone-number/send-otp", { body: { phoneNumber: "+4520000001" } });
    const request = new Request(`${baseUrl}/dev/outbox`);
    const listed = await outboxLoader({
      request,
      context: createLoadContext({ db, auth, cspNonce: "n", outbox }),
      params: {},
    } as never);
    expect(listed.messages.map((message) => message.to)).toEqual([
      "+4520000001",
      "first@example.com",
    ]);

    // Production hands the page no outbox: it answers 404 like any unknown page.
    const hidden = await Promise.resolve()
      .then(() =>
        outboxLoader({
          request,
          context: createLoadContext({ db, auth, cspNonce: "n", outbox: null }),
          params: {},
          url: new URL(request.url),
        } as never),
      )
      .catch((error: unknown) => error);
    expect(hidden).toBeInstanceOf(Response);
    expect((hidden as Response).status).toBe(404);
  });
});
