import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect, test } from "vitest";
import routes from "#app/routes.ts";
import { catalogue } from "./catalogue.ts";
import { playedGame, playsRouteId } from "./plays-game.ts";

/**
 * Every page's address and the ids of the routes it matches, outermost first, as
 * `useMatches` gives them (a route without an id of its own is named by its file).
 */
function pages(
  entries: readonly RouteConfigEntry[],
  prefix = "",
  outer: readonly string[] = [],
): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const entry of entries) {
    const address = entry.path ? `${prefix}/${entry.path}` : prefix;
    const ids = [...outer, entry.id ?? entry.file.replace(/\.tsx?$/, "")];
    found.set(address || "/", ids);
    for (const [child, childIds] of pages(entry.children ?? [], address, ids))
      found.set(child, childIds);
  }
  return found;
}

test("every game and tool's page plays it, and no other page plays a game", async () => {
  const byAddress = pages(await routes);
  for (const entry of catalogue.filter((game) => game.available)) {
    const ids = byAddress.get(entry.path);
    expect(ids, entry.path).toBeDefined();
    expect(playedGame((ids ?? []).map((id) => ({ id }))), entry.path).toBe(entry.slug);
  }
  const catalogued = new Set(catalogue.map((entry) => entry.path));
  const others = [...byAddress].filter(([address]) => !catalogued.has(address));
  expect(others.length).toBeGreaterThan(0);
  const playing = others.filter(([, ids]) => playedGame(ids.map((id) => ({ id }))) !== null);
  expect(playing.map(([address]) => address)).toEqual([]);
});

test("the deepest page that plays a game names it", () => {
  const layout = { id: "routes/_layouts/games" };
  expect(playedGame([layout, { id: playsRouteId("meyer") }])).toBe("meyer");
  expect(playedGame([{ id: playsRouteId("mix") }, { id: "games/mix/extra" }])).toBe("mix");
  expect(playedGame([layout, { id: "games/squiffy/review-page" }])).toBeNull();
  expect(playedGame([layout, { id: "plays/" }])).toBeNull();
});
