import { expect, test } from "vitest";
import { parseEnv } from "#app/env.server.ts";
import { contentSecurityPolicy, newNonce } from "./security-headers.ts";

test("the CSP allows scripts only with the request's nonce", () => {
  const csp = contentSecurityPolicy(parseEnv({}), "abc123", false);
  expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("googletagmanager");
});

test("analytics hosts are allowed only when analytics is configured", () => {
  const csp = contentSecurityPolicy(parseEnv({ GTM_ID: "GTM-ABCD" }), "n", false);
  expect(csp).toContain("https://www.googletagmanager.com");
});

test("every nonce is fresh", () => {
  expect(newNonce()).not.toBe(newNonce());
});
