import { expect, test } from "vitest";
import { localRequestOrigin, trustedOrigins } from "./trusted-origins.server.ts";

test("the public address and the listed origins are trusted, once each", () => {
  expect(
    trustedOrigins("https://partydojo.app/", [
      "https://partydojo.app",
      "https://www.partydojo.app/x",
    ]),
  ).toEqual(["https://partydojo.app", "https://www.partydojo.app"]);
});

test("a local server is trusted at whichever local address it was reached", () => {
  const base = "http://localhost:3000";
  expect(localRequestOrigin(base, "127.0.0.1:3000")).toBe("http://127.0.0.1:3000");
  expect(localRequestOrigin(base, "192.168.1.20:3000")).toBe("http://192.168.1.20:3000");
  expect(localRequestOrigin(base, "[::1]:3000")).toBe("http://[::1]:3000");
});

test("a public host is never trusted by the address it was reached at", () => {
  expect(localRequestOrigin("http://localhost:3000", "evil.example")).toBeNull();
  expect(localRequestOrigin("http://localhost:3000", "8.8.8.8:3000")).toBeNull();
  expect(localRequestOrigin("https://partydojo.app", "127.0.0.1:3000")).toBeNull();
  expect(localRequestOrigin("http://localhost:3000", "127.0.0.1:3000/../evil")).toBeNull();
  expect(localRequestOrigin("http://localhost:3000", null)).toBeNull();
});
