// Every script a page makes a browser download until the page is idle, not only the route's
// modules: what React Router preloads, the chunks that load lazily after hydration and those
// that wait for an idle moment. Shared by the bench (`npm run bench`) and the page-weight
// browser test (tests/e2e/page-weight.spec.ts), so both count the same way.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { BrowserContext, Request, Response } from "playwright-core";

/** The level Node's compression middleware uses by default: about what a server sends. */
export const transferGzipLevel = 6;

export const gzipSize = (body: Buffer, level = transferGzipLevel) =>
  gzipSync(body, { level }).length;

export interface ScriptTally {
  count: number;
  gzipBytes: number;
  /** Each script's path (origin left off), in the order they arrived. */
  paths: string[];
}

export interface LoadedScripts {
  /** The scripts the page itself loaded, whether from the network or its service worker. */
  page: ScriptTally;
  /**
   * What the service worker fetched for itself in the same time (its precache), apart: its
   * scripts' bytes as sent (the server's own compression), since DevTools gives no bodies.
   * (Also the page's few scripts whose body DevTools no longer held.)
   */
  worker: { requests: number; scripts: ScriptTally };
  /** The interface text's namespaces the server rendered into the page (I18nScript). */
  renderedNamespaces: string[];
  language: string | null;
  /** False when requests never stopped for `quietMs` before the time limit. */
  settled: boolean;
}

export interface IdleOptions {
  /** How long no request may start nor be in flight before the page counts as idle. */
  quietMs?: number;
  /** The longest the whole measure may take. */
  timeoutMs?: number;
  /**
   * Asks the page to save data (navigator.connection.saveData, through DevTools), as a phone
   * on mobile data does: the app fetches its remaining interface text once idle only on a free
   * link, so this is what a phone paying for its data downloads. (Desktop Chromium has no
   * connection type to emulate "cellular" with.)
   */
  saveData?: boolean;
}

const emptyTally = (): ScriptTally => ({ count: 0, gzipBytes: 0, paths: [] });

function add(tally: ScriptTally, url: string, body: Buffer) {
  tally.count += 1;
  tally.gzipBytes += gzipSize(body);
  tally.paths.push(new URL(url).pathname);
}

function addSent(tally: ScriptTally, url: string, bytes: number) {
  tally.count += 1;
  tally.gzipBytes += bytes;
  tally.paths.push(new URL(url).pathname);
}

const isScript = (request: Request) =>
  request.resourceType() === "script" || /\.m?js$/.test(new URL(request.url()).pathname);

/**
 * Opens `url` in a new page of `context` and counts the scripts it loads until it is idle: it
 * has hydrated (`<html data-hydrated>`), the browser has had an idle callback, and no request
 * has started or been in flight for `quietMs`.
 */
