// The app's pages beside the framework floor (bench/framework-floor.ts), both measured in the
// same run on the same machine (`npm run bench`): the scripts each page loads until idle, how
// fast a prompt shows on a throttled phone, how fast Next deals, and Lighthouse's mobile score.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { lighthouseMedian } from "./lighthouse.ts";
import {
  firstAndReturningPrompt,
  nextPromptTimes,
  percentile,
  type NextPromptTimes,
} from "./prompt-speed.ts";
import {
  kib,
  namespaceChunks,
  scriptsUntilIdle,
  unrenderedNamespaceChunks,
} from "../scripts/loaded-scripts.ts";

export interface BenchPage {
  name: string;
  origin: string;
  path: string;
  /** Cookies the page is opened with, as `name=value`. */
  cookies: string[];
  floor?: boolean;
}

// What the page is made of against three of these, and the shortcuts to them not taken:
// docs/decisions/050-the-floor-ratios-left-open.md.
export const targets = {
  /** A prompt game's page may load this much script over the floor, everything counted. */
  gamePageOverFloorKiB: 25,
  nextP95OverFloor: 1.2,
  nextPaintP95Ms: 50,
  firstVisitPromptMs: 1_500,
  returningPromptMs: 1_000,
  lighthouseScore: 100,
  lighthouseTbtMs: 65,
};

export const verdict = (pass: boolean) => (pass ? "PASS" : "MISS");

async function contextFor(browser: Browser, page: BenchPage, userAgent: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent,
    serviceWorkers: "allow",
  });
  const cookies = page.cookies.map((cookie) => {
    const [name = "", ...value] = cookie.split("=");
    return { name, value: value.join("="), url: page.origin };
  });
  if (cookies.length > 0) await context.addCookies(cookies);
  return context;
}

/**
 * Every script each page loads until idle, on a fresh context (nothing stored, the service
 * worker allowed, data saver on as on mobile data), beside the floor's; and the game page once
 * more on a free link, where the service worker also warms the rest of the build once the page is idle.
 */
export async function printLoadedScripts(
  browser: Browser,
  pages: readonly BenchPage[],
  options: { userAgent: string; clientDir: string; gamePath: string },
) {
  const chunks = namespaceChunks(options.clientDir);
  const measure = async (page: BenchPage, saveData: boolean) => {
    const context = await contextFor(browser, page, options.userAgent);
    try {
      return await scriptsUntilIdle(context, page.origin + page.path, {
        timeoutMs: 60_000,
        saveData,
      });
    } finally {
      await context.close();
    }
  };
  const floorPage = pages.find((page) => page.floor);
  if (!floorPage) throw new Error("no floor page to measure against");
  const floor = await measure(floorPage, true);
  const rows: Record<string, string | number>[] = [];
  const runs = [
    ...pages.map((page) => ({ page, saveData: true, label: page.name })),
    ...pages
      .filter((page) => page.path === options.gamePath && !page.floor)
      .map((page) => ({ page, saveData: false, label: `${page.name} (free link)` })),
  ];
  for (const { page, saveData, label } of runs) {
    try {
      const loaded = page.floor ? floor : await measure(page, saveData);
      const over = kib(loaded.page.gzipBytes - floor.page.gzipBytes);
      const isGame = page.path === options.gamePath && !page.floor && saveData;
      const unrendered = unrenderedNamespaceChunks(loaded.page.paths, chunks, {
        language: loaded.language,
        namespaces: loaded.renderedNamespaces,
      });
      rows.push({
        page: label,
        "JS files": loaded.page.count,
        "gzip KiB": kib(loaded.page.gzipBytes),
        "over floor": page.floor ? "" : `+${over} KiB`,
        target: isGame ? `≤ +${targets.gamePageOverFloorKiB}` : "",
        result: isGame
          ? verdict(over <= targets.gamePageOverFloorKiB && loaded.settled)
          : loaded.settled
            ? ""
            : "INVALID: never idle",
        "text chunks not shown": unrendered.length,
        "worker requests": loaded.worker.requests,
        "worker JS KiB sent": kib(loaded.worker.scripts.gzipBytes),
      });
    } catch (error) {
      rows.push({ page: label, result: `INVALID: ${messageOf(error)}` });
    }
  }
  console.table(rows);
}

export const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";

