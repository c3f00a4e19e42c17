import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { provideRequestUser } from "#app/request-middleware.server.ts";
import { createAuth, type AuthLog, type AuthOptions } from "#app/features/auth/auth.server.ts";
import { outboxMailSender } from "#app/utils/messaging/mail-sender.server.ts";
import { createOutbox } from "#app/utils/messaging/outbox.server.ts";
import { outboxSmsSender } from "#app/utils/messaging/sms-sender.server.ts";
import { createLoadContext } from "#app/load-context.server.ts";
import type { Database } from "#db/client.server.ts";
import { user } from "#db/schema/auth.ts";
import { profile } from "#db/schema/profile.ts";

export const baseUrl = "http://localhost:3000";

const quietLog = { info() {}, warn() {} };

// Refused passwords and codes are what these tests are about; only errors are worth printing.
const authLog: AuthLog = (level, message, ...details) => {
  if (level === "error") console.error(message, ...details);
};

/** Better Auth over the test database, with its mail and SMS kept in a fresh outbox. */
export function authWithOutbox(db: Database, options: Partial<AuthOptions> = {}) {
  const outbox = createOutbox();
  const auth = createAuth(db, {
    baseUrl,
    secret: "integration-test-secret-of-32-characters!",
    mail: outboxMailSender({ outbox, log: quietLog }),
    sms: outboxSmsSender({ outbox, log: quietLog }),
    log: authLog,
    ...options,
  });
  return { auth, outbox };
}

export function authFor(db: Database) {
  return authWithOutbox(db).auth;
}

/** Creates an account through Better Auth; answers its session cookie ("" when refused). */
export async function signUp(
  db: Database,
  email: string,
  options: { password?: string; cookie?: string } = {},
) {
  const auth = authFor(db);
  const response = await auth.api.signUpEmail({
    body: { email, password: options.password ?? "correct-horse", name: email.split("@")[0] ?? "" },
    headers: new Headers(options.cookie ? { Cookie: options.cookie } : {}),
    asResponse: true,
  });
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  return { auth, response, cookie };
}

/** A request to our API as the holder of `cookie` (none when null). */
export function apiRequest(path: string, cookie: string | null, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (cookie) headers.set("Cookie", cookie);
  if (init.body !== undefined) headers.set("Content-Type", "application/json");
  return new Request(new URL(path, baseUrl), { ...init, headers });
}

/**
 * What the root's middleware does for every request before a loader or action runs: the
 * request's visitor goes into the context (again, when a test sends several requests through
 * one context).
 */
export function withVisitor<Context extends RouterContextProvider>(
  context: Context,
  request: Request,
): Context {
  provideRequestUser(context, request);
  return context;
}

/**
 * The arguments React Router hands a route's loader or action. Typed loosely on purpose:
 * the generated argument types carry router internals a direct call does not need.
 */
export function routeArgs(
  db: Database,
  request: Request,
  params: Record<string, string> = {},
): never {
  const context = withVisitor(
    createLoadContext({ db, auth: authFor(db), cspNonce: "nonce" }),
    request,
  );
  const args = { request, context, params, unstable_pattern: "", url: new URL(request.url) };
  return args as never;
}

/** Signs up a player and answers their session cookie, user id and username. */
export async function newPlayer(db: Database, email: string) {
  const { cookie } = await signUp(db, email);
  const [row] = await db
    .select({ userId: profile.userId, username: profile.username })
    .from(profile)
    .innerJoin(user, eq(user.id, profile.userId))
    .where(eq(user.email, email));
  if (!row) throw new Error(`sign-up of ${email} made no profile`);
  return { cookie, ...row };
}
