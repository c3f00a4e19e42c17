import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect, test } from "vitest";
import routes from "#app/routes.ts";
import { catalogue } from "./catalogue.ts";
import { playedGame } from "./plays-game.ts";

/** Every page's address and the file of its route module. */
function pages(entries: readonly RouteConfigEntry[], prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of entries) {
    const address = entry.path ? `${prefix}/${entry.path}` : prefix;
    found.set(address || "/", entry.file);
    for (const [child, file] of pages(entry.children ?? [], address)) found.set(child, file);
  }
  return found;
}

const declaredGame = (file: string) =>
  /plays\("([a-z-]+)"\)/.exec(readFileSync(path.resolve("app", file), "utf8"))?.[1] ?? null;

test("every game and tool's page says which game it plays, and no other page does", async () => {
  const byAddress = pages(await routes);
  for (const entry of catalogue.filter((game) => game.available)) {
    const file = byAddress.get(entry.path);
    expect(file, entry.path).toBeDefined();
    expect(declaredGame(file ?? ""), file).toBe(entry.slug);
  }
  const catalogued = new Set(catalogue.map((entry) => entry.path));
  for (const [address, file] of byAddress) {
    if (!catalogued.has(address)) expect(declaredGame(file), file).toBeNull();
  }
});

test("the deepest page that plays a game names it", () => {
  expect(playedGame([{ handle: undefined }, { handle: { plays: "meyer" } }])).toBe("meyer");
  expect(
    playedGame([{ handle: { plays: "mix" } }, { handle: { sharedWhenSignedOut: true } }]),
  ).toBe("mix");
  expect(playedGame([{ handle: { sharedWhenSignedOut: true } }, { handle: null }])).toBeNull();
});
