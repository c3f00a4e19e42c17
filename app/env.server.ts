import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { defaultBaseUrl, defaultSupportEmail, type PublicEnv } from "./public-env.ts";

const headerName = /^[A-Za-z0-9-]+$/;

/** A social provider's pair of keys; the provider is offered only when both are set. */
const providerKeys = ["GOOGLE", "APPLE", "FACEBOOK", "GITHUB"] as const;

const optionalSecret = z.string().min(1).optional();

// Every variable has an offline default, so `npm start` needs no set-up (README, Configuration).
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().min(1).default("0.0.0.0"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    BASE_URL: z.url().default(defaultBaseUrl),
    // Other origins whose pages may post to us (a second domain); BASE_URL's always may.
    TRUSTED_ORIGINS: z
      .string()
      .transform((list) =>
        list
          .split(",")
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.url({
            protocol: /^https?$/,
            error: "TRUSTED_ORIGINS must be a comma-separated list of http(s) origins",
          }),
        ),
      )
      .default([]),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
      .optional(),
    AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    // Lets a scraper that isn't on loopback read /metrics, as `Authorization: Bearer …`.
    METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
    SUPPORT_EMAIL: z.email().default(defaultSupportEmail),
    GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,}$/, "GTM_ID must look like GTM-XXXX")
      .optional(),
    PIXEL_ID: z
      .string()
      .regex(/^\d{5,20}$/, "PIXEL_ID must be the numeric pixel id")
      .optional(),
    // The ElevenLabs agent that answers Word Guess's questions; unset: the table answers.
    VOICE_AGENT_ID: z
      .string()
      .regex(
        /^[A-Za-z0-9_-]{8,64}$/,
        "VOICE_AGENT_ID must be an ElevenLabs agent id such as agent_01abc… (letters, digits, _ and -)",
      )
      .optional(),
    // Mail: SMTP when set, otherwise the dev outbox (README, Mail, SMS and the dev outbox).
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/./, "SMTP_URL must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Party Dojo <no-reply@partydojo.app>"),
    // SMS: an HTTP provider taking POST {to, text} with a bearer token; otherwise the outbox.
    SMS_URL: z
      .url({ protocol: /^https?$/, error: "SMS_URL must be an http(s) address" })
      .optional(),
    SMS_TOKEN: optionalSecret,
    // Rate-limit counters in Redis instead of the database.
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/./, "REDIS_URL must start with redis:// or rediss://")
      .optional(),
    // The header the proxy in front of us sets to the client's address; unset: the socket's.
    TRUSTED_IP_HEADER: z
      .string()
      .regex(headerName, "TRUSTED_IP_HEADER must be a header name such as x-forwarded-for")
      .transform((name) => name.toLowerCase())
      .optional(),
    // Which proxies in front of us may name the visitor's protocol, host and address
    // (X-Forwarded-*), in Express's own terms; unset: none (docs/decisions/029-behind-a-proxy.md).
    TRUST_PROXY: z
      .string()
      .transform((value, context) => {
        const setting = trustProxySetting(value);
        if (setting === null) {
          context.addIssue({
            code: "custom",
            message:
              "TRUST_PROXY must be true, a hop count such as 1, or a comma-separated list of addresses, subnets or loopback, linklocal, uniquelocal",
          });
          return z.NEVER;
        }
        return setting;
      })
      .optional(),
    // Accounts whose verified email is listed here become admins when they sign in.
    ADMIN_EMAILS: z
      .string()
      .transform((list) =>
        list
          .split(",")
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email("ADMIN_EMAILS must be a comma-separated list of emails")))
      .default([]),
    GOOGLE_CLIENT_ID: optionalSecret,
    GOOGLE_CLIENT_SECRET: optionalSecret,
    APPLE_CLIENT_ID: optionalSecret,
    APPLE_CLIENT_SECRET: optionalSecret,
    FACEBOOK_CLIENT_ID: optionalSecret,
    FACEBOOK_CLIENT_SECRET: optionalSecret,
    GITHUB_CLIENT_ID: optionalSecret,
    GITHUB_CLIENT_SECRET: optionalSecret,
    // Stripe (all four or none); without them the offline test provider takes payments.
    STRIPE_SECRET_KEY: z
      .string()
      .regex(
        /^(sk|rk)_(test|live)_\w+$/,
        "STRIPE_SECRET_KEY must be a secret key (sk_live_… or sk_test_…)",
      )
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, "STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)")
      .optional(),
    STRIPE_PRICE_MONTHLY: z
      .string()
      .regex(/^price_\w+$/, "STRIPE_PRICE_MONTHLY must be a price id (price_…)")
      .optional(),
    STRIPE_PRICE_YEARLY: z
      .string()
      .regex(/^price_\w+$/, "STRIPE_PRICE_YEARLY must be a price id (price_…)")
      .optional(),
  })
  .superRefine((env, context) => {
    // Half a pair is a typo, not a choice: say so at start rather than hide the button.
    const pairs: [string, string][] = [
      ["SMS_URL", "SMS_TOKEN"],
      ...providerKeys.map((name): [string, string] => [
        `${name}_CLIENT_ID`,
        `${name}_CLIENT_SECRET`,
      ]),
    ];
    const values: Record<string, unknown> = env;
    for (const [first, second] of pairs) {
      if ((values[first] === undefined) !== (values[second] === undefined)) {
        const missing = values[first] === undefined ? first : second;
        context.addIssue({
          code: "custom",
          path: [missing],
          message: `${missing} is needed together with ${missing === first ? second : first}`,
        });
      }
    }
    const stripeGroup = [
      "STRIPE_SECRET_KEY",
      "STRIPE_WEBHOOK_SECRET",
      "STRIPE_PRICE_MONTHLY",
      "STRIPE_PRICE_YEARLY",
    ];
    const setInGroup = stripeGroup.filter((name) => values[name] !== undefined);
    if (setInGroup.length > 0 && setInGroup.length < stripeGroup.length) {
      for (const missing of stripeGroup.filter((name) => values[name] === undefined)) {
        context.addIssue({
          code: "custom",
          path: [missing],
          message: `${missing} is needed together with ${setInGroup.join(", ")}`,
        });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

/** The names Express (proxy-addr) knows for whole ranges of addresses. */
const trustedRangeNames = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * Whether `entry` is an address, a subnet (`10.0.0.0/8`, `fd00::/8`, `10.0.0.0/255.0.0.0`)
 * or the name of a range.
 */
function isTrustedEntry(entry: string): boolean {
  if (trustedRangeNames.has(entry)) return true;
  const [address = "", range, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

/**
 * TRUST_PROXY as Express's `trust proxy` takes it: `true` (whoever connects), a number of
 * hops, or a list of addresses and subnets; `false` is the same as unset. Null when it is
 * none of these: a typo must stop the server rather than quietly trust nobody, or everybody.
 */
export function trustProxySetting(value: string): boolean | number | string[] | null {
  const text = value.trim();
  if (text === "true" || text === "false") return text === "true";
  if (/^\d{1,3}$/.test(text)) return Number(text) >= 1 ? Number(text) : null;
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 && entries.every(isTrustedEntry) ? entries : null;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Blank values count as unset, so `GTM_ID=` in a .env file means "off".
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The subset the browser may see; everything else stays on the server. */
export function getPublicEnv(env: Env = getEnv()): PublicEnv {
  return {
    BASE_URL: env.BASE_URL,
    SUPPORT_EMAIL: env.SUPPORT_EMAIL,
    GTM_ID: env.GTM_ID ?? null,
    PIXEL_ID: env.PIXEL_ID ?? null,
    VOICE_AGENT_ID: env.VOICE_AGENT_ID ?? null,
  };
}

/**
 * The repository's root: the nearest folder above this module that holds package.json. Found
 * from the module's own address, never the working directory, so a server started from
 * another folder still finds its data. The server build bundles this module into
 * build/server/, hence the walk up rather than a fixed "..".
 */
function repositoryRoot(): string {
  const start = path.dirname(fileURLToPath(import.meta.url));
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, "package.json"))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No package.json above ${start}`);
  }
}

/**
 * DATA_DIR as an absolute path, a relative one read from the repository's root. Everything
 * kept under DATA_DIR (the embedded database, its lock, the auth secret) goes through here, so
 * they always land in one folder whatever the working directory.
 */
export function dataDirectory(env: Pick<Env, "DATA_DIR"> = getEnv()): string {
  return path.resolve(repositoryRoot(), env.DATA_DIR);
}

/**
 * The auth secret, from AUTH_SECRET or generated once and kept in DATA_DIR, so sessions
 * survive restarts without any set-up.
 */
export function getAuthSecret(env: Env = getEnv()): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const folder = dataDirectory(env);
  const file = path.join(folder, "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(folder, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}
