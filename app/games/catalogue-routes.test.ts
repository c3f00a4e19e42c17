import { existsSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect, test } from "vitest";
import routes from "#app/routes.ts";
import { catalogue } from "./catalogue.ts";

// A catalogue entry may link to its page only once the page exists: the flag and
// the URL table must agree.
function paths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    return [...(entry.path ? [here] : []), ...paths(entry.children ?? [], here)];
  });
}

test("every available game has a route, and every game route is marked available", async () => {
  const registered = new Set(paths(await routes));
  for (const entry of catalogue) {
    expect(registered.has(entry.path), `${entry.slug} at ${entry.path}`).toBe(entry.available);
  }
});

test("every game page the URL table names is a module in its game's folder", async () => {
  const files = (entries: readonly RouteConfigEntry[]): string[] =>
    entries.flatMap((entry) => [entry.file, ...files(entry.children ?? [])]);
  for (const file of files(await routes).filter((name) => name.startsWith("games/")))
    expect(existsSync(path.resolve("app", file)), file).toBe(true);
});
