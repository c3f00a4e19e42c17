// The service worker's part of the build: its precache list, the offline page, the route
// table it answers route discovery with offline, and the bundle itself
// (docs/decisions/017-offline-and-resume.md).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
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

/** build/client's files the worker caches at install, as URL paths. */
export function precachedFiles(clientDir: string, routesFile: string): string[] {
  const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter(
      (file) =>
        /^assets\/.+\.(js|css)$/.test(file) ||
        /^icons\/[^/]+\.(png|svg)$/.test(file) ||
        file === "favicon.svg" ||
        file === "manifest.webmanifest",
    )
    .map((file) => `/${file}`)
    .sort();
  return [
    ...files,
    ...supportedLanguages.map((language) => `/${offlinePageFile(language)}`),
    routesFile,
  ];
}

/** The server build's manifest version and every route, as React Router's `/__manifest` sends them. */
export async function readServerAssets(
  serverBuildFile: string,
): Promise<{ version: string; routes: Record<string, unknown> }> {
  const serverBuild: unknown = await import(pathToFileURL(serverBuildFile).href);
  if (
    typeof serverBuild === "object" &&
    serverBuild !== null &&
    "assets" in serverBuild &&
    typeof serverBuild.assets === "object" &&
    serverBuild.assets !== null &&
    "version" in serverBuild.assets &&
    typeof serverBuild.assets.version === "string" &&
    "routes" in serverBuild.assets &&
    typeof serverBuild.assets.routes === "object" &&
    serverBuild.assets.routes !== null
  ) {
    return { version: serverBuild.assets.version, routes: { ...serverBuild.assets.routes } };
  }
  throw new Error(`${serverBuildFile} exports no assets.version and assets.routes`);
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
