import { eq, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { userContext } from "#app/context.ts";
import { provideRequestUser } from "#app/request-middleware.server.ts";
import type { Auth } from "#app/features/auth/auth.server.ts";
import { clientIpHeader } from "#app/features/auth/client-ip.server.ts";
import { sessionLifetime } from "#app/features/auth/session-lifetime.server.ts";
import { sessionRefreshMiddleware } from "#app/request-middleware.server.ts";
import { createLoadContext } from "#app/load-context.server.ts";
import { middleware as rootMiddleware } from "#app/root.tsx";
import { action as signUpAction } from "#app/routes/sign-up.tsx";
import type { Database } from "#db/client.server.ts";
import { session, user } from "#db/schema/auth.ts";
import { authWithOutbox, baseUrl } from "#tests/setup/accounts.ts";
import { getTestDatabase, recordQueries } from "#tests/setup/test-database.ts";

const day = 24 * 60 * 60 * 1000;

function refreshRun(request: Request, context: ReturnType<typeof createLoadContext>) {
  return async (page: () => Promise<void>): Promise<Response> => {
    const result = await sessionRefreshMiddleware(
      { request, context, params: {}, unstable_pattern: "" } as never,
      async () => {
        await page();
        return new Response("the page");
      },
    );
    if (!(result instanceof Response)) throw new Error("the middleware answered no response");
    return result;
  };
}

function authCall(auth: Auth, path: string, body: unknown, headers: Record<string, string> = {}) {
  return auth.handler(
    new Request(new URL(`/api/auth${path}`, baseUrl), {
      method: "POST",
      headers: {
        Origin: baseUrl,
        "Content-Type": "application/json",
        [clientIpHeader]: "203.0.113.7",
        ...headers,
      },
      body: JSON.stringify(body),
    }),
  );
}

async function account(db: Database, auth: Auth, email: string) {
  const response = await authCall(auth, "/sign-up/email", {
    email,
    password: "correct-horse",
    name: "player",
  });
  expect(response.status).toBe(200);
  const cookie =
    response.headers
      .getSetCookie()
      .find((entry) => entry.startsWith("better-auth.session_token="))
      ?.split(";")[0] ?? "";
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { id: row?.id ?? "", cookie };
}

test("a session used after a day goes back to the browser with a fresh week", async () => {
  const { db } = await getTestDatabase();
  const { auth } = authWithOutbox(db);
  const player = await account(db, auth, "mette@example.com");
  // Signed in two days ago: the database still has five days, the browser's cookie too.
  await db
    .update(session)
    .set({
      createdAt: new Date(Date.now() - 2 * day),
      updatedAt: new Date(Date.now() - 2 * day),
      expiresAt: new Date(Date.now() + 5 * day),
    })
    .where(eq(session.userId, player.id));

  const request = new Request(`${baseUrl}/profile`, { headers: { Cookie: player.cookie } });
  const context = createLoadContext({ db, auth, cspNonce: "n" });
  provideRequestUser(context, request);
  const response = await refreshRun(
    request,
    context,
  )(async () => {
    expect((await context.get(userContext).user())?.id).toBe(player.id);
  });

  const refreshed = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("better-auth.session_token="));
  expect(refreshed).toContain(`Max-Age=${sessionLifetime.idleSeconds}`);
  expect(await response.text()).toBe("the page");
  const [row] = await db.select().from(session).where(eq(session.userId, player.id));
  expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * day);
});

test("a session used within the day sends no cookie, and every page runs the refresh", async () => {
  const { db } = await getTestDatabase();
  const { auth } = authWithOutbox(db);
  const player = await account(db, auth, "ali@example.com");
  const request = new Request(`${baseUrl}/`, { headers: { Cookie: player.cookie } });
  const context = createLoadContext({ db, auth, cspNonce: "n" });
  provideRequestUser(context, request);
  const response = await refreshRun(
    request,
    context,
  )(async () => {
    await context.get(userContext).user();
  });
  expect(response.headers.getSetCookie()).toEqual([]);
  expect(rootMiddleware).toContain(sessionRefreshMiddleware);
});

test("revoking another player's session is refused and leaves it alone", async () => {
  const { db } = await getTestDatabase();
  const { auth } = authWithOutbox(db);
  const attacker = await account(db, auth, "mallory@example.com");
  const victim = await account(db, auth, "victim@example.com");
  const [victimSession] = await db.select().from(session).where(eq(session.userId, victim.id));

  const answer = await authCall(
    auth,
    "/revoke-session",
    { token: victimSession?.token },
    { Cookie: attacker.cookie },
  );
  expect(answer.status).toBe(404);
  expect(await answer.json()).toMatchObject({ code: "SESSION_NOT_FOUND" });
  const left = await db.select().from(session).where(eq(session.userId, victim.id));
  expect(left).toHaveLength(1);

  // One's own other session still goes.
  const second = await authCall(auth, "/sign-in/email", {
    email: "mallory@example.com",
    password: "correct-horse",
  });
  expect(second.status).toBe(200);
  const mine = await db
    .select()
    .from(session)
    .where(eq(session.userId, attacker.id))
    .orderBy(sql`${session.createdAt} desc`);
  const own = await authCall(
    auth,
    "/revoke-session",
    { token: mine[0]?.token },
    { Cookie: attacker.cookie },
  );
  expect(own.status).toBe(200);
  expect(await db.select().from(session).where(eq(session.userId, attacker.id))).toHaveLength(1);
});