/** The first prompt on a throttled phone, first visit and returning, game page and floor. */
export async function printFirstPrompt(
  browser: Browser,
  game: BenchPage,
  floor: BenchPage,
  userAgent: string,
) {
  const rows: Record<string, string | number>[] = [];
  for (const page of [game, floor]) {
    try {
      const times = await firstAndReturningPrompt(browser, page.origin, page.path, {
        userAgent,
        cookies: page.cookies,
        expectWorker: !page.floor,
      });
      const row = (
        visit: string,
        ms: { visibleMs: number; settledMs: number },
        target: number,
      ) => ({
        page: page.name,
        visit,
        "prompt visible ms": ms.visibleMs,
        "settled ms": ms.settledMs,
        target: page.floor ? "" : `≤ ${target}`,
        result: page.floor ? "" : verdict(ms.visibleMs <= target),
      });
      rows.push(row("first", times.first, targets.firstVisitPromptMs));
      rows.push(
        row(
          times.workerActive ? "returning (worker active)" : "returning",
          times.returning,
          targets.returningPromptMs,
        ),
      );
    } catch (error) {
      rows.push({ page: page.name, result: `INVALID: ${messageOf(error)}` });
    }
  }
  console.table(rows);
}

/**
 * Next→new prompt at 4x CPU, `presses` times in each of `rounds` rounds, game page against
 * floor. The rounds take turns (floor, game, floor, …), so a box that gets busier or quieter
 * meanwhile weighs on both alike; a p95 of a few dozen presses is its two slowest, so the
 * presses of every round are pooled.
 */
export async function printNextPrompt(
  browser: Browser,
  game: BenchPage,
  floor: BenchPage,
  options: { userAgent: string; presses: number; rounds: number },
) {
  const measure = (page: BenchPage) =>
    nextPromptTimes(browser, page.origin, page.path, {
      userAgent: options.userAgent,
      cookies: page.cookies,
      presses: options.presses,
    });
  const floorTimes: NextPromptTimes = { toDom: [], toFrame: [] };
  const gameTimes: NextPromptTimes = { toDom: [], toFrame: [] };
  for (let round = 0; round < options.rounds; round += 1) {
    for (const [page, times] of [
      [floor, floorTimes],
      [game, gameTimes],
    ] as const) {
      const measured = await measure(page);
      times.toDom.push(...measured.toDom);
      times.toFrame.push(...measured.toFrame);
    }
  }
  for (const times of [floorTimes, gameTimes]) {
    times.toDom.sort((a, b) => a - b);
    times.toFrame.sort((a, b) => a - b);
  }
  const figures = (times: { toDom: number[]; toFrame: number[] }) => ({
    p50: Number(percentile(times.toDom, 50).toFixed(1)),
    p95: Number(percentile(times.toDom, 95).toFixed(1)),
    paintP95: Number(percentile(times.toFrame, 95).toFixed(1)),
  });
  const floorFigures = figures(floorTimes);
  const gameFigures = figures(gameTimes);
  const ratio = gameFigures.p95 / floorFigures.p95;
  console.table([
    {
      page: floor.name,
      "click→text p50 ms": floorFigures.p50,
      "click→text p95 ms": floorFigures.p95,
      "click→next frame p95 ms": floorFigures.paintP95,
      target: "",
      result: "",
    },
    {
      page: game.name,
      "click→text p50 ms": gameFigures.p50,
      "click→text p95 ms": gameFigures.p95,
      "click→next frame p95 ms": gameFigures.paintP95,
      target: `p95 ≤ ${targets.nextP95OverFloor}× floor; frame p95 ≤ ${targets.nextPaintP95Ms} ms`,
      result: `${ratio.toFixed(2)}× ${verdict(ratio <= targets.nextP95OverFloor)}; ${verdict(gameFigures.paintP95 <= targets.nextPaintP95Ms)}`,
    },
  ]);
}

/** Lighthouse's mobile performance audit of every page, `runs` times each, medians. */
export async function printLighthouse(pages: readonly BenchPage[], runs: number) {
  const rows: Record<string, string | number>[] = [];
  for (const page of pages) {
    try {
      const headers: Record<string, string> =
        page.cookies.length > 0 ? { Cookie: page.cookies.join("; ") } : {};
      const result = await lighthouseMedian(page.origin + page.path, headers, runs);
      rows.push({
        page: page.name,
        "median score": result.score,
        scores: result.scores.join(" "),
        "median TBT ms": result.totalBlockingTimeMs,
        // The floor is what the pages are measured beside, not held to their target.
        target: page.floor ? "" : `${targets.lighthouseScore}, TBT ≤ ${targets.lighthouseTbtMs}`,
        result: page.floor
          ? ""
          : verdict(
              result.score >= targets.lighthouseScore &&
                result.totalBlockingTimeMs <= targets.lighthouseTbtMs,
            ),
      });
    } catch (error) {
      rows.push({ page: page.name, result: `INVALID: ${messageOf(error)}` });
    }
  }
  console.table(rows);
}

/** Any article the build has a page for: the first folder under build/client/articles. */
export function anArticlePath(clientDir: string): string {
  const folder = path.join(clientDir, "articles");
  const slug = readdirSync(folder, { withFileTypes: true }).find((entry) => entry.isDirectory());
  if (!slug) throw new Error(`${folder} has no article`);
  return `/articles/${slug.name}`;
}
