// Runs after `react-router build` (and its prerendering): records the settings the pages were
// prerendered with, writes the latest-build marker and the service worker, then brotli and
// gzip copies of the static files (DESIGN.md §2, compression).
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { generateSW } from "workbox-build";
import { getPublicEnv } from "#app/env.server.ts";
import { prerenderEnvFile } from "#server/prerendered-pages.ts";

const buildDir = path.resolve("build");
const clientDir = path.join(buildDir, "client");

writeFileSync(path.join(buildDir, prerenderEnvFile), JSON.stringify(getPublicEnv()));

// SPEC §4 "Build updates": the browser compares this id with its own
// (window.__reactRouterManifest.version) and loads the next page in full when they differ.
const buildId = await readBuildId(path.join(buildDir, "server", "index.js"));
mkdirSync(path.join(clientDir, "builds"), { recursive: true });
writeFileSync(
  path.join(clientDir, "builds", "latest.json"),
  JSON.stringify({ id: buildId, builtAt: new Date().toISOString() }),
);

// The service worker is generated here rather than by vite-plugin-pwa: React Router builds
// client and server with one shared Vite config, so the plugin would write it once per
// environment, and before prerendering. It precaches only hashed JS/CSS and the icons;
// navigations (HTML, which may be signed-in pages) and /api answers always go to the network.
const worker = await generateSW({
  globDirectory: clientDir,
  globPatterns: ["assets/**/*.{js,css}", "icons/*.{png,svg}", "favicon.svg"],
  swDest: path.join(clientDir, "sw.js"),
  // One file: server/static-files.ts serves sw.js (and nothing else of the worker) no-cache.
  inlineWorkboxRuntime: true,
  mode: "production",
  sourcemap: false,
  // A new worker takes over at once; the page then reloads itself (SPEC §2).
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  // Hashed file names change with their content, so no revision query is needed.
  dontCacheBustURLsMatching: /^assets\//,
  navigateFallback: null,
  directoryIndex: null,
  disableDevLogs: true,
});
for (const warning of worker.warnings) console.warn(`after-build: ${warning}`);
console.log(
  `after-build: build ${buildId}, service worker precaches ${worker.count} files (${Math.round(worker.size / 1024)} KiB)`,
);

const compressible = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|map)$/;
let written = 0;
for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  if (statSync(file).size < 1024) continue;
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  written += 1;
}
console.log(`after-build: precompressed ${written} files`);

/** React Router's manifest version of this build, as the server build exports it. */
async function readBuildId(serverBuildFile: string): Promise<string> {
  const serverBuild: unknown = await import(pathToFileURL(serverBuildFile).href);
  if (
    typeof serverBuild === "object" &&
    serverBuild !== null &&
    "assets" in serverBuild &&
    typeof serverBuild.assets === "object" &&
    serverBuild.assets !== null &&
    "version" in serverBuild.assets &&
    typeof serverBuild.assets.version === "string"
  ) {
    return serverBuild.assets.version;
  }
  throw new Error(`${serverBuildFile} exports no assets.version`);
}
