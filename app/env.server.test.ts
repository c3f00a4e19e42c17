import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { dataDirectory, getAuthSecret, getPublicEnv, parseEnv } from "./env.server.ts";

describe("parseEnv", () => {
  test("gives every variable an offline default", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
  });

  test("accepts a GTM id of the form GTM-XXXX and refuses others", () => {
    expect(parseEnv({ GTM_ID: "GTM-AB12CD" }).GTM_ID).toBe("GTM-AB12CD");
    expect(() => parseEnv({ GTM_ID: "UA-1234" })).toThrow(/GTM_ID must look like GTM-XXXX/);
  });

  test("treats blank values as unset", () => {
    expect(parseEnv({ GTM_ID: "", PORT: "" }).GTM_ID).toBeUndefined();
  });

  test("takes a metrics token of 16 characters or more and refuses a shorter one", () => {
    expect(parseEnv({ METRICS_TOKEN: "m".repeat(16) }).METRICS_TOKEN).toBe("m".repeat(16));
    expect(() => parseEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
  });

  test("refuses a database URL that is not PostgreSQL", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });

  test("leaves mail, SMS, Redis, providers and admins off by default", () => {
    const env = parseEnv({});
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.SMS_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.TRUSTED_IP_HEADER).toBeUndefined();
    expect(env.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(env.ADMIN_EMAILS).toEqual([]);
    expect(env.MAIL_FROM).toMatch(/Party Dojo/);
  });

  test("reads ADMIN_EMAILS as a list and TRUSTED_IP_HEADER as a lower-case name", () => {
    const env = parseEnv({
      ADMIN_EMAILS: " Boss@Example.com, ops@example.com ,",
      TRUSTED_IP_HEADER: "CF-Connecting-IP",
    });
    expect(env.ADMIN_EMAILS).toEqual(["boss@example.com", "ops@example.com"]);
    expect(env.TRUSTED_IP_HEADER).toBe("cf-connecting-ip");
    expect(() => parseEnv({ ADMIN_EMAILS: "not-an-email" })).toThrow(/ADMIN_EMAILS/);
    expect(() => parseEnv({ TRUSTED_IP_HEADER: "x forwarded" })).toThrow(/TRUSTED_IP_HEADER/);
  });

  test("reads TRUSTED_ORIGINS as a list of addresses", () => {
    const env = parseEnv({ TRUSTED_ORIGINS: "https://a.example, https://b.example/," });
    expect(env.TRUSTED_ORIGINS).toEqual(["https://a.example", "https://b.example/"]);
    expect(parseEnv({}).TRUSTED_ORIGINS).toEqual([]);
    expect(() => parseEnv({ TRUSTED_ORIGINS: "a.example" })).toThrow(/TRUSTED_ORIGINS/);
  });

  test("refuses half a pair of keys, naming the missing one", () => {
    expect(() => parseEnv({ GITHUB_CLIENT_ID: "id" })).toThrow(/GITHUB_CLIENT_SECRET/);
    expect(() => parseEnv({ SMS_URL: "https://sms.example/send" })).toThrow(/SMS_TOKEN/);
    const env = parseEnv({ GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "secret" });
    expect(env.GITHUB_CLIENT_SECRET).toBe("secret");
  });

  test("takes the four Stripe settings together or not at all", () => {
    const stripe = {
      STRIPE_SECRET_KEY: "sk_test_abc123",
      STRIPE_WEBHOOK_SECRET: "whsec_abc123",
      STRIPE_PRICE_MONTHLY: "price_monthly1",
      STRIPE_PRICE_YEARLY: "price_yearly1",
    };
    expect(parseEnv(stripe).STRIPE_PRICE_YEARLY).toBe("price_yearly1");
    expect(parseEnv({}).STRIPE_SECRET_KEY).toBeUndefined();
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_abc123" })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => parseEnv({ ...stripe, STRIPE_PRICE_YEARLY: "" })).toThrow(/STRIPE_PRICE_YEARLY/);
    expect(() => parseEnv({ ...stripe, STRIPE_SECRET_KEY: "pk_test_abc" })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
  });

  test("refuses service addresses of the wrong kind", () => {
    expect(() => parseEnv({ SMTP_URL: "http://mail.example" })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ REDIS_URL: "http://redis" })).toThrow(/REDIS_URL/);
    expect(() => parseEnv({ SMS_URL: "ftp://x", SMS_TOKEN: "t" })).toThrow(/SMS_URL/);
    expect(parseEnv({ REDIS_URL: "redis://127.0.0.1:6379" }).REDIS_URL).toBe(
      "redis://127.0.0.1:6379",
    );
  });

  test("shows the browser only the public subset", () => {
    const env = parseEnv({ AUTH_SECRET: "s".repeat(40), GTM_ID: "GTM-ABCD" });
    expect(getPublicEnv(env)).toEqual({
      BASE_URL: "http://localhost:3000",
      SUPPORT_EMAIL: "support@partydojo.app",
      GTM_ID: "GTM-ABCD",
      PIXEL_ID: null,
      VOICE_AGENT_ID: null,
    });
  });

  test("takes a voice agent id and refuses one of the wrong shape", () => {
    const env = parseEnv({ VOICE_AGENT_ID: "agent_01jx9example0agent0id0x" });
    expect(getPublicEnv(env).VOICE_AGENT_ID).toBe("agent_01jx9example0agent0id0x");
    expect(() => parseEnv({ VOICE_AGENT_ID: "<script>" })).toThrow(/VOICE_AGENT_ID/);
    expect(() => parseEnv({ VOICE_AGENT_ID: "short" })).toThrow(/VOICE_AGENT_ID/);
  });

  test("reads TRUST_PROXY as Express's trust proxy takes it, and trusts no proxy unset", () => {
    expect(parseEnv({}).TRUST_PROXY).toBeUndefined();
    expect(parseEnv({ TRUST_PROXY: "" }).TRUST_PROXY).toBeUndefined();
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(
      parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8,fd00::/8, 192.0.2.7, 172.16.0.0/255.240.0.0" })
        .TRUST_PROXY,
    ).toEqual(["loopback", "10.0.0.0/8", "fd00::/8", "192.0.2.7", "172.16.0.0/255.240.0.0"]);
    for (const wrong of ["yes", "0", "-1", "10.0.0.0/33", "::1/129", "local", "10.0.0", ","]) {
      expect(() => parseEnv({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
    }
  });
});

describe("getAuthSecret", () => {
  test("generates a secret once and keeps it in DATA_DIR", () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "pd-env-")), "data");
    const env = parseEnv({ DATA_DIR: dataDir });
    const first = getAuthSecret(env);
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(getAuthSecret(env)).toBe(first);
    expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8")).toBe(first);
  });

  test("keeps it beside the database when started from another folder", () => {
    const repositoryRoot = fileURLToPath(new URL("..", import.meta.url));
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "pd-env-")), "data");
    // Relative, as in the default `./data`: it must be read from the repository's root.
    const env = parseEnv({ DATA_DIR: path.relative(repositoryRoot, dataDir) });
    // Deeper than the repository, so the relative path cannot land in the same place by chance.
    const elsewhere = path.join(mkdtempSync(path.join(tmpdir(), "pd-elsewhere-")), "a", "b", "c");
    mkdirSync(elsewhere, { recursive: true });
    const startedIn = process.cwd();
    process.chdir(elsewhere);
    try {
      const secret = getAuthSecret(env);
      expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8")).toBe(secret);
      expect(dataDirectory(env)).toBe(dataDir);
    } finally {
      process.chdir(startedIn);
    }
  });

  test("prefers AUTH_SECRET when given", () => {
    const secret = "x".repeat(32);
    expect(getAuthSecret(parseEnv({ AUTH_SECRET: secret }))).toBe(secret);
  });
});
