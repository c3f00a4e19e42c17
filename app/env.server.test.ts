import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { getAuthSecret, getPublicEnv, parseEnv } from "./env.server.ts";

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

  test("refuses a database URL that is not PostgreSQL", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });

  test("shows the browser only the public subset", () => {
    const env = parseEnv({ AUTH_SECRET: "s".repeat(40), GTM_ID: "GTM-ABCD" });
    expect(getPublicEnv(env)).toEqual({
      SUPPORT_EMAIL: "support@partydojo.app",
      GTM_ID: "GTM-ABCD",
      PIXEL_ID: null,
    });
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

  test("prefers AUTH_SECRET when given", () => {
    const secret = "x".repeat(32);
    expect(getAuthSecret(parseEnv({ AUTH_SECRET: secret }))).toBe(secret);
  });
});
