// Runs after `react-router build` (and its prerendering): records the settings the pages were
// prerendered with, writes the latest-build marker and the service worker, then brotli and
// gzip copies of the static files (compressing on each request costs too much throughput).
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { offlinePagePaths } from "#app/features/shell/offline-pages.ts";
import {
  buildAssets,
  bundleServiceWorker,
  compressibleFile,
  compressionFloorBytes,
  offlinePageFile,
  offlinePageHtml,
  offlinePagePathsByLanguage,
  measurePrecache,
  precachedFiles,
  precacheOverLimits,
  readServerAssets,
  readViteManifest,
} from "./service-worker-build.ts";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "react-router";
import { getPublicEnv } from "#app/env.server.ts";
import { defaultLanguage, languageCookieName, supportedLanguages } from "#app/i18n/language.ts";
import {
  findPrerenderedPages,
  prerenderedFileName,
  prerenderEnvFile,
} from "#server/prerendered-pages.ts";

const buildDir = path.resolve("build");
const clientDir = path.join(buildDir, "client");

writeFileSync(path.join(buildDir, prerenderEnvFile), JSON.stringify(getPublicEnv()));

// React Router prerenders each static page in English; the other languages' copies are
// rendered here the same way, through the server build, for a visitor whose remembered
// language it is, and written beside the English file (docs/decisions/026-languages.md).
const serverBuildFile = path.join(buildDir, "server", "index.js");
const renderPage = createRequestHandler(
  await import(pathToFileURL(serverBuildFile).href),
  "production",
);
const englishPages = [...(findPrerenderedPages(clientDir).get(defaultLanguage)?.keys() ?? [])];
for (const language of supportedLanguages.filter((other) => other !== defaultLanguage)) {
  for (const urlPath of englishPages) {
    const response = await renderPage(
      new Request(new URL(urlPath, "http://localhost"), {
        headers: { Cookie: `${languageCookieName}=${language}` },
      }),
    );
    const html = await response.text();
    if (response.status !== 200) {
      throw new Error(`prerendering ${urlPath} in ${language}: status ${response.status}\n${html}`);
    }
    writeFileSync(path.join(clientDir, urlPath, prerenderedFileName(language)), html);
  }
  console.log(`after-build: prerendered ${englishPages.length} pages in ${language}`);
}

// Build updates (docs/product-rules.md#updates): the browser compares this id with its own
// (window.__reactRouterManifest.version) and loads the next page in full when they differ.
const serverAssets = await readServerAssets(serverBuildFile);
const buildId = serverAssets.version;
mkdirSync(path.join(clientDir, "builds"), { recursive: true });
writeFileSync(
  path.join(clientDir, "builds", "latest.json"),
  JSON.stringify({ id: buildId, builtAt: new Date().toISOString() }),
);

// The service worker is bundled here rather than by vite-plugin-pwa: React Router builds
// client and server with one shared Vite config, so the plugin would write it once per
// environment, and before prerendering (docs/decisions/017-offline-and-resume.md).
const routesFile = `/builds/routes-${buildId}.json`;
writeFileSync(path.join(clientDir, routesFile), JSON.stringify(serverAssets.routes));
for (const language of supportedLanguages)
  writeFileSync(
    path.join(clientDir, offlinePageFile(language)),
    offlinePageHtml(clientDir, language),
  );
const precache = precachedFiles(clientDir, routesFile, serverAssets, readViteManifest(clientDir));
// Read once here; no page asks for it, and the server would otherwise serve it.
rmSync(path.join(clientDir, ".vite"), { recursive: true, force: true });
const manifest = {
  build: buildId,
  precache,
  assets: [...new Set([...precache, ...buildAssets(clientDir)])],
  pages: offlinePagePaths(),
  offlinePages: offlinePagePathsByLanguage(),
  routesFile,
};
await bundleServiceWorker(manifest, clientDir);
const precacheSize = measurePrecache(clientDir, precache);
console.log(
  `after-build: build ${buildId}, service worker precaches ${precache.length} files (${Math.round(precacheSize.bytes / 1024)} KiB as served), keeps the other ${manifest.assets.length - precache.length} when first used and ${manifest.pages.length} pages after the first visit`,
);
const overLimits = precacheOverLimits(precacheSize);
if (overLimits.length > 0) {
  throw new Error(
    `after-build: the service worker's install is too heavy for a slow phone's link: ${overLimits.join("; ")}. Keep coreRouteIds (scripts/service-worker-build.ts) to what a phone needs first.`,
  );
}

let written = 0;
for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressibleFile.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  if (statSync(file).size < compressionFloorBytes) continue;
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  written += 1;
}
console.log(`after-build: precompressed ${written} files`);
