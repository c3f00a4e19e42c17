import { existsSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import compression from "compression";
import express, {
  type ErrorRequestHandler,
  type Request as ExpressRequest,
  type RequestHandler,
  type Response as ExpressResponse,
} from "express";
import { pino, type Logger } from "pino";
import { pinoHttp } from "pino-http";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { PRERENDER_NONCE } from "#app/context.ts";
import { dataDirectory, getAuthSecret, getEnv, getPublicEnv } from "#app/env.server.ts";
import { createAuth, type Auth } from "#app/features/auth/auth.server.ts";
import { socialProvidersFromEnv } from "#app/features/auth/social-providers.ts";
import { trustedOrigins } from "#app/features/auth/trusted-origins.server.ts";
import { createLocalProvider } from "#app/features/billing/local-provider.server.ts";
import type { PaymentProvider } from "#app/features/billing/payment-provider.server.ts";
import { handleStripeWebhook } from "#app/features/billing/stripe-webhook.server.ts";
import { createMailSender } from "#app/features/messaging/mail-sender.server.ts";
import { createOutbox, type Outbox } from "#app/features/messaging/outbox.server.ts";
import { createSmsSender } from "#app/features/messaging/sms-sender.server.ts";
import { openDatabase, type Database } from "#db/client.server.ts";
import { findPrerenderedPages, prerenderedPages, prerenderMatches } from "./prerendered-pages.ts";
import { authHandler } from "./auth-handler.ts";
import { clientIp } from "./client-ip.ts";
import { crossSiteGuard } from "./cross-site-guard.ts";
import { createRefuse, refusalOf } from "./refusal.ts";
import { readRequestBody, requestBody } from "./request-body.ts";
import { requestGuards } from "./request-guards.ts";
import { securityHeaders } from "./security-headers.ts";
import { sharedPagePaths, signedOutPages } from "./signed-out-pages.ts";
import { staticFiles } from "./static-files.ts";
import { textGuard } from "./text-guard.ts";
import { sendWebResponse, toWebRequest } from "./web-request.ts";

const env = getEnv();
const isProduction = env.NODE_ENV === "production";
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
// A failure to read it surfaces below, where it is awaited.
builtApp?.catch(() => {});

const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: dataDirectory(env),
});
logger.info({ db: database.kind }, "database ready");
// Mail and SMS without a configured service land here (and in the log).
const outbox = createOutbox();
const messageLog = logger.child({ component: "messaging" });
const mail = createMailSender(
  { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
  { outbox, log: messageLog },
);
const sms = createSmsSender(
  { url: env.SMS_URL, token: env.SMS_TOKEN },
  { outbox, log: messageLog },
);
if (isProduction && (mail.kind === "outbox" || sms.kind === "outbox")) {
  logger.warn(
    { mail: mail.kind, sms: sms.kind },
    "no SMTP_URL or SMS_URL: sign-in links and codes are only written to this log",
  );
}
// Redis and Stripe's SDK are loaded only when configured, so a server without them starts
// without reading them.
const rateLimitStore = env.REDIS_URL
  ? (await import("#app/features/auth/redis-rate-limit.server.ts")).createRedisRateLimitStore(
      env.REDIS_URL,
      { log: logger.child({ component: "redis" }) },
    )
  : null;
const authLog = logger.child({ component: "auth" });
// One auth instance per process, over the one database (DESIGN.md §2).
const auth = createAuth(database.db, {
  baseUrl: env.BASE_URL,
  trustedOrigins: env.TRUSTED_ORIGINS,
  secret: getAuthSecret(env),
  mail,
  sms,
  socialProviders: socialProvidersFromEnv(env),
  adminEmails: env.ADMIN_EMAILS,
  rateLimitStore,
  log: (level, message, ...details) => authLog[level](logDetails(details), message),
});
logger.info(
  { mail: mail.kind, sms: sms.kind, rateLimits: rateLimitStore ? "redis" : "database" },
  "auth ready",
);

// Payments: Stripe when its keys are set, otherwise the offline test provider (DESIGN.md §2).
const nowSeconds = () => Math.floor(Date.now() / 1000);
const billingLog = logger.child({ component: "billing" });
const stripeSettings =
  env.STRIPE_SECRET_KEY && env.STRIPE_PRICE_MONTHLY && env.STRIPE_PRICE_YEARLY
    ? {
        secretKey: env.STRIPE_SECRET_KEY,
        prices: { monthly: env.STRIPE_PRICE_MONTHLY, yearly: env.STRIPE_PRICE_YEARLY },
      }
    : null;
const stripeProvider = stripeSettings
  ? await import("#app/features/billing/stripe-provider.server.ts")
  : null;
const stripe =
  stripeSettings && stripeProvider ? stripeProvider.createStripeClient(stripeSettings) : null;
const payments: PaymentProvider =
  stripeSettings && stripeProvider && stripe
    ? stripeProvider.createStripeProvider(stripeSettings, stripe)
    : createLocalProvider(database.db, nowSeconds);
logger.info({ payments: payments.kind }, "payments ready");
if (isProduction && payments.kind === "local") {
  logger.warn("no STRIPE_SECRET_KEY: Premium is sold by the test provider, which takes no money");
}

const app = express();
app.disable("x-powered-by");
app.use(
  pinoHttp({
    logger,
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
    autoLogging: { ignore: (req) => Boolean(req.url?.startsWith("/assets/")) },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  }),
);
app.use(securityHeaders(env, !servesBuild));

// Every page and API answer comes from React Router; a request refused before routing is
// rendered there too, as the branded error page (docs/decisions/016-hostile-input.md).
let loadBuild: () => Promise<ServerBuild> = () =>
  Promise.reject(new Error("The server is still starting."));
// Handed a function, React Router builds its route table and matcher again for every request,
// as development needs (the build changes under it); the production build is handed over
// itself once it is loaded, so that work happens once.
let handleWithRouter = createRequestHandler(() => loadBuild(), "development");
async function answerWithRouter(req: ExpressRequest, res: ExpressResponse, cspNonce: string) {
  const build = await loadBuild();
  const refusal = refusalOf(req);
  const context = createLoadContext(build, {
    db: database.db,
    auth,
    cspNonce,
    outbox: isProduction ? null : outbox,
    payments,
    refusal,
    log: req.log,
  });
  const request = toWebRequest(req, res, env.BASE_URL, { refused: refusal !== null });
  return handleWithRouter(request, context);
}
const renderWithRouter: RequestHandler = async (req, res, next) => {
  try {
    await sendWebResponse(res, await answerWithRouter(req, res, String(res.locals.cspNonce)));
  } catch (error) {
    next(error);
  }
};
const refuse = createRefuse(renderWithRouter);

// The body first, whole and bounded, so every answer after this point, refusals included,
// leaves the connection clean for the next request.
app.use(readRequestBody(refuse));
app.use(requestGuards(refuse));
app.use(textGuard(refuse));
app.use(clientIp(env.TRUSTED_IP_HEADER));
// HTML is compressed per response at a fast level; static files arrive precompressed.
app.use(compression({ level: 1, threshold: 1024 }));

// Better Auth checks origins itself (and must take Apple's cross-site form post).
app.all("/api/auth/{*splat}", authHandler(auth, env.BASE_URL));

app.use(crossSiteGuard(refuse, trustedOrigins(env.BASE_URL, env.TRUSTED_ORIGINS), env.BASE_URL));

// Stripe signs the exact bytes it sent.
if (stripe && env.STRIPE_WEBHOOK_SECRET) {
  const webhookDeps = {
    stripe,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    provider: payments,
    clock: nowSeconds,
    log: (message: string, details: Record<string, unknown>) => billingLog.warn(details, message),
  };
  app.post("/api/stripe/webhook", async (req, res, next) => {
    try {
      const answer = await handleStripeWebhook(
        database.db,
        webhookDeps,
        requestBody(req),
        req.get("stripe-signature"),
      );
      res.status(answer.status).json(answer.body);
    } catch (error) {
      next(error);
    }
  });
}

app.get("/api/health", async (_req, res) => {
  try {
    await database.ping();
    res.json({ ok: true, db: database.kind });
  } catch (error) {
    logger.error({ err: error }, "health check failed");
    res.status(503).json({ ok: false, db: database.kind, error: "The database does not answer." });
  }
});

if (builtApp) {
  const build = await builtApp;
  loadBuild = async () => build;
  handleWithRouter = createRequestHandler(build, "production");
  const usePrerendered = prerenderMatches(buildDir, getPublicEnv(env));
  if (usePrerendered) {
    app.use(prerenderedPages(findPrerenderedPages(clientDir)));
  } else {
    logger.warn("the build was prerendered with other settings; rendering every page on request");
  }
  app.use(staticFiles(clientDir, { servePrerenderedData: usePrerendered }));
  // A prompt game's page differs between signed-out visitors only by its first card: a few
  // renders of it serve them all (docs/decisions/019-fast-game-pages.md).
  const sharedPages = sharedPagePaths(build.routes);
  logger.info({ pages: [...sharedPages] }, "pages shared between signed-out visitors");
  app.use(
    signedOutPages({
      paths: sharedPages,
      render: (req, res) => answerWithRouter(req, res, PRERENDER_NONCE),
      variants: 8,
      uses: 16,
    }),
  );
} else {
  const vite = await import("vite").then((viteModule) =>
    viteModule.createServer({ root: rootDir, server: { middlewareMode: true } }),
  );
  app.use(vite.middlewares);
  loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build").then(toServerBuild);
}

app.all("/{*path}", renderWithRouter);

const handleError: ErrorRequestHandler = (error, req, res, _next) => {
  req.log.error({ err: error }, "unhandled error");
  if (res.headersSent) return;
  if (req.path.startsWith("/api/")) {
    res.status(500).json({ error: "Something went wrong on our side. Try again soon." });
  } else {
    res
      .status(500)
      .type("text/plain")
      .send("Our bartender is having technical difficulties. Try again soon!");
  }
};
app.use(handleError);

// Through node:http rather than app.listen, whose callback also runs when listening fails.
const server = createServer(app);
server.once("listening", () => {
  logger.info({ url: env.BASE_URL, port: env.PORT }, "Party Dojo is open");
});
server.listen(env.PORT, env.HOST);
server.on("error", (error) => {
  logger.fatal({ err: error }, "the server could not start");
  void database.close().finally(() => process.exit(1));
});

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
    await rateLimitStore?.close();
    await database.close();
    logger.info("bye");
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

/** Better Auth's extra log arguments as pino's details: an error as `err`, so it keeps its stack. */
function logDetails(details: unknown[]): object {
  const [only] = details;
  if (details.length !== 1) return { details };
  if (only instanceof Error) return { err: only };
  return typeof only === "object" && only !== null ? only : { details };
}

async function importServerBuild(url: string): Promise<ServerBuild> {
  return toServerBuild(await import(url));
}

function toServerBuild(module: unknown): ServerBuild {
  if (isServerBuild(module)) return module;
  throw new Error("The server build does not look like a React Router build.");
}

// React Router's own build output; checked as far as this process relies on it.
function isServerBuild(module: unknown): module is ServerBuild {
  return (
    typeof module === "object" &&
    module !== null &&
    "routes" in module &&
    "entry" in module &&
    "assets" in module
  );
}

/** Builds the request context with the build's own context keys (decision record 003). */
function createLoadContext(
  build: ServerBuild,
  values: {
    db: Database;
    auth: Auth;
    cspNonce: string;
    outbox: Outbox | null;
    payments: PaymentProvider;
    refusal: { status: number; message: string } | null;
    log: Logger;
  },
) {
  const entry = build.entry.module;
  if (!("createLoadContext" in entry) || typeof entry.createLoadContext !== "function") {
    throw new Error("app/entry.server.tsx must export createLoadContext");
  }
  const context: unknown = Reflect.apply(entry.createLoadContext, undefined, [values]);
  if (!(context instanceof RouterContextProvider)) {
    throw new Error("createLoadContext must return a RouterContextProvider");
  }
  return context;
}
