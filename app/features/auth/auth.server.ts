import { drizzleAdapter } from "@better-auth/drizzle-adapter";
// The minimal build leaves out Kysely, the query builder of Better Auth's own adapters: the
// Drizzle adapter does the work here, and Kysely's 260 files cost every start.
import { betterAuth } from "better-auth/minimal";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { admin } from "better-auth/plugins/admin";
import { magicLink } from "better-auth/plugins/magic-link";
import { phoneNumber } from "better-auth/plugins/phone-number";
import { isPlaceholderEmail, phonePlaceholderEmail } from "#app/domain/placeholder-email.ts";
import type { SessionUser } from "#app/domain/session-user.ts";
import { ensureProfile } from "#app/domain/profile.server.ts";
import { creditReferral } from "#app/domain/referral.server.ts";
import { referrerFromCookies } from "#app/domain/referral.ts";
import type { MailSender } from "#app/utils/messaging/mail-sender.server.ts";
import type { SmsSender } from "#app/utils/messaging/sms-sender.server.ts";
import type { Database } from "#db/client.server.ts";
import { schema } from "#db/schema.ts";
import { accountSignInLimit, databaseAttemptStore } from "./account-rate-limit.server.ts";
import { grantListedAdmin } from "./admin-emails.server.ts";
import { authMessages, phoneCodeSeconds, signInLinkSeconds } from "./auth-messages.server.ts";
import { clientIpHeader } from "./client-ip.server.ts";
import { isE164 } from "./phone-number.ts";
import { authRateRules } from "./rate-limits.ts";
import type { RateLimitStore } from "./redis-rate-limit.server.ts";
import { hasSessionCookie } from "./session-cookie.ts";
import { SessionReads, sessionCookieKey } from "./session-reads.server.ts";
import { capSessionLifetime, sessionLifetime } from "./session-lifetime.server.ts";
import type { SocialProviderKeys } from "./social-providers.ts";
import { localRequestOrigin, trustedOrigins } from "./trusted-origins.server.ts";

export interface AuthOptions {
  /** The public address; with `trustedOrigins`, the origins allowed to call the endpoints. */
  baseUrl: string;
  /** More origins whose pages may sign visitors in (TRUSTED_ORIGINS). */
  trustedOrigins?: readonly string[];
  secret: string;
  /** Sends sign-in links. */
  mail: MailSender;
  /** Sends phone sign-in codes. */
  sms: SmsSender;
  /** Providers with keys; each one is offered on the sign-in pages. */
  socialProviders?: SocialProviderKeys;
  /** Verified emails that become admins when they sign in (ADMIN_EMAILS). */
  adminEmails?: readonly string[];
  /** Shared rate-limit counters (Redis); the database keeps them otherwise. */
  rateLimitStore?: RateLimitStore | null;
  /** Where Better Auth's own log lines go (the server's pino); the console otherwise. */
  log?: AuthLog;
  /**
   * Other instances share the database (PostgreSQL behind several replicas): a session one of
   * them ends must end on every page at once, so none is kept in memory here.
   */
  sharedDatabase?: boolean;
}

export type AuthLog = (
  level: "debug" | "info" | "warn" | "error",
  message: string,
  ...details: unknown[]
) => void;

const phoneVerifyPath = "/phone-number/verify";

/** Apple answers its sign-in with a form POST from its own origin. */
const appleOrigin = "https://appleid.apple.com";

/**
 * Better Auth over our Drizzle database (docs/product-rules.md#accounts): email + password, email
 * link, phone code, the configured social providers and the admin plugin. One instance per process,
 * created next to the database by the server and handed to routes through the load context
 * (decision 007).
 */
