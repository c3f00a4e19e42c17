import { expect, test } from "vitest";
import { cacheControlFor } from "./static-files.ts";

test("hashed assets are cached for a year and immutable", () => {
  expect(cacheControlFor("assets/root-abc123.js")).toBe("public, max-age=31536000, immutable");
});

test("the service worker and build marker are never cached", () => {
  expect(cacheControlFor("sw.js")).toContain("no-store");
  expect(cacheControlFor("builds/latest.json")).toContain("no-store");
});

test("other files revalidate", () => {
  expect(cacheControlFor("favicon.svg")).toBe("public, max-age=0, must-revalidate");
});
