import { describe, expect, it } from "vitest";
import { catalogue } from "#app/games/catalogue.ts";
import { offlinePagePaths } from "./offline-pages.ts";
import { needsNetwork } from "./offline-requests.ts";

describe("offlinePagePaths", () => {
  const paths = offlinePagePaths();

  it("holds the front pages, every game and tool and the rules they link", () => {
    expect(paths).toEqual(expect.arrayContaining(["/", "/go", "/how-it-works", "/info/FAQ"]));
    const available = catalogue.filter((game) => game.available);
    const rules = available.flatMap((entry) => (entry.rulesArticle ? [entry.rulesArticle] : []));
    expect(rules.length).toBeGreaterThan(0);
    expect(paths).toEqual(
      expect.arrayContaining([...available.map((entry) => entry.path), ...rules]),
    );
  });

  it("lists each page once and none that only the server may answer", () => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(needsNetwork(path), path).toBe(false);
  });
});
