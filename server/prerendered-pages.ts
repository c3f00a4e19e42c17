import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { PRERENDER_NONCE } from "#app/context.ts";
import { hasSessionCookie } from "#app/features/auth/session-cookie.ts";
import {
  defaultLanguage,
  languageParam,
  supportedLanguages,
  type Language,
} from "#app/i18n/language.ts";
import type { PublicEnv } from "#app/public-env.ts";
import { requestLanguageOf } from "./request-language.ts";

/** Where the build records the public configuration it prerendered with. */
export const prerenderEnvFile = "prerender-env.json";

/** Every prerendered page of the build, by language and URL path. */
export type PrerenderedPages = ReadonlyMap<Language, ReadonlyMap<string, string>>;

/**
 * The file a page is prerendered to in a language: React Router writes English as
 * `index.html`; the build writes the others beside it (scripts/after-build.ts).
 */
export function prerenderedFileName(language: Language): string {
  return language === defaultLanguage ? "index.html" : `index.${language}.html`;
}

/** Reads every prerendered page of the build from its files. */
export function findPrerenderedPages(clientDir: string): PrerenderedPages {
  const pages = new Map(
    supportedLanguages.map((language) => [language, new Map<string, string>()]),
  );
  const languageOfFile = new Map(
    supportedLanguages.map((language) => [prerenderedFileName(language), language]),
  );
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    const language = languageOfFile.get(entry.name);
    if (!entry.isFile() || !language) continue;
    const relative = path.relative(clientDir, entry.parentPath).split(path.sep).join("/");
    const urlPath = relative === "" ? "/" : `/${relative}`;
    pages
      .get(language)
      ?.set(urlPath, readFileSync(path.join(entry.parentPath, entry.name), "utf8"));
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

const nonceShape = /^[A-Za-z0-9+/]{22}==$/;

/**
 * The nonce of the copy the browser holds, when its validator names this very page: the
 * ETag is the page's hash and the nonce it was sent with, so a copy that is still current is
 * answered 304 and keeps working under a policy that names its own nonce.
 */
function heldNonce(ifNoneMatch: string | undefined, hash: string): string | undefined {
  for (const tag of (ifNoneMatch ?? "").split(",")) {
    const match = /^\s*(?:W\/)?"([0-9a-f]+)\.([^"]*)"\s*$/.exec(tag);
    if (match?.[1] === hash && nonceShape.test(match[2] ?? "")) return match[2];
  }
  return undefined;
}

/**
 * Serves a prerendered page with the request's CSP nonce in place of the build's marker
 * (docs/decisions/004-prerendered-pages.md), revalidatable by its ETag. Anything it does not
 * serve goes on to SSR.
 */
export function prerenderedPages(pagesByLanguage: PrerenderedPages): RequestHandler {
  const hashes = new Map<string, string>();
  const hashOf = (html: string) => {
    let hash = hashes.get(html);
    if (hash === undefined) {
      hash = createHash("sha256").update(html).digest("hex").slice(0, 20);
      hashes.set(html, hash);
    }
    return hash;
  };
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Prerendered pages show the signed-out header; a signed-in visitor's page is rendered.
    if (hasSessionCookie(req.headers.cookie)) return next();
    // A page whose address names its language is rendered: rendering remembers the choice
    // (app/features/account/language-choice.server.ts).
    if (new URL(req.originalUrl, "http://localhost").searchParams.has(languageParam)) return next();
    const pages = pagesByLanguage.get(requestLanguageOf(req));
    const html = pages?.get(req.path.length > 1 ? req.path.replace(/\/$/, "") : req.path);
    if (html === undefined) return next();
    const nonce: unknown = res.locals.cspNonce;
    if (typeof nonce !== "string") return next();
    const hash = hashOf(html);
    res.setHeader("Cache-Control", "no-cache");
    // The copy depends on the visitor's language (cookie or browser).
    res.setHeader("Vary", "Cookie, Accept-Language");
    const held = heldNonce(req.headers["if-none-match"], hash);
    if (held !== undefined) {
      const policy = res.getHeader("Content-Security-Policy");
      if (typeof policy === "string")
        res.setHeader(
          "Content-Security-Policy",
          policy.replaceAll(`'nonce-${nonce}'`, `'nonce-${held}'`),
        );
      res.setHeader("ETag", `"${hash}.${held}"`);
      res.status(304).end();
      return;
    }
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("ETag", `"${hash}.${nonce}"`);
    res.send(html.replaceAll(PRERENDER_NONCE, nonce));
  };
}
