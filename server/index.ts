import { existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import express, { type Express } from "express";
import { pino } from "pino";
import { getEnv, getPublicEnv } from "#app/env.server.ts";
import { boundedServer } from "./http-server.ts";
import { resolvePackagesDirectly } from "./package-resolution.ts";
import { findPrerenderedPages, prerenderedPages, prerenderMatches } from "./prerendered-pages.ts";
import { securityHeaders } from "./security-headers.ts";
import { importServerBuild } from "./server-build.ts";
import { staticFiles } from "./static-files.ts";

// Before the app and its services are imported below.
resolvePackagesDirectly();

const env = getEnv();
// `test` runs the production build too (the browser tests), with the dev outbox listed.
const servesBuild = env.NODE_ENV !== "development";
const logger = pino({ level: env.LOG_LEVEL });
const rootDir = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const buildDir = path.join(rootDir, "build");
const clientDir = path.join(buildDir, "client");

const serverBuildFile = path.join(buildDir, "server", "index.js");
if (servesBuild && !existsSync(serverBuildFile)) {
  throw new Error("No production build: run `npm run build` first.");
}
// The app's build is read while the database opens.
const builtApp = servesBuild ? importServerBuild(pathToFileURL(serverBuildFile).href) : null;
// A failure to read it surfaces where it is awaited.
builtApp?.catch(() => {});

// The built files and prerendered pages need nothing else: they are answered from the first
// moment, while the database opens (seconds on a fresh one), so a phone opening the landing
// page never waits for it.
const usePrerendered = servesBuild && prerenderMatches(buildDir, getPublicEnv(env));
if (servesBuild && !usePrerendered) {
  logger.warn("the build was prerendered with other settings; rendering every page on request");
}
const builtAssets = servesBuild
  ? [
      ...(usePrerendered ? [prerenderedPages(findPrerenderedPages(clientDir))] : []),
      staticFiles(clientDir, { servePrerenderedData: usePrerendered }),
    ]
  : null;
const opening = import("./services.ts").then(({ openServices }) =>
  openServices({ env, logger, rootDir, builtApp, builtAssets }),
);
let app: Express | null = null;

function whenOpen(req: IncomingMessage, res: ServerResponse) {
  void opening.then(
    (services) => services.app(req, res),
    () => {
      res.statusCode = 503;
      res.end();
    },
  );
}

// Until the app is open: the files and prerendered pages at once, everything else once it is.
const filesFirst = builtAssets ? express() : null;
if (filesFirst && builtAssets) {
  filesFirst.disable("x-powered-by");
  filesFirst.set("trust proxy", env.TRUST_PROXY ?? false);
  filesFirst.use(securityHeaders(env, false));
  for (const handler of builtAssets) filesFirst.use(handler);
  filesFirst.use((req, res) => whenOpen(req, res));
}

function answer(req: IncomingMessage, res: ServerResponse) {
  if (app) app(req, res);
  else if (filesFirst && (req.method === "GET" || req.method === "HEAD")) filesFirst(req, res);
  else whenOpen(req, res);
}

// Through node:http rather than app.listen, whose callback also runs when listening fails;
// bounded, so slow or silent clients can't hold connections without end.
const server = boundedServer(answer);
server.listen(env.PORT, env.HOST);
server.on("error", (error) => {
  logger.fatal({ err: error }, "the server could not start");
  void opening.then((services) => services.close()).finally(() => process.exit(1));
});
void opening.then(
  (services) => {
    app = services.app;
    // Open means every page and API answers, not only the files.
    if (server.listening) logger.info({ url: env.BASE_URL, port: env.PORT }, "Party Dojo is open");
    else
      server.once("listening", () =>
        logger.info({ url: env.BASE_URL, port: env.PORT }, "Party Dojo is open"),
      );
  },
  (error: unknown) => {
    logger.fatal({ err: error }, "the server could not start");
    process.exit(1);
  },
);

// Stop accepting, let requests in flight finish, then close the database (a PGlite
// shutdown that is skipped leaves its lock behind and loses nothing, but is untidy).
let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, "shutting down");
  const forceExit = setTimeout(() => {
    logger.warn("requests did not finish in 10 s; closing anyway");
    server.closeAllConnections();
  }, 10_000);
  forceExit.unref();
  server.close(async () => {
    clearTimeout(forceExit);
    await opening.then((services) => services.close());
    logger.info("bye");
    process.exit(0);
  });
  server.closeIdleConnections();
  // Room streams never finish by themselves: ended, the phones reconnect to the next server.
  void opening.then((services) => services.endStreams()).catch(() => {});
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