export async function scriptsUntilIdle(
  context: BrowserContext,
  url: string,
  { quietMs = 2_000, timeoutMs = 30_000, saveData = true }: IdleOptions = {},
): Promise<LoadedScripts> {
  const started = Date.now();
  const page = await context.newPage();
  const tallies = { page: emptyTally(), workerScripts: emptyTally(), workerRequests: 0 };
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const bodies: Promise<void>[] = [];
  const onRequest = (request: Request) => {
    const fromWorker = request.serviceWorker() !== null;
    if (!fromWorker && request.frame().page() !== page) return;
    // A room's event stream stays open as long as the page: it never ends, by design.
    if (request.resourceType() === "eventsource") return;
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const onDone = (request: Request) => {
    if (inFlight.delete(request)) lastActivity = Date.now();
  };
  const onResponse = (response: Response) => {
    const request = response.request();
    const fromWorker = request.serviceWorker() !== null;
    if (!fromWorker && request.frame().page() !== page) return;
    if (fromWorker) tallies.workerRequests += 1;
    if (!isScript(request) || response.status() >= 300) return;
    // A body DevTools no longer holds (and a worker's, which it never gives) counts as the
    // bytes the server sent for it: every script loaded is counted.
    const sent = async () => {
      await response.finished();
      const sizes = await request.sizes();
      // A response from the browser's cache (the worker precaching a script the page has just
      // fetched) went over no link: DevTools then gives its received bytes less its headers,
      // a negative size.
      addSent(
        fromWorker ? tallies.workerScripts : tallies.page,
        request.url(),
        Math.max(0, sizes.responseBodySize),
      );
    };
    bodies.push(
      (fromWorker
        ? sent()
        : response.body().then((body) => add(tallies.page, request.url(), body), sent)
      ).catch(() => undefined),
    );
  };
  context.on("request", onRequest);
  context.on("requestfinished", onDone);
  context.on("requestfailed", onDone);
  context.on("response", onResponse);
  try {
    if (saveData) {
      const cdp = await context.newCDPSession(page);
      // Experimental in DevTools' protocol, so not in Playwright's list of its commands.
      await Reflect.apply(cdp.send, cdp, [
        "Emulation.setDataSaverOverride",
        { dataSaverEnabled: true },
      ]);
    }
    await page.goto(url, { waitUntil: "load", timeout: timeoutMs });
    await page
      .locator("html[data-hydrated]")
      .waitFor({ state: "attached", timeout: timeoutMs - (Date.now() - started) });
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          requestIdleCallback(() => resolve(), { timeout: 5_000 });
        }),
    );
    let settled = false;
    while (Date.now() - started < timeoutMs) {
      if (inFlight.size === 0 && Date.now() - lastActivity >= quietMs) {
        settled = true;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const text = await page.evaluate(
      () => document.getElementById("interface-text")?.textContent ?? "",
    );
    await Promise.all(bodies);
    const inlined = inlinedNamespaces(text);
    return {
      page: tallies.page,
      worker: { requests: tallies.workerRequests, scripts: tallies.workerScripts },
      renderedNamespaces: inlined.namespaces,
      language: inlined.language,
      settled,
    };
  } finally {
    context.off("request", onRequest);
    context.off("requestfinished", onDone);
    context.off("requestfailed", onDone);
    context.off("response", onResponse);
    await page.close();
  }
}

/** The language and namespaces of the interface text a server rendered into a page. */
export function inlinedNamespaces(text: string): { language: string | null; namespaces: string[] } {
  try {
    const parsed: unknown = JSON.parse(text);
    const language = typeof parsed === "object" && parsed ? Reflect.get(parsed, "language") : null;
    const messages = typeof parsed === "object" && parsed ? Reflect.get(parsed, "messages") : null;
    return {
      language: typeof language === "string" ? language : null,
      namespaces: typeof messages === "object" && messages ? Object.keys(messages).sort() : [],
    };
  } catch {
    return { language: null, namespaces: [] };
  }
}

export interface NamespaceChunk {
  language: string;
  namespace: string;
}

// In the chunk holding the catalogue's loaders: "./da/common.json":()=>…import(`./common-Bm9T5MOn.js`)
const loaderEntry =
  /"\.\/([a-z]{2})\/(\w+)\.json"\s*:[^"]*?import\(\s*[`'"]\.\/([^`'"]+\.js)[`'"]/g;

/**
 * Which built chunk holds which catalogue file (app/i18n/<language>/<namespace>.json), read from
 * the chunk that maps the catalogue's files to their loaders: "/assets/common-Bm9T5MOn.js" is
 * Danish common text, while "/assets/home-….js" may be the home page's code or its text.
 */
export function namespaceChunks(clientDir: string): Map<string, NamespaceChunk> {
  const assets = path.join(clientDir, "assets");
  const chunks = new Map<string, NamespaceChunk>();
  for (const file of readdirSync(assets)) {
    if (!file.endsWith(".js")) continue;
    const source = readFileSync(path.join(assets, file), "utf8");
    if (!source.includes('.json"')) continue;
    for (const [, language = "", namespace = "", chunk = ""] of source.matchAll(loaderEntry))
      chunks.set(`/assets/${chunk}`, { language, namespace });
  }
  return chunks;
}

/** The namespace chunks among `paths` that hold text the page did not render. */
export function unrenderedNamespaceChunks(
  paths: readonly string[],
  chunks: ReadonlyMap<string, NamespaceChunk>,
  rendered: { language: string | null; namespaces: readonly string[] },
): string[] {
  return paths.filter((each) => {
    const chunk = chunks.get(each);
    return (
      chunk !== undefined &&
      (chunk.language !== rendered.language || !rendered.namespaces.includes(chunk.namespace))
    );
  });
}

export const kib = (bytes: number) => Number((bytes / 1024).toFixed(1));
