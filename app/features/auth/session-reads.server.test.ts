import { expect, test } from "vitest";
import { SessionReads, sessionCookieKey } from "./session-reads.server.ts";

const ali = { id: "u1", email: "ali@example.com" };
const later = new Date(Date.UTC(2030, 0, 1));
const session = (token: string, user = ali, expiresAt = later) => ({ user, token, expiresAt });

test("a session is taken from memory only until its time is up", () => {
  const reads = new SessionReads({ ttlMs: 1000, limit: 10 });
  reads.keep("a.sig", session("a"), 0);
  expect(reads.find("a.sig", 999)).toEqual(ali);
  expect(reads.find("a.sig", 1000)).toBeNull();
});

test("a session is never taken past its own expiry", () => {
  const reads = new SessionReads({ ttlMs: 60_000, limit: 10 });
  reads.keep("a.sig", session("a", ali, new Date(500)), 0);
  expect(reads.find("a.sig", 499)).toEqual(ali);
  expect(reads.find("a.sig", 500)).toBeNull();
});

test("an ended session and a changed user's sessions are forgotten at once", () => {
  const reads = new SessionReads({ ttlMs: 60_000, limit: 10 });
  const bo = { id: "u2", email: "bo@example.com" };
  reads.keep("a.sig", session("a"), 0);
  reads.keep("b.sig", session("b"), 0);
  reads.keep("c.sig", session("c", bo), 0);
  reads.forgetSession("a");
  expect(reads.find("a.sig", 1)).toBeNull();
  expect(reads.find("b.sig", 1)).toEqual(ali);
  reads.forgetUser("u1");
  expect(reads.find("b.sig", 1)).toBeNull();
  expect(reads.find("c.sig", 1)).toEqual(bo);
});

test("the oldest session goes first when memory is full", () => {
  const reads = new SessionReads({ ttlMs: 60_000, limit: 2 });
  reads.keep("a.sig", session("a"), 0);
  reads.keep("b.sig", session("b"), 0);
  reads.keep("c.sig", session("c"), 0);
  expect(reads.find("a.sig", 1)).toBeNull();
  expect(reads.find("b.sig", 1)).toEqual(ali);
  expect(reads.find("c.sig", 1)).toEqual(ali);
});

test("the key is the signed session cookie, whatever else the request carries", () => {
  expect(sessionCookieKey("lng=da; better-auth.session_token=abc.sig; x=1")).toBe(
    "better-auth.session_token=abc.sig",
  );
  expect(sessionCookieKey("__Secure-better-auth.session_token=abc.sig")).toBe(
    "__Secure-better-auth.session_token=abc.sig",
  );
  expect(sessionCookieKey("lng=da")).toBeNull();
  expect(sessionCookieKey(null)).toBeNull();
  // A different signature is a different key: only what Better Auth verified is found.
  expect(sessionCookieKey("better-auth.session_token=abc.forged")).not.toBe(
    sessionCookieKey("better-auth.session_token=abc.sig"),
  );
});
