import { expect, test } from "vitest";
import { pageNotFound, requestedPath } from "./page-not-found.ts";

test("the requested path keeps the query string", () => {
  expect(requestedPath(new URL("http://localhost/nope?x=1"))).toBe("/nope?x=1");
  expect(requestedPath(new URL("http://localhost/a/b?x=1&y=%20two"))).toBe("/a/b?x=1&y=%20two");
  expect(requestedPath(new URL("http://localhost/nope"))).toBe("/nope");
  // The hash never reaches the server, so the message never shows it.
  expect(requestedPath(new URL("http://localhost/nope?x=1#top"))).toBe("/nope?x=1");
});

test("pageNotFound is a 404 naming the full path", async () => {
  const response = pageNotFound(new URL("http://localhost/nope?x=1"));
  expect(response.status).toBe(404);
  expect(await response.text()).toBe("Page Not Found: /nope?x=1");
});
