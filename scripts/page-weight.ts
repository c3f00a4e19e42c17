// The JavaScript each page makes a phone download, read from a production build's manifest,
// and the budget it must stay within (docs/decisions/018-interface-text.md tells why the
// budget is tight). `node scripts/page-weight.ts` checks the build in ./build and exits 1
// when a page is over; `npm test` runs it after building, and the bench prints the table.
// It sees each route's own modules only, not what they load lazily once the page runs: the
// browser test tests/e2e/page-weight.spec.ts counts everything a page loads until idle.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
  hasDefaultExport?: boolean;
}

interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

function isManifest(value: unknown): value is Manifest {
  return typeof value === "object" && value !== null && "entry" in value && "routes" in value;
}

const kib = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** Over the framework's own chunks, in KiB of gzip: what a page may add. */
export const budgets: readonly {
  routes: readonly string[];
  label: string;
  kib: number;
}[] = [
  {
    // A prompt game's page runs the game's one rule set on the phone, the same one a room runs
    // (docs/decisions/034-one-rule-set.md): 3 KiB more than the hooks it replaced, and 0.2 KiB
    // for the Danish genitive names and the drink caps every prompt game applies; 0.5 KiB for
    // the intensity levels and the cards a table has seen: the deal's preference and the hook
    // that loads the history's code once the page is interactive; 0.2 KiB for what works
    // without the page's script: the heart's plain post and its one-time message, and Next as
    // a link the server deals from; 0.5 KiB for the way into a room, now part of the game
    // layout, which in return no longer fetches the room game list, the catalogue and the
    // screen sharing once idle (docs/decisions/048-a-page-loads-what-it-shows.md); 0.1 KiB for
    // the How to play dialog's loading words, now that each game's rules come with the dialog
    // instead of 8.8 KB of every game's rules in each game page's document; 0.6 KiB less once
    // the game layout's code joined the shell's chunk and the deck of the games without a rule
    // set left (docs/decisions/051-fewer-files-and-a-first-visit-history.md).
    label: "prompt game",
    routes: ["plays/never-have-i-ever", "plays/most-likely-to", "plays/truth-or-dare"],
    kib: 30,
  },
  // A shared pack's page deals its cards without a game's rules.
  { label: "shared pack", routes: ["routes/game"], kib: 25 },
  { label: "home", routes: ["routes/home"], kib: 35 },
];

export interface PageWeight {
  route: string;
  files: number;
  gzipKiB: number;
  overFloorKiB: number;
  budgetKiB?: number;
}

export interface BuildWeight {
  /** The framework's runtime (React, React DOM, React Router): the browser entry's chunks. */
  floorKiB: number;
  pages: PageWeight[];
}

async function routeManifest(buildDir: string): Promise<Manifest> {
  const build: unknown = await import(
    pathToFileURL(path.join(buildDir, "server", "index.js")).href
  );
  const assets =
    typeof build === "object" && build !== null && "assets" in build ? build.assets : undefined;
  if (!isManifest(assets)) throw new Error(`${buildDir}/server/index.js has no route manifest`);
  return assets;
}

function gzipSizes(buildDir: string, level: number) {
  const gzipBytes = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = gzipBytes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(buildDir, "client", file)), { level }).length;
      gzipBytes.set(file, size);
    }
    return size;
  };
  return (files: Iterable<string>) => [...files].reduce((sum, f) => sum + sizeOf(f), 0);
}

/**
 * The framework's own chunks (the browser entry's: React, React DOM, React Router), which every
 * page loads: their paths as a browser asks for them, and their size at a gzip `level`.
 */
export async function frameworkFloor(
  buildDir = path.resolve("build"),
  level = 9,
): Promise<{ paths: string[]; gzipBytes: number }> {
  const assets = await routeManifest(buildDir);
  const entryFiles = [assets.entry.module, ...assets.entry.imports];
  return { paths: entryFiles, gzipBytes: gzipSizes(buildDir, level)(entryFiles) };
}

export async function measurePageWeight(buildDir = path.resolve("build")): Promise<BuildWeight> {
  const assets = await routeManifest(buildDir);
  const total = gzipSizes(buildDir, 9);
  const chain = (route: ManifestRoute | undefined): ManifestRoute[] =>
    route ? [...chain(route.parentId ? assets.routes[route.parentId] : undefined), route] : [];

  const entryFiles = [assets.entry.module, ...assets.entry.imports];
  const floor = total(entryFiles);
  const budgetOf = (id: string) => budgets.find((budget) => budget.routes.includes(id));

  const pages = Object.values(assets.routes)
    // Pages only: resource routes (the JSON API, the sitemap) send no JavaScript.
    .filter(
      (route) =>
        route.hasDefaultExport && route.id !== "root" && !route.id.startsWith("routes/_layouts"),
    )
    .map((route): PageWeight => {
      const files = new Set(entryFiles);
      for (const part of chain(route))
        for (const file of [part.module, ...(part.imports ?? [])]) files.add(file);
      const bytes = total(files);
      return {
        route: route.id,
        files: files.size,
        gzipKiB: kib(bytes),
        overFloorKiB: kib(bytes - floor),
        budgetKiB: budgetOf(route.id)?.kib,
      };
    })
    .sort((a, b) => b.gzipKiB - a.gzipKiB);
  return { floorKiB: kib(floor), pages };
}

export function overBudget(weight: BuildWeight): PageWeight[] {
  return weight.pages.filter(
    (page) => page.budgetKiB !== undefined && page.overFloorKiB > page.budgetKiB,
  );
}

/** Budgeted routes the build has no page for: a renamed route would otherwise go unchecked. */
export function missingPages(weight: BuildWeight): string[] {
  const built = new Set(weight.pages.map((page) => page.route));
  return budgets.flatMap((budget) => budget.routes).filter((route) => !built.has(route));
}

if (import.meta.main) {
  const weight = await measurePageWeight();
  const over = overBudget(weight);
  const missing = missingPages(weight);
  console.log(`page weight: framework floor ${weight.floorKiB} KiB gzip`);
  for (const page of weight.pages.filter((page) => page.budgetKiB !== undefined))
    console.log(
      `  ${page.route}: +${page.overFloorKiB} KiB (budget +${page.budgetKiB})${
        over.includes(page) ? "  OVER BUDGET" : ""
      }`,
    );
  if (missing.length > 0) {
    console.error(`page weight: no page in the build for ${missing.join(", ")}`);
    process.exitCode = 1;
  }
  if (over.length > 0) {
    console.error(`page weight: ${over.length} page(s) over their budget`);
    process.exitCode = 1;
  }
}