async function signUpFrom(auth: Auth, db: Database, address: string, email: string) {
  const request = new Request(`${address}/sign-up`, {
    method: "POST",
    headers: {
      Host: new URL(address).host,
      Origin: address,
      "Content-Type": "application/x-www-form-urlencoded",
      [clientIpHeader]: "203.0.113.9",
    },
    body: new URLSearchParams({ intent: "password", email, password: "correct-horse" }),
  });
  const context = createLoadContext({ db, auth, cspNonce: "n" });
  const result: unknown = await signUpAction({ request, context, params: {} } as never);
  return result;
}

test("a local server takes sign-ups at any local address it is reached at", async () => {
  const { db } = await getTestDatabase();
  const { auth } = authWithOutbox(db); // BASE_URL http://localhost:3000
  for (const [address, email] of [
    ["http://127.0.0.1:3000", "loopback@example.com"],
    ["http://192.168.1.20:3000", "phone@example.com"],
  ] as const) {
    const result = await signUpFrom(auth, db, address, email);
    expect(result, address).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(302);
  }
});

test("a public server refuses another address, and says which address to open", async () => {
  const { db } = await getTestDatabase();
  const logged: string[] = [];
  const { auth } = authWithOutbox(db, {
    baseUrl: "https://partydojo.example",
    log: (_level, message) => logged.push(message),
  });
  const result = await signUpFrom(auth, db, "http://127.0.0.1:3000", "lost@example.com");
  expect(result).toMatchObject({ data: { error: "wrongAddress" }, init: { status: 403 } });
  expect(logged).toContain("Invalid origin: http://127.0.0.1:3000");
  expect(await db.select().from(user)).toEqual([]);
});

/** Who a request of `method` with `cookie` is, as a page's loaders read it. */
async function visitorOf(db: Database, auth: Auth, cookie: string, method = "GET") {
  const request = new Request(`${baseUrl}/games/never-have-i-ever`, {
    method,
    headers: { Cookie: cookie },
  });
  const context = createLoadContext({ db, auth, cspNonce: "n" });
  provideRequestUser(context, request);
  return (await context.get(userContext).user())?.id ?? null;
}

const sessionQueries = (queries: string[]) =>
  queries.filter((query) => query.includes('from "session"'));

test("a page view soon after the last reads its session without the database", async () => {
  const { db } = await getTestDatabase();
  const { auth } = authWithOutbox(db);
  const player = await account(db, auth, "quick@example.com");
  const first = await recordQueries(async () => {
    expect(await visitorOf(db, auth, player.cookie)).toBe(player.id);
  });
  expect(sessionQueries(first)).toHaveLength(1);
  const second = await recordQueries(async () => {
    expect(await visitorOf(db, auth, player.cookie)).toBe(player.id);
  });
  expect(second).toEqual([]);
});

test("a session signed out or revoked is never taken from memory", async () => {
  const { db } = await getTestDatabase();
  const { auth } = authWithOutbox(db);
  const player = await account(db, auth, "leaving@example.com");
  expect(await visitorOf(db, auth, player.cookie)).toBe(player.id);
  const out = await authCall(auth, "/sign-out", {}, { Cookie: player.cookie });
  expect(out.status).toBe(200);
  expect(await visitorOf(db, auth, player.cookie)).toBeNull();

  const again = await authCall(auth, "/sign-in/email", {
    email: "leaving@example.com",
    password: "correct-horse",
  });
  const cookie = again.headers.getSetCookie()[0]?.split(";")[0] ?? "";
  const other = await authCall(auth, "/sign-in/email", {
    email: "leaving@example.com",
    password: "correct-horse",
  });
  const otherCookie = other.headers.getSetCookie()[0]?.split(";")[0] ?? "";
  expect(await visitorOf(db, auth, cookie)).toBe(player.id);
  const revoked = await authCall(auth, "/revoke-other-sessions", {}, { Cookie: otherCookie });
  expect(revoked.status).toBe(200);
  expect(await visitorOf(db, auth, cookie)).toBeNull();
});

test("a write reads its session afresh, and its account's pages do after it", async () => {
  const { db } = await getTestDatabase();
  const { auth } = authWithOutbox(db);
  const player = await account(db, auth, "gone@example.com");
  expect(await visitorOf(db, auth, player.cookie)).toBe(player.id);
  // Gone outside Better Auth, as deleting an account takes its sessions with it.
  await db.delete(session).where(eq(session.userId, player.id));
  expect(await visitorOf(db, auth, player.cookie, "POST")).toBeNull();
  expect(await visitorOf(db, auth, player.cookie)).toBeNull();
});
