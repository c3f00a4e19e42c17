import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import shellDa from "#app/i18n/da/shell.json" with { type: "json" };
import shellEn from "#app/i18n/en/shell.json" with { type: "json" };
import {
  buildAssets,
  coreAssets,
  coreModules,
  coreRouteIds,
  measurePrecache,
  moduleAssets,
  offlinePageFile,
  offlinePageHtml,
  offlinePagePathsByLanguage,
  precachedFiles,
  precacheLimits,
  precacheOverLimits,
  type RouteManifest,
  type ViteManifest,
} from "./service-worker-build.ts";

/** A build/client with a landing page that links its stylesheet, and one asset. */
function clientDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "pd-offline-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(
    path.join(dir, "index.html"),
    '<html><head><link rel="stylesheet" href="/assets/root-abc.css"></head></html>',
  );
  writeFileSync(path.join(dir, "assets", "root-abc.css"), "body{}");
  return dir;
}

describe("the offline page", () => {
  test("is written in each language, in its own file", () => {
    const dir = clientDir();
    const english = offlinePageHtml(dir, "en");
    const danish = offlinePageHtml(dir, "da");
    expect(english).toContain('<html lang="en">');
    expect(english).toContain(shellEn.offline.title);
    expect(danish).toContain('<html lang="da">');
    expect(danish).toContain(shellDa.offline.title);
    expect(danish).toContain(shellDa.offline.openGames);
    expect(danish).not.toContain(shellEn.offline.title);
    expect(offlinePageFile("en")).toBe("offline.html");
    expect(offlinePageFile("da")).toBe("offline.da.html");
  });

  test("every language's page is cached at install and known to the worker", () => {
    const files = precachedFiles(
      clientDir(),
      "/builds/routes-x.json",
      routeManifest(),
      viteManifest(),
    );
    const pages = offlinePagePathsByLanguage();
    expect(files).toContain(pages.en);
    expect(files).toContain(pages.da);
    expect(pages).toEqual({ en: "/offline.html", da: "/offline.da.html" });
  });
});

/**
 * A route manifest shaped like React Router's: the entry, the root, the game layout with the
 * core prompt games, and pages that are not core.
 */
function routeManifest(): RouteManifest {
  const routes: RouteManifest["routes"] = {
    root: {
      module: "/assets/root-1.js",
      imports: ["/assets/shell-1.js"],
      css: ["/assets/root-1.css"],
    },
    "routes/_layouts/games": {
      parentId: "root",
      module: "/assets/games-layout-1.js",
      imports: ["/assets/game-frame-1.js"],
    },
    "routes/_layouts/default": { parentId: "root", module: "/assets/default-layout-1.js" },
    "routes/editor": {
      parentId: "routes/_layouts/default",
      module: "/assets/editor-1.js",
      imports: ["/assets/forms-1.js"],
    },
    "plays/meyer": { parentId: "routes/_layouts/games", module: "/assets/meyer-1.js" },
  };
  for (const id of coreRouteIds) {
    routes[id] = {
      parentId: "routes/_layouts/games",
      module: `/assets/${id.replace("plays/", "")}-1.js`,
      imports: ["/assets/prompt-deck-1.js", "/assets/game-frame-1.js"],
    };
  }
  return { entry: { module: "/assets/entry-1.js", imports: ["/assets/react-1.js"] }, routes };
}

/** Vite's chunk list for the same build: the core modules, loaded on demand, and others. */
function viteManifest(): ViteManifest {
  const chunks: ViteManifest = {
    "_shell-1.js": { file: "assets/shell-1.js" },
    "_beer-1.js": { file: "assets/beer-1.js" },
    "app/games/_ui/game-settings.tsx": { file: "assets/game-settings-1.js" },
  };
  for (const module of coreModules) {
    chunks[module] = {
      file: `assets/${path.basename(module, ".tsx")}-1.js`,
      imports: ["_shell-1.js", "_beer-1.js"],
      css: ["assets/error-1.css"],
    };
  }
  return chunks;
}

