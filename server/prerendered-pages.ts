import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { PRERENDER_NONCE } from "#app/context.ts";
import { hasSessionCookie } from "#app/features/auth/session-cookie.ts";
import {
  defaultLanguage,
  languageCookieName,
  pickLanguage,
  readCookie,
} from "#app/i18n/language.ts";
import type { PublicEnv } from "#app/public-env.ts";

/** Where the build records the public configuration it prerendered with. */
export const prerenderEnvFile = "prerender-env.json";

/** Every prerendered page of the build, by URL path. */
export function findPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const relative = path.relative(clientDir, entry.parentPath).split(path.sep).join("/");
    const urlPath = relative === "" ? "/" : `/${relative}`;
    pages.set(urlPath, readFileSync(path.join(entry.parentPath, entry.name), "utf8"));
  }
  return pages;
}

/**
 * True when the build prerendered with the configuration the server runs with now; a build
 * made under other settings (say, analytics switched on later) falls back to rendering.
 */
export function prerenderMatches(buildDir: string, runtimeEnv: PublicEnv): boolean {
  const file = path.join(buildDir, prerenderEnvFile);
  if (!existsSync(file)) return false;
  return JSON.stringify(JSON.parse(readFileSync(file, "utf8"))) === JSON.stringify(runtimeEnv);
}

/**
 * Serves a prerendered page with the request's CSP nonce in place of the build's marker
 * (docs/decisions/004-prerendered-pages.md). Anything it does not serve goes on to SSR.
 */
export function prerenderedPages(pages: Map<string, string>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Prerendered pages show the signed-out header; a signed-in visitor's page is rendered.
    if (hasSessionCookie(req.headers.cookie)) return next();
    const html = pages.get(req.path.length > 1 ? req.path.replace(/\/$/, "") : req.path);
    if (html === undefined) return next();
    const language = pickLanguage(
      readCookie(req.headers.cookie ?? null, languageCookieName),
      req.headers["accept-language"],
    );
    if (language !== defaultLanguage) return next();
    const nonce: unknown = res.locals.cspNonce;
    if (typeof nonce !== "string") return next();
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.send(html.replaceAll(PRERENDER_NONCE, nonce));
  };
}
