// The service worker's part of the build: its precache list, the offline page, the route
// table it answers route discovery with offline, and the bundle itself
// (docs/decisions/017-offline-and-resume.md).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";
import { build } from "vite";
import type { OfflineManifest } from "../service-worker/offline-manifest.ts";
import shellDa from "#app/i18n/da/shell.json" with { type: "json" };
import shellEn from "#app/i18n/en/shell.json" with { type: "json" };
import { defaultLanguage, supportedLanguages, type Language } from "#app/i18n/language.ts";

const rootDir = fileURLToPath(new URL("..", import.meta.url));

/**
 * The page the worker shows for a page it can't have while offline, one per language:
 * offline.html in English, offline.<language>.html in the others (server/static-files.ts
 * serves them as they are).
 */
export function offlinePageFile(language: Language): string {
  return language === defaultLanguage ? "offline.html" : `offline.${language}.html`;
}

/** Each language's offline page as the worker asks for it, a path under build/client. */
export function offlinePagePathsByLanguage(): Record<Language, string> {
  return { en: `/${offlinePageFile("en")}`, da: `/${offlinePageFile("da")}` };
}

const offlineTexts: Record<Language, typeof shellEn.offline> = {
  en: shellEn.offline,
  da: shellDa.offline,
};

/** What the install may download on a slow phone's link (docs/decisions/017-offline-and-resume.md). */
export const precacheLimits = { files: 60, servedBytes: 400_000 };

/**
 * The pages whose scripts a phone gets at install, so they open offline without having been
 * visited: the prompt games, what most parties come for. Their parent layouts and the root
 * come with them.
 */
export const coreRouteIds: readonly string[] = [
  "plays/never-have-i-ever",
  "plays/most-likely-to",
  "plays/truth-or-dare",
];

/**
 * Code loaded on demand that a phone needs before it could have used it online: the error
 * page shows when a page fails, which offline it may well do, and every game's dialogs (the
 * box, the rules, the settings with their players and packs) load as someone reaches for
 * them (docs/decisions/048-a-page-loads-what-it-shows.md), which at a table often happens
 * after the connection has gone.
 */
export const coreModules: readonly string[] = [
  "app/components/error-page-body.tsx",
  "app/components/ui/modal-dialog.tsx",
  "app/games/_ui/how-to-play.tsx",
  // The rules the "How to play" dialog shows, in both languages, and the list that finds them.
  "app/i18n/catalogue-loaders.ts",
  "app/i18n/en/gameRules.json",
  "app/i18n/da/gameRules.json",
  "app/games/_ui/game-settings.tsx",
  "app/games/_ui/pack-switch-list.tsx",
];

/** Vite's chunk list (`build/client/.vite/manifest.json`): each chunk by its source or name. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** Each module's chunk with the chunks and stylesheets it imports, as URL paths. */
export function moduleAssets(viteManifest: ViteManifest, modules = coreModules): string[] {
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = viteManifest[key];
    if (!chunk) throw new Error(`Vite's manifest has no chunk for ${key}`);
    const file = `/${chunk.file}`;
    if (files.has(file)) return;
    files.add(file);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const key of modules) add(key);
  return [...files];
}

/** Reads Vite's chunk list from the client build. */
export function readViteManifest(clientDir: string): ViteManifest {
  const parsed: unknown = JSON.parse(
    readFileSync(path.join(clientDir, ".vite", "manifest.json"), "utf8"),
  );
  if (!isRecord(parsed)) throw new Error(`${clientDir}/.vite/manifest.json is not a chunk list`);
  const chunks: ViteManifest = {};
  for (const [key, chunk] of Object.entries(parsed)) {
    if (
      !isRecord(chunk) ||
      typeof chunk.file !== "string" ||
      (chunk.imports !== undefined && !isStringList(chunk.imports)) ||
      (chunk.css !== undefined && !isStringList(chunk.css))
    )
      throw new Error(`${clientDir}/.vite/manifest.json: ${key} names no file`);
    chunks[key] = { file: chunk.file, imports: chunk.imports, css: chunk.css };
  }
  return chunks;
}

