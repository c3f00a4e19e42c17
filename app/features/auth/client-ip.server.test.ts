import { expect, test } from "vitest";
import { resolveClientIp } from "./client-ip.server.ts";

test("without a trusted header the socket address is the client", () => {
  expect(resolveClientIp({ "x-forwarded-for": "203.0.113.9" }, "198.51.100.7", undefined)).toBe(
    "198.51.100.7",
  );
});

test("a trusted header wins, and of a list the entry our proxy appended", () => {
  const headers = { "x-forwarded-for": "6.6.6.6, 203.0.113.9" };
  expect(resolveClientIp(headers, "10.0.0.2", "x-forwarded-for")).toBe("203.0.113.9");
  expect(
    resolveClientIp({ "cf-connecting-ip": "2001:db8::1" }, "10.0.0.2", "cf-connecting-ip"),
  ).toBe("2001:db8::1");
});

test("a missing or malformed trusted header falls back to the socket", () => {
  expect(resolveClientIp({}, "10.0.0.2", "cf-connecting-ip")).toBe("10.0.0.2");
  expect(resolveClientIp({ "cf-connecting-ip": "nonsense" }, "10.0.0.2", "cf-connecting-ip")).toBe(
    "10.0.0.2",
  );
  expect(resolveClientIp({}, undefined, undefined)).toBeNull();
});
