import { drizzleAdapter } from "@better-auth/drizzle-adapter";
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { admin } from "better-auth/plugins/admin";
import { magicLink } from "better-auth/plugins/magic-link";
import { phoneNumber } from "better-auth/plugins/phone-number";
import {
  isPlaceholderEmail,
  phonePlaceholderEmail,
} from "#app/features/account/placeholder-email.ts";
import { ensureProfile } from "#app/features/account/profile.server.ts";
import { creditReferral } from "#app/features/account/referral.server.ts";
import { referrerFromCookies } from "#app/features/account/referral.ts";
import type { MailSender } from "#app/features/messaging/mail-sender.server.ts";
import type { SmsSender } from "#app/features/messaging/sms-sender.server.ts";
import type { Database } from "#db/client.server.ts";
import { schema } from "#db/schema.ts";
import { grantListedAdmin } from "./admin-emails.server.ts";
import { authMessages, phoneCodeSeconds, signInLinkSeconds } from "./auth-messages.server.ts";
import { clientIpHeader } from "./client-ip.server.ts";
import { isE164 } from "./phone-number.ts";
import { authRateRules } from "./rate-limits.ts";
import type { RateLimitStore } from "./redis-rate-limit.server.ts";
import { hasSessionCookie } from "./session-cookie.ts";
import { capSessionLifetime, sessionLifetime } from "./session-lifetime.server.ts";
import type { SocialProviderKeys } from "./social-providers.ts";

export interface AuthOptions {
  /** The public address; the only origin allowed to call the auth endpoints. */
  baseUrl: string;
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
 * Better Auth over our Drizzle database (DESIGN.md §2, §5): email + password, email link,
 * phone code, the configured social providers and the admin plugin. One instance per
 * process, created next to the database by the server and handed to routes through the
 * load context (decision 007).
 */
export function createAuth(db: Database, options: AuthOptions) {
  const socialProviders = options.socialProviders ?? {};
  const adminEmails = options.adminEmails ?? [];
  return betterAuth({
    appName: "Party Dojo",
    baseURL: options.baseUrl,
    basePath: "/api/auth",
    secret: options.secret,
    ...(options.log ? { logger: { level: "info" as const, log: options.log } } : {}),
    trustedOrigins: [
      new URL(options.baseUrl).origin,
      ...(socialProviders.apple ? [appleOrigin] : []),
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
    ],
    hooks: {
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
          // The profile of SPEC §4 comes with the account; ensureProfile also repairs a
          // missing one on the next request, so a failure here never blocks the sign-up.
          after: async (user, context) => {
            await ensureProfile(db, { id: user.id, email: user.email });
            // A visitor who came through a friend's `/?ref=` link credits that friend.
            const referrer = referrerFromCookies(context?.headers?.get("cookie"));
            if (referrer) {
              await creditReferral(db, user.id, referrer).catch((error: unknown) => {
                // The account matters more than the bonus; the log keeps the lost credit.
                console.error(`referral of ${user.id} by ${referrer} failed`, error);
              });
            }
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
      },
    },
  });
}

const invalidEmail = { code: "INVALID_EMAIL", message: "Invalid email" };

export type Auth = ReturnType<typeof createAuth>;

export interface SessionUser {
  id: string;
  email: string;
}

/** The signed-in user of a request, or null. Skips the database without a session cookie. */
export async function getSessionUser(auth: Auth, request: Request): Promise<SessionUser | null> {
  if (!hasSessionCookie(request.headers.get("Cookie"))) return null;
  const session = await auth.api.getSession({ headers: request.headers });
  return session ? { id: session.user.id, email: session.user.email } : null;
}
