import { drizzleAdapter } from "@better-auth/drizzle-adapter";
import { betterAuth } from "better-auth";
import { ensureProfile } from "#app/features/account/profile.server.ts";
import { creditReferral } from "#app/features/account/referral.server.ts";
import { referrerFromCookies } from "#app/features/account/referral.ts";
import type { Database } from "#db/client.server.ts";
import { schema } from "#db/schema.ts";
import { hasSessionCookie } from "./session-cookie.ts";

export interface AuthOptions {
  /** The public address; the only origin allowed to call the auth endpoints. */
  baseUrl: string;
  secret: string;
}

const thirtyDays = 60 * 60 * 24 * 30;

/**
 * Better Auth over our Drizzle database (DESIGN.md §2). One instance per process, created
 * next to the database by the server and handed to routes through the load context.
 */
export function createAuth(db: Database, options: AuthOptions) {
  return betterAuth({
    appName: "Party Dojo",
    baseURL: options.baseUrl,
    basePath: "/api/auth",
    secret: options.secret,
    trustedOrigins: [new URL(options.baseUrl).origin],
    database: drizzleAdapter(db, { provider: "pg", schema }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128 },
    // An absolute lifetime: a session ends 30 days after sign-in, however often it is used.
    session: { expiresIn: thirtyDays, disableSessionRefresh: true },
    // Friends at one table often share one address (the venue's Wi-Fi), so sign-up and
    // sign-in allow a party's worth of attempts a minute rather than Better Auth's 3 in 10 s.
    rateLimit: {
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 10 },
      },
    },
    databaseHooks: {
      user: {
        create: {
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
    },
  });
}

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