/** The part of React Router's browser manifest that names each page's files. */
export interface RouteManifest {
  entry: { module: string; imports: string[] };
  routes: Record<
    string,
    { parentId?: string; module: string; imports?: string[]; css?: string[] } | undefined
  >;
}

/** The app's start (React Router's entry and the root) and each core page with its layouts. */
export function coreAssets(manifest: RouteManifest, routeIds = coreRouteIds): string[] {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const addRoute = (id: string) => {
    const route = manifest.routes[id];
    if (!route) throw new Error(`the route manifest has no route ${id}`);
    if (route.parentId) addRoute(route.parentId);
    for (const file of [route.module, ...(route.imports ?? []), ...(route.css ?? [])])
      files.add(file);
  };
  addRoute("root");
  for (const id of routeIds) addRoute(id);
  return [...files].sort();
}

const isBuildAsset = (file: string) => /^assets\/.+\.(js|css)$/.test(file);
const isInstallFile = (file: string) =>
  /^icons\/[^/]+\.(png|svg)$/.test(file) ||
  file === "favicon.svg" ||
  file === "manifest.webmanifest";

function clientFiles(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" }).map((file) =>
    file.split(path.sep).join("/"),
  );
}

/**
 * build/client's files the worker caches at install, as URL paths: the app's start, the
 * core pages and core modules, what installing the app needs (icons, web manifest), each
 * language's offline page and the route table it navigates with offline.
 */
export function precachedFiles(
  clientDir: string,
  routesFile: string,
  manifest: RouteManifest,
  viteManifest: ViteManifest,
): string[] {
  const installFiles = clientFiles(clientDir)
    .filter(isInstallFile)
    .map((file) => `/${file}`)
    .sort();
  const code = new Set([...coreAssets(manifest), ...moduleAssets(viteManifest)]);
  return [
    ...[...code].sort(),
    ...installFiles,
    ...supportedLanguages.map((language) => `/${offlinePageFile(language)}`),
    routesFile,
  ];
}

/**
 * Every hashed script and stylesheet of the build: the worker keeps each one the first time a
 * page uses it, and fetches the rest only while the phone is idle on a free link.
 */
export function buildAssets(clientDir: string): string[] {
  return clientFiles(clientDir)
    .filter(isBuildAsset)
    .map((file) => `/${file}`)
    .sort();
}

/** The files server/static-files.ts sends a brotli copy of, as after-build.ts writes them. */
export const compressibleFile = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|map)$/;
/** Smaller files are sent as they are: compressing them saves less than it costs. */
export const compressionFloorBytes = 1024;

