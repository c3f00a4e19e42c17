import { expect, test } from "vitest";
import { requestOrigin } from "./web-request.ts";

const base = "https://partydojo.app";
const origin = (host: string | undefined) => requestOrigin({ host, protocol: "http" }, base);

test("a plain Host is the origin the request was sent to", () => {
  expect(origin("127.0.0.1:3000")).toBe("http://127.0.0.1:3000");
  expect(origin("[::1]:3000")).toBe("http://[::1]:3000");
  expect(origin("partydojo.app")).toBe("http://partydojo.app");
});

test("a Host no URL can hold falls back to the public address, never throws", () => {
  for (const host of [
    "127.0.0.1:99999",
    "[::1]:70000",
    "1.2.3.999",
    "999999999999",
    "[1.2.3.4]",
    "[:::::]",
    "a b",
    "%00",
    "",
    undefined,
  ]) {
    expect(origin(host), String(host)).toBe(base);
  }
});