describe("the install's core", () => {
  test("takes in the code loaded on demand that a phone needs offline, with its imports", () => {
    const files = moduleAssets(viteManifest(), ["app/components/error-page-body.tsx"]);
    expect(files).toEqual(
      expect.arrayContaining([
        "/assets/error-page-body-1.js",
        "/assets/error-1.css",
        "/assets/shell-1.js",
        "/assets/beer-1.js",
      ]),
    );
    expect(files).not.toContain("/assets/game-settings-1.js");
    expect(moduleAssets(viteManifest(), ["app/games/_ui/game-settings.tsx"])).toContain(
      "/assets/game-settings-1.js",
    );
    expect(() => moduleAssets(viteManifest(), ["app/gone.tsx"])).toThrow("app/gone.tsx");
  });

  test("is the app's start and each prompt game's page with its layouts, once each", () => {
    const core = coreAssets(routeManifest());
    expect(core).toEqual(
      expect.arrayContaining([
        "/assets/entry-1.js",
        "/assets/react-1.js",
        "/assets/root-1.js",
        "/assets/root-1.css",
        "/assets/shell-1.js",
        "/assets/games-layout-1.js",
        "/assets/game-frame-1.js",
        "/assets/prompt-deck-1.js",
        "/assets/never-have-i-ever-1.js",
        "/assets/most-likely-to-1.js",
        "/assets/truth-or-dare-1.js",
      ]),
    );
    expect(new Set(core).size).toBe(core.length);
  });

  test("leaves out the pages a phone gets when it first opens them", () => {
    const core = coreAssets(routeManifest());
    for (const file of [
      "/assets/meyer-1.js",
      "/assets/editor-1.js",
      "/assets/forms-1.js",
      "/assets/default-layout-1.js",
    ])
      expect(core).not.toContain(file);
  });

  test("names a core page the build doesn't have, rather than leaving it out", () => {
    expect(() => coreAssets(routeManifest(), ["plays/gone"])).toThrow("plays/gone");
  });

  test("is cached with the icons, the web manifest, the offline pages and the route table", () => {
    const dir = clientDir();
    mkdirSync(path.join(dir, "icons"));
    writeFileSync(path.join(dir, "icons", "icon-192.png"), "png");
    writeFileSync(path.join(dir, "manifest.webmanifest"), "{}");
    writeFileSync(path.join(dir, "assets", "meyer-1.js"), "meyer");
    const files = precachedFiles(dir, "/builds/routes-x.json", routeManifest(), viteManifest());
    expect(files).toEqual(
      expect.arrayContaining([
        "/assets/root-1.js",
        "/assets/error-page-body-1.js",
        "/icons/icon-192.png",
        "/manifest.webmanifest",
        "/offline.html",
        "/offline.da.html",
        "/builds/routes-x.json",
      ]),
    );
    expect(files).not.toContain("/assets/meyer-1.js");
    expect(buildAssets(dir)).toEqual(["/assets/meyer-1.js", "/assets/root-abc.css"]);
  });
});

describe("the install's limits", () => {
  /** A build/client holding `files` of `bytes` random (so incompressible) bytes each. */
  function builtFiles(count: number, bytes: number): { dir: string; files: string[] } {
    const dir = mkdtempSync(path.join(tmpdir(), "pd-precache-"));
    mkdirSync(path.join(dir, "assets"));
    const files = Array.from({ length: count }, (_, index) => `/assets/chunk-${index}.js`);
    for (const file of files) writeFileSync(path.join(dir, file), randomBytes(bytes));
    return { dir, files };
  }

  test("a core within the limits passes", () => {
    const { dir, files } = builtFiles(precacheLimits.files, 2000);
    expect(precacheOverLimits(measurePrecache(dir, files))).toEqual([]);
  });

  test("a core that grows past the file limit fails the build", () => {
    const { dir, files } = builtFiles(precacheLimits.files + 1, 100);
    expect(precacheOverLimits(measurePrecache(dir, files))).toEqual([
      expect.stringContaining(`${precacheLimits.files + 1} files`),
    ]);
  });

  test("a core that grows past the byte limit, as the server sends it, fails the build", () => {
    const perFile = Math.ceil(precacheLimits.servedBytes / 10) + 100;
    const { dir, files } = builtFiles(10, perFile);
    expect(precacheOverLimits(measurePrecache(dir, files))).toEqual([
      expect.stringContaining("bytes as served"),
    ]);
  });

  test("text is counted compressed, as the server sends it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pd-precache-"));
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "assets", "big.js"), "const party = 1;\n".repeat(50_000));
    const { bytes } = measurePrecache(dir, ["/assets/big.js"]);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(10_000);
  });
});
