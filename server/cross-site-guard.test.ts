import { expect, test } from "vitest";
import { isAllowedWrite, type WriteRequest } from "./cross-site-guard.ts";

const base = "http://localhost:3000";
const trusted = [base, "https://partner.example"];

function write(headers: Partial<WriteRequest>): WriteRequest {
  return {
    method: "POST",
    origin: undefined,
    referer: undefined,
    secFetchSite: undefined,
    host: "localhost:3000",
    protocol: "http",
    ...headers,
  };
}

test("reads are always allowed", () => {
  for (const method of ["GET", "HEAD", "OPTIONS"]) {
    expect(isAllowedWrite(write({ method, origin: "http://evil.example" }), trusted, base)).toBe(
      true,
    );
  }
});

test("a write from our own pages is allowed", () => {
  expect(isAllowedWrite(write({ secFetchSite: "same-origin" }), trusted, base)).toBe(true);
  expect(isAllowedWrite(write({ origin: base }), trusted, base)).toBe(true);
  expect(isAllowedWrite(write({ origin: "https://partner.example" }), trusted, base)).toBe(true);
  expect(isAllowedWrite(write({ referer: `${base}/profile` }), trusted, base)).toBe(true);
});

test("a write that names no origin is no web page's, and is allowed", () => {
  expect(isAllowedWrite(write({}), trusted, base)).toBe(true);
});

test("the local server is its own origin at another local address", () => {
  const request = write({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" });
  expect(isAllowedWrite(request, trusted, base)).toBe(true);
  const lan = write({ origin: "http://192.168.1.20:3000", host: "192.168.1.20:3000" });
  expect(isAllowedWrite(lan, trusted, base)).toBe(true);
});

test("a write from any other page is refused", () => {
  for (const headers of [
    { origin: "http://evil.example", secFetchSite: "cross-site" },
    { origin: "http://evil.example" },
    // Same host, another port: same-site, so the Lax cookie goes along; still refused.
    { origin: "http://localhost:4000", secFetchSite: "same-site" },
    { origin: "null" },
    { referer: "http://evil.example/page" },
    { secFetchSite: "cross-site" },
    { origin: "not a url" },
  ]) {
    expect(isAllowedWrite(write(headers), trusted, base), JSON.stringify(headers)).toBe(false);
  }
});