export function createAuth(db: Database, options: AuthOptions) {
  const socialProviders = options.socialProviders ?? {};
  const adminEmails = options.adminEmails ?? [];
  const log: AuthLog = options.log ?? consoleLog;
  const reads = new SessionReads(
    options.sharedDatabase ? { ...sessionReadLimits, ttlMs: 0 } : sessionReadLimits,
  );
  const auth = betterAuth({
    appName: "Party Dojo",
    baseURL: options.baseUrl,
    basePath: "/api/auth",
    secret: options.secret,
    ...(options.log ? { logger: { level: "info" as const, log: options.log } } : {}),
    // A local server is also trusted at the local address it was reached at (127.0.0.1 for
    // localhost, a phone on the LAN), so signing up there works (trusted-origins.ts).
    trustedOrigins: (request) => [
      ...trustedOrigins(options.baseUrl, options.trustedOrigins),
      ...(socialProviders.apple ? [appleOrigin] : []),
      localRequestOrigin(options.baseUrl, request?.headers.get("host") ?? null),
    ],
    database: drizzleAdapter(db, { provider: "pg", schema }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128 },
    socialProviders,
    session: {
      expiresIn: sessionLifetime.idleSeconds,
      updateAge: sessionLifetime.refreshAfterSeconds,
    },
    // On in every environment, tests included, so what is tested is what runs.
    rateLimit: {
      enabled: true,
      storage: "database",
      customRules: authRateRules,
      ...(options.rateLimitStore ? { customStorage: options.rateLimitStore } : {}),
    },
    // Failed provider sign-ins land on our sign-in page with `?error=`, not Better Auth's.
    onAPIError: { errorURL: "/sign-in" },
    advanced: {
      // The Express process writes the client's address into this header (client-ip.server.ts).
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      // Better Auth skips the origin check when NODE_ENV is test; the tests check the product.
      disableOriginCheck: false,
    },
    plugins: [
      magicLink({
        expiresIn: signInLinkSeconds,
        async sendMagicLink({ email, url }, context) {
          if (isPlaceholderEmail(email)) throw APIError.from("BAD_REQUEST", invalidEmail);
          const message = authMessages(context?.headers).signInLink(url);
          await options.mail.send({ to: email, ...message });
        },
      }),
      phoneNumber({
        expiresIn: phoneCodeSeconds,
        allowedAttempts: 3,
        phoneNumberValidator: isE164,
        async sendOTP({ phoneNumber: to, code }, context) {
          await options.sms.send({ to, text: authMessages(context?.headers).phoneCode(code) });
        },
        // A first phone sign-in creates the account; its placeholder email is never a username.
        signUpOnVerification: { getTempEmail: phonePlaceholderEmail, getTempName: () => "" },
      }),
      admin(),
      // Per account, in the same store as the per-address limits above.
      accountSignInLimit(options.rateLimitStore ?? databaseAttemptStore(db)),
    ],
    hooks: {
      // Better Auth answers `{status: true}` to a token that is not the caller's and leaves it
      // alone; saying so instead keeps the answer honest.
      before: createAuthMiddleware(async (context) => {
        if (context.path !== revokeSessionPath) return;
        const caller = await getSessionFromCtx(context);
        if (!caller) return; // the endpoint itself answers 401
        const body: unknown = context.body;
        const token =
          typeof body === "object" && body !== null && "token" in body ? body.token : undefined;
        const target =
          typeof token === "string"
            ? await context.context.internalAdapter.findSession(token)
            : null;
        if (target?.session.userId !== caller.user.id) {
          throw APIError.from("NOT_FOUND", sessionNotFound);
        }
      }),
      // A sign-in link is opened by navigating; a refusal (a banned account, say) must land
      // on the sign-in page with its code, like an expired link does, not as raw JSON.
      after: createAuthMiddleware(async (context) => {
        if (context.path !== "/magic-link/verify") return;
        const returned: unknown = context.context.returned;
        // Better Auth answers success with a thrown redirect too; only refusals are rerouted.
        if (!isAPIError(returned) || returned.statusCode < 400) return;
        const code = typeof returned.body?.code === "string" ? returned.body.code : "UNKNOWN";
        const target = new URL(
          String(context.query?.errorCallbackURL ?? "/sign-in"),
          options.baseUrl,
        );
        target.searchParams.set("error", code);
        // A Response, not `context.redirect`: a thrown redirect here keeps the refusal's status.
        return new Response(null, {
          status: 302,
          headers: { Location: target.pathname + target.search },
        });
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // The placeholder domain belongs to phone accounts; nobody may sign up with it.
          before: async (user, context) => {
            if (isPlaceholderEmail(user.email) && context?.path !== phoneVerifyPath) {
              throw APIError.from("BAD_REQUEST", invalidEmail);
            }
          },
          // The profile comes with the account; ensureProfile also repairs a
          // missing one on the next request, so a failure here never blocks the sign-up.
          after: async (user, context) => {
            await ensureProfile(db, { id: user.id, email: user.email });
            // A visitor who came through a friend's `/?ref=` link credits that friend.
            const referrer = referrerFromCookies(context?.headers?.get("cookie"));
            if (referrer) {
              await creditReferral(db, user.id, referrer).catch((error: unknown) => {
                // The account matters more than the bonus; the log keeps the lost credit.
                log("error", "a referral could not be credited", {
                  err: error,
                  userId: user.id,
                  referrer,
                });
              });
            }
          },
        },
        // A ban changes the user; either way their sessions are read afresh.
        update: {
          after: async (user) => {
            reads.forgetUser(user.id);
          },
        },
        delete: {
          after: async (user) => {
            reads.forgetUser(user.id);
          },
        },
      },
      session: {
        create: {
          after: async (session) => {
            await grantListedAdmin(db, session.userId, adminEmails);
          },
        },
        update: {
          after: async (session) => {
            if (typeof session.id === "string") await capSessionLifetime(db, session.id);
          },
        },
        delete: {
          after: async (session) => {
            reads.forgetSession(session.token);
          },
        },
      },
    },
  });
  // On the instance itself: the server's process and the app's build each load this module.
  return Object.assign(auth, { sessionReads: reads });
}

