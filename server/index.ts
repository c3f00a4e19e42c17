import { existsSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { RequestHandler } from "express";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { dataDirectory, getAuthSecret, getEnv, getPublicEnv } from "#app/env.server.ts";
import { createAuth } from "#app/features/auth/auth.server.ts";
import { socialProvidersFromEnv } from "#app/features/auth/social-providers.ts";
import { createLocalProvider } from "#app/features/billing/local-provider.server.ts";
import type { PaymentProvider } from "#app/features/billing/payment-provider.server.ts";
import { createMailSender } from "#app/utils/messaging/mail-sender.server.ts";
import { createOutbox } from "#app/utils/messaging/outbox.server.ts";
import { createSmsSender } from "#app/utils/messaging/sms-sender.server.ts";
import { openDatabase } from "#db/client.server.ts";
import { createApp } from "./app.ts";
import { findPrerenderedPages, prerenderedPages, prerenderMatches } from "./prerendered-pages.ts";
import { staticFiles } from "./static-files.ts";

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
// One auth instance per process, over the one database
// (docs/decisions/007-auth-in-the-load-context.md).
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

// Payments: Stripe when its keys are set, otherwise the offline test provider
// (docs/decisions/011-premium.md).
const nowSeconds = () => Math.floor(Date.now() / 1000);
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

let loadBuild: () => Promise<ServerBuild>;
let assets: RequestHandler[];
let build: ServerBuild | null = null;
if (builtApp) {
  const production = await builtApp;
  build = production;
  loadBuild = async () => production;
  const usePrerendered = prerenderMatches(buildDir, getPublicEnv(env));
  if (!usePrerendered) {
    logger.warn("the build was prerendered with other settings; rendering every page on request");
  }
  assets = [
    ...(usePrerendered ? [prerenderedPages(findPrerenderedPages(clientDir))] : []),
    staticFiles(clientDir, { servePrerenderedData: usePrerendered }),
  ];
} else {
  const vite = await import("vite").then((viteModule) =>
    viteModule.createServer({ root: rootDir, server: { middlewareMode: true } }),
  );
  loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build").then(toServerBuild);
  assets = [vite.middlewares];
}

const app = createApp({
  env,
  logger,
  database,
  auth,
  outbox,
  payments,
  stripe,
  loadBuild,
  build,
  assets,
});

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