/** How many bytes the server sends for a file of this name and content. */
export function servedBytes(file: string, content: Buffer): number {
  if (!compressibleFile.test(file) || content.length < compressionFloorBytes) return content.length;
  return brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** How many files the install downloads and how many bytes the server sends for them. */
export function measurePrecache(
  clientDir: string,
  files: readonly string[],
): { files: number; bytes: number } {
  const bytes = files.reduce(
    (sum, file) => sum + servedBytes(file, readFileSync(path.join(clientDir, file))),
    0,
  );
  return { files: files.length, bytes };
}

/** What is over the install's limits, in words for the build log; empty when it fits. */
export function precacheOverLimits({ files, bytes }: { files: number; bytes: number }): string[] {
  const over: string[] = [];
  if (files > precacheLimits.files)
    over.push(`${files} files, over the limit of ${precacheLimits.files}`);
  if (bytes > precacheLimits.servedBytes)
    over.push(`${bytes} bytes as served, over the limit of ${precacheLimits.servedBytes}`);
  return over;
}

type ManifestRoute = NonNullable<RouteManifest["routes"][string]>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

function isManifestRoute(value: unknown): value is ManifestRoute {
  return (
    isRecord(value) &&
    typeof value.module === "string" &&
    (value.parentId === undefined || typeof value.parentId === "string") &&
    (value.imports === undefined || isStringList(value.imports)) &&
    (value.css === undefined || isStringList(value.css))
  );
}

/**
 * The server build's manifest version, its browser entry and every route, as React Router's
 * `/__manifest` sends them.
 */
export async function readServerAssets(
  serverBuildFile: string,
): Promise<{ version: string } & RouteManifest> {
  const serverBuild: unknown = await import(pathToFileURL(serverBuildFile).href);
  const assets = isRecord(serverBuild) ? serverBuild.assets : undefined;
  if (
    isRecord(assets) &&
    typeof assets.version === "string" &&
    isRecord(assets.routes) &&
    isRecord(assets.entry) &&
    typeof assets.entry.module === "string" &&
    isStringList(assets.entry.imports)
  ) {
    const routes: Record<string, ManifestRoute> = {};
    for (const [id, route] of Object.entries(assets.routes)) {
      if (!isManifestRoute(route))
        throw new Error(`${serverBuildFile}: route ${id} names no module`);
      routes[id] = route;
    }
    return {
      version: assets.version,
      entry: { module: assets.entry.module, imports: assets.entry.imports },
      routes,
    };
  }
  throw new Error(`${serverBuildFile} exports no assets.version, assets.entry and assets.routes`);
}

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

/**
 * The offline page: plain HTML with the site's stylesheet and no script, so it can stand in
 * for any URL without React Router trying to hydrate it as that URL's page. "Try again"
 * reloads the address the visitor asked for.
 */
export function offlinePageHtml(clientDir: string, language: Language): string {
  const landing = readFileSync(path.join(clientDir, "index.html"), "utf8");
  const stylesheet = /<link[^>]* rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(landing)?.[1];
  if (!stylesheet) throw new Error("build/client/index.html links no stylesheet");
  const text = offlineTexts[language];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#07060d">
<meta name="color-scheme" content="dark">
<meta name="robots" content="noindex">
<title>${escapeHtml(text.pageTitle)} · Party Dojo</title>
<link rel="stylesheet" href="${stylesheet}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<main id="main" class="mx-auto flex max-w-xl flex-col items-center px-5 py-16 text-center">
<p class="font-display text-3xl font-black text-dojo-pink">Party Dojo</p>
<h1 class="mt-6 text-2xl font-extrabold sm:text-3xl">${escapeHtml(text.title)}</h1>
<p class="mt-4 text-lg text-muted">${escapeHtml(text.lead)}</p>
<p class="mt-3 text-lg text-muted">${escapeHtml(text.gamesWork)}</p>
<div class="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
<a class="inline-flex min-h-14 items-center justify-center gap-2 rounded-2xl bg-dojo-pink px-7 text-lg font-bold text-night-950 no-underline" href="/go">${escapeHtml(text.openGames)}</a>
<a class="inline-flex min-h-14 items-center justify-center gap-2 rounded-2xl bg-night-700 px-7 text-lg font-bold text-ink no-underline ring-1 ring-night-600" href="">${escapeHtml(text.tryAgain)}</a>
</div>
</main>
</body>
</html>
`;
}

/** Bundles service-worker/sw.ts with `manifest` into build/client/sw.js (one classic script). */
export async function bundleServiceWorker(
  manifest: OfflineManifest,
  clientDir: string,
): Promise<void> {
  await build({
    configFile: false,
    root: rootDir,
    logLevel: "warn",
    publicDir: false,
    define: { __OFFLINE_MANIFEST__: JSON.stringify(manifest) },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      sourcemap: false,
      minify: true,
      reportCompressedSize: false,
      lib: {
        entry: path.join(rootDir, "service-worker", "sw.ts"),
        formats: ["iife"],
        name: "partyDojoWorker",
        fileName: () => "sw.js",
      },
    },
  });
}
