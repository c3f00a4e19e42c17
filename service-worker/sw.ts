import { needsNetwork, pageOfDataRequest } from "#app/features/shell/offline-requests.ts";
import { defaultLanguage, languageCookieName, requestLanguage } from "#app/i18n/language.ts";
import { offlineManifest } from "./offline-manifest.ts";

// The service worker: assets from its own cache (a small core at install, the rest when first
// used or while the phone is idle on a free link), pages from the network with this phone's
// copy as the fallback, and the offline page where there is none
// (docs/decisions/017-offline-and-resume.md). scripts/after-build.ts bundles it with the
// build's manifest into build/client/sw.js.

declare const self: ServiceWorkerGlobalScope;

const { build, precache, assets, pages, offlinePages, routesFile } = offlineManifest();
const assetCache = `party-dojo-assets-${build}`;
const pageCache = `party-dojo-pages-${build}`;
const ownCaches = new Set([assetCache, pageCache]);
const assetPaths = new Set(assets);
/** How long a page waits for the network before this phone's copy is shown instead. */
const networkPatienceMs = 6000;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      await precacheAssets();
      await carryOverAssets();
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("party-dojo-") && !ownCaches.has(name)) await caches.delete(name);
      }
      // The workbox precache of builds before this worker.
      for (const name of await caches.keys()) {
        if (name.startsWith("workbox-precache")) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  const message: unknown = event.data;
  if (typeof message !== "object" || message === null || !("type" in message)) return;
  const reply = event.ports[0];
  if (message.type === "keep-assets" && "paths" in message && Array.isArray(message.paths)) {
    const used = message.paths.filter(
      (path): path is string => typeof path === "string" && assetPaths.has(path),
    );
    event.waitUntil(
      keepAssets(used).then((kept) => reply?.postMessage({ type: "assets-kept", kept })),
    );
    return;
  }
  if (message.type === "warm-assets") {
    event.waitUntil(warmAssets().then((progress) => reply?.postMessage(progress)));
    return;
  }
  if (message.type !== "keep-pages" && message.type !== "renew-pages") return;
  const client = event.source;
  event.waitUntil(
    keepPages(message.type === "renew-pages").then((kept) => {
      if (kept) client?.postMessage({ type: "pages-kept" });
    }),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (assetPaths.has(url.pathname)) {
    event.respondWith(fromCacheFirst(event, url.pathname));
  } else if (request.mode === "navigate") {
    event.respondWith(navigation(event, url));
  } else if (url.pathname === "/__manifest") {
    event.respondWith(routeManifest(request, url));
  } else {
    const page = pageOfDataRequest(url);
    if (page !== null) event.respondWith(pageData(request, page));
  }
});

/** How many asset downloads run at once at install: enough for a phone's latency, few
 * enough to leave the page room. */
const installConcurrency = 4;

/** How many assets one idle moment's warming fetches: small, so it never holds up a tap. */
const warmBatchSize = 3;

/**
 * Puts `path` in this build's asset cache: already there, copied from an earlier build's cache
 * (hashed files only: their content never changes), or downloaded. Hashed files may come from
 * the browser's HTTP cache; the others are checked with the server.
 */
async function keepAsset(cache: Cache, path: string): Promise<void> {
  if (await cache.match(path)) return;
  const hashed = path.startsWith("/assets/");
  const earlier = hashed ? await caches.match(path) : undefined;
  if (earlier) {
    await cache.put(path, earlier);
    return;
  }
  const response = await fetch(path, { cache: hashed ? "force-cache" : "no-cache" });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  await cache.put(path, response);
}

/** Keeps each of `paths`, a few at a time; rejects when one can't be had. */
async function keepAll(paths: readonly string[], concurrency: number): Promise<void> {
  const cache = await caches.open(assetCache);
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      await keepAsset(cache, path);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * Caches what a phone needs first: the app's start, the prompt games and the offline pages.
 * Everything else comes when a page first uses it, so a first visit on a slow link downloads
 * a few hundred kilobytes, not the whole build.
 */
function precacheAssets(): Promise<void> {
  return keepAll(precache, installConcurrency);
}

/**
 * Copies this build's assets that an earlier build's cache already holds, so the pages this
 * phone had working offline keep working after an update, with nothing downloaded.
 */
async function carryOverAssets(): Promise<void> {
  const cache = await caches.open(assetCache);
  for (const name of await caches.keys()) {
    if (!name.startsWith("party-dojo-assets-") || name === assetCache) continue;
    const earlier = await caches.open(name);
    for (const request of await earlier.keys()) {
      const { pathname } = new URL(request.url);
      if (!pathname.startsWith("/assets/") || !assetPaths.has(pathname)) continue;
      if (await cache.match(pathname)) continue;
      const response = await earlier.match(request);
      if (response) await cache.put(pathname, response);
    }
  }
}

/**
 * Keeps the files a page loaded before this worker controlled it (a first visit), so that
 * page opens offline too. True when all of them are kept.
 */
async function keepAssets(paths: readonly string[]): Promise<boolean> {
  try {
    await keepAll(paths, installConcurrency);
    return true;
  } catch {
    return false;
  }
}

/**
 * Fetches the next few assets no page has used yet. The page asks, one batch per idle moment,
 * while its link is free; `remaining` tells it whether to ask again.
 */
async function warmAssets(): Promise<{ type: "assets-warmed"; remaining: number }> {
  const cache = await caches.open(assetCache);
  const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  const missing = assets.filter((path) => !kept.has(path));
  try {
    await keepAll(missing.slice(0, warmBatchSize), warmBatchSize);
  } catch {
    // Offline or the server restarting: the page stops asking, and a later visit goes on.
    return { type: "assets-warmed", remaining: 0 };
  }
  return { type: "assets-warmed", remaining: Math.max(0, missing.length - warmBatchSize) };
}

/**
 * This build's files from the cache; one not kept yet is downloaded and kept on the way, so
 * every page the phone has opened opens again offline.
 */
async function fromCacheFirst(event: FetchEvent, path: string): Promise<Response> {
  const cache = await caches.open(assetCache);
  const cached = await cache.match(path);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok && response.type === "basic") {
    event.waitUntil(cache.put(path, response.clone()));
  }
  return response;
}

