import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { defaultSupportEmail, type PublicEnv } from "./public-env.ts";

// Every variable has an offline default, so `npm start` needs no set-up (DESIGN.md §8).
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  BASE_URL: z.url().default("http://localhost:3000"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SUPPORT_EMAIL: z.email().default(defaultSupportEmail),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,}$/, "GTM_ID must look like GTM-XXXX")
    .optional(),
  PIXEL_ID: z
    .string()
    .regex(/^\d{5,20}$/, "PIXEL_ID must be the numeric pixel id")
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

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
    SUPPORT_EMAIL: env.SUPPORT_EMAIL,
    GTM_ID: env.GTM_ID ?? null,
    PIXEL_ID: env.PIXEL_ID ?? null,
  };
}

/**
 * The auth secret, from AUTH_SECRET or generated once and kept in DATA_DIR, so sessions
 * survive restarts without any set-up.
 */
export function getAuthSecret(env: Env = getEnv()): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.DATA_DIR, "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(env.DATA_DIR, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}