// A page view within half a minute of the last one takes its session from memory. Ended
// sessions go at once in this process; another instance may take one for that long.
const sessionReadLimits = { ttlMs: 30_000, limit: 10_000 };

const invalidEmail = { code: "INVALID_EMAIL", message: "Invalid email" };
const revokeSessionPath = "/revoke-session";
const sessionNotFound = {
  code: "SESSION_NOT_FOUND",
  message: "You have no session with that token.",
};

export type Auth = ReturnType<typeof createAuth>;

const consoleLog: AuthLog = (level, message, ...details) => console[level](message, ...details);

/** A request's session as Better Auth found it, with the cookie to send back, if any. */
export interface RequestSession {
  user: SessionUser | null;
  /**
   * Set-Cookie values: a session used after a day is extended in the database, and the
   * browser must get the cookie again with the new expiry, or it drops it a week after
   * sign-in however often the visitor plays.
   */
  setCookies: string[];
}

/** The signed-in user of a request, or null. Skips the database without a session cookie. */
export async function readRequestSession(
  auth: Auth,
  request: Request,
  { writes }: { writes: boolean },
): Promise<RequestSession> {
  const cookieHeader = request.headers.get("Cookie");
  const key = hasSessionCookie(cookieHeader) ? sessionCookieKey(cookieHeader) : null;
  if (!key) return { user: null, setCookies: [] };
  const reads = auth.sessionReads;
  const now = Date.now();
  // A request that writes reads its session afresh: it may be the last act of one that ended.
  const kept = writes ? null : reads.find(key, now);
  if (kept) return { user: kept, setCookies: [] };
  const { headers, response } = await auth.api.getSession({
    headers: request.headers,
    returnHeaders: true,
  });
  // A write may end the account or its sessions outside Better Auth (deleting the account):
  // its sessions are confirmed again on their next page.
  if (writes) reads.forget(key);
  if (!response) return { user: null, setCookies: headers.getSetCookie() };
  const user = { id: response.user.id, email: response.user.email };
  if (writes) reads.forgetUser(user.id);
  else {
    const session = { user, token: response.session.token, expiresAt: response.session.expiresAt };
    reads.keep(key, session, now);
  }
  return { user, setCookies: headers.getSetCookie() };
}