function isKeepable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.type === "basic" &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html")
  );
}

async function cachedPage(url: URL): Promise<Response | undefined> {
  const cache = await caches.open(pageCache);
  return (
    (await cache.match(url.href)) ??
    (await cache.match(url.origin + url.pathname, { ignoreSearch: true }))
  );
}

/**
 * The visitor's language, as the server would choose it (app/i18n/language.ts): the address's
 * ?lang=, then the remembered choice in the language cookie, then the browser's languages.
 * The cookie is read through the Cookie Store where the browser has one.
 */
async function visitorLanguage(url: URL): Promise<string> {
  let remembered: string | undefined;
  try {
    remembered = (await self.cookieStore?.get(languageCookieName))?.value;
  } catch {
    // No cookie to read: the address and the browser decide.
  }
  return requestLanguage({
    search: url.search,
    cookieHeader: remembered ? `${languageCookieName}=${remembered}` : null,
    acceptLanguage: self.navigator.languages.join(","),
  });
}

async function offlineFallback(url: URL): Promise<Response> {
  const page = offlinePages[await visitorLanguage(url)] ?? offlinePages[defaultLanguage] ?? "";
  const offline = await caches.match(page, { cacheName: assetCache });
  return offline ?? Response.error();
}

/**
 * Pages: the network first, and a copy kept of every page that is the same for this visitor
 * on every visit. When the network fails, or keeps the page waiting while a copy exists, the
 * copy is shown; pages without a copy, and those only the server can answer, get the
 * offline page.
 */
async function navigation(event: FetchEvent, url: URL): Promise<Response> {
  const { request } = event;
  if (needsNetwork(url.pathname)) {
    try {
      return await fetch(request);
    } catch {
      return offlineFallback(url);
    }
  }
  const network = fetch(request).then(async (response) => {
    if (isKeepable(response)) {
      const cache = await caches.open(pageCache);
      await cache.put(url.href, response.clone());
    }
    return response;
  });
  // The copy is renewed even when the visitor already got it, and a failure is no error.
  event.waitUntil(network.catch(() => undefined));
  const copy = await cachedPage(url);
  if (!copy) {
    try {
      return await network;
    } catch {
      return offlineFallback(url);
    }
  }
  const patience = new Promise<Response>((resolve) => {
    setTimeout(() => resolve(copy), networkPatienceMs);
  });
  try {
    return await Promise.race([network, patience]);
  } catch {
    return copy;
  }
}

/**
 * React Router's data requests for in-app navigation. Offline they become a full load of the
 * page (React Router's reload-document redirect), which the navigation handler answers from
 * this phone's copy or with the offline page.
 */
async function pageData(request: Request, page: string): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return new Response(null, {
      status: 204,
      headers: { "X-Remix-Redirect": page, "X-Remix-Reload-Document": "true" },
    });
  }
}

/**
 * React Router discovers routes as links appear. Offline, this build's whole route table
 * answers instead, so a tap on any link still navigates (and lands on the page's copy or the
 * offline page). A page of another build is told to load in full, as the server would.
 */
async function routeManifest(request: Request, url: URL): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const routes =
      url.searchParams.get("version") === build
        ? await caches.match(routesFile, { cacheName: assetCache })
        : undefined;
    return (
      routes ?? new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true" } })
    );
  }
}

/**
 * Keeps a copy of every offline page (offline-pages.ts), one request at a time so the
 * visitor's own page never waits behind them. `renew` replaces the copies too: after signing
 * in or out, a copy may show someone else's header and packs.
 */
async function keepPages(renew: boolean): Promise<boolean> {
  if (renew) await caches.delete(pageCache);
  const cache = await caches.open(pageCache);
  for (const path of pages) {
    const url = new URL(path, self.location.origin);
    if (await cache.match(url.href)) continue;
    try {
      const response = await fetch(url, {
        credentials: "same-origin",
        headers: { Accept: "text/html" },
      });
      if (isKeepable(response)) await cache.put(url.href, response);
    } catch {
      // Offline again: the rest is kept on a later visit.
      return false;
    }
  }
  return true;
}
