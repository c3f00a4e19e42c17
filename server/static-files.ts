import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler, type Router } from "express";
import { hasSessionCookie } from "#app/features/auth/session-cookie.ts";
import { defaultLanguage } from "#app/i18n/language.ts";
import { requestLanguageOf } from "./request-language.ts";

const oneYear = 60 * 60 * 24 * 365;
/** The offline page in each language, as scripts/service-worker-build.ts names them. */
const offlinePagePath = /^\/offline(\.[a-z]{2})?\.html$/;
const encodings = [
  { token: "br", extension: ".br" },
  { token: "gzip", extension: ".gz" },
] as const;

/**
 * Serves build/client: hashed assets for a year, everything else revalidated, and the
 * brotli or gzip copy written at build time when the browser takes it.
 */
export function staticFiles(clientDir: string, options: { servePrerenderedData: boolean }): Router {
  // The build does not change under a running server: every file is known from the start,
  // so a page's path goes on to rendering without a look at the disk.
  const files = new Set<string>();
  if (existsSync(clientDir)) {
    for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) {
        files.add(
          path
            .relative(clientDir, path.join(entry.parentPath, entry.name))
            .split(path.sep)
            .join("/"),
        );
      }
    }
  }
  const compressed = new Set([...files].filter((file) => /\.(br|gz)$/.test(file)));
  const isFile: RequestHandler = (req, _res, next) => {
    const relative = decodeURIComponent(req.path).replace(/^\/+/, "");
    return files.has(relative) ? next() : next("router");
  };

  const precompressed: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const relative = decodeURIComponent(req.path).replace(/^\/+/, "");
    const accepted = String(req.headers["accept-encoding"] ?? "");
    const encoding = encodings.find(
      (candidate) =>
        accepted.includes(candidate.token) && compressed.has(relative + candidate.extension),
    );
    if (!encoding) return next();
    res.setHeader("Content-Encoding", encoding.token);
    res.setHeader("Vary", "Accept-Encoding");
    res.type(path.extname(relative));
    res.setHeader("Cache-Control", cacheControlFor(relative));
    res.sendFile(relative + encoding.extension, { root: clientDir, dotfiles: "deny" });
  };

  // Prerendered HTML is served only with a nonce swapped in (prerendered-pages.ts), and its
  // loader data (*.data) is stale when the build's settings differ from ours, when the
  // visitor is signed in (it holds the signed-out header) or reads another language than
  // the build's: leave those to the routes.
  // The offline pages (offline.html, offline.da.html) have no nonce to swap in and are served
  // as they are (service-worker-build.ts).
  const skipPrerendered: RequestHandler = (req, _res, next) =>
    (req.path.endsWith(".html") && !offlinePagePath.test(req.path)) ||
    (req.path.endsWith(".data") &&
      (!options.servePrerenderedData ||
        hasSessionCookie(req.headers.cookie) ||
        requestLanguageOf(req) !== defaultLanguage))
      ? next("router")
      : next();

  const plain = express.static(clientDir, {
    index: false,
    redirect: false,
    setHeaders(res, filePath) {
      res.setHeader("Cache-Control", cacheControlFor(path.relative(clientDir, filePath)));
    },
  });

  return express.Router().use(isFile, skipPrerendered, precompressed, plain);
}

export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith("assets/")) return `public, max-age=${oneYear}, immutable`;
  // The service worker and the build marker must never be stale.
  if (/^(sw\.js|builds\/)/.test(relativePath)) return "no-cache, no-store, must-revalidate";
  return "public, max-age=0, must-revalidate";
}
