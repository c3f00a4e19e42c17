import { expect, test } from "vitest";
import { parseEnv } from "#app/env.server.ts";
import {
  contentSecurityPolicy,
  newNonce,
  permissionsPolicy,
  securityHeaders,
} from "./security-headers.ts";

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

test("the voice agent's hosts and the microphone are allowed only when it is configured", () => {
  const off = parseEnv({});
  expect(contentSecurityPolicy(off, "n", false)).not.toMatch(/unpkg|elevenlabs/);
  expect(permissionsPolicy(off)).toContain("microphone=()");
  const on = parseEnv({ VOICE_AGENT_ID: "agent_01jx9example0agent0id0x" });
  const csp = contentSecurityPolicy(on, "n", false);
  expect(csp).toMatch(/script-src [^;]*https:\/\/unpkg\.com/);
  expect(csp).toMatch(/connect-src [^;]*wss:\/\/api\.elevenlabs\.io/);
  expect(permissionsPolicy(on)).toContain("microphone=(self)");
});

test("every nonce is fresh, across the pool's refills, and 16 bytes long", () => {
  const nonces = Array.from({ length: 1_000 }, () => newNonce());
  expect(new Set(nonces).size).toBe(nonces.length);
  for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
});

test("each response carries its own nonce in the one policy", () => {
  const env = parseEnv({});
  const headers = new Map<string, string>();
  const res = {
    locals: {} as Record<string, unknown>,
    setHeader: (k: string, v: string) => headers.set(k, v),
  };
  securityHeaders(env, false)({} as never, res as never, () => {});
  const nonce = String(res.locals.cspNonce);
  expect(headers.get("Content-Security-Policy")).toBe(contentSecurityPolicy(env, nonce, false));
  expect(headers.get("Permissions-Policy")).toBe(permissionsPolicy(env));
});
