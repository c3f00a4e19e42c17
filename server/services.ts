import { and, count, gt, isNull } from "drizzle-orm";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { getAuthSecret, dataDirectory, type Env } from "#app/env.server.ts";
import { createAuth } from "#app/features/auth/auth.server.ts";
import { socialProvidersFromEnv } from "#app/features/auth/social-providers.ts";
import { createLocalProvider } from "#app/features/billing/local-provider.server.ts";
import type { PaymentProvider } from "#app/features/billing/payment-provider.server.ts";
import { createMailSender } from "#app/utils/messaging/mail-sender.server.ts";
import { createOutbox } from "#app/utils/messaging/outbox.server.ts";
import { createSmsSender } from "#app/utils/messaging/sms-sender.server.ts";
import { roomIdleMs } from "#app/features/rooms/room.ts";
import { openDatabase } from "#db/client.server.ts";
import { room as roomTable } from "#db/schema/rooms.ts";
import { createApp } from "./app.ts";
import { sampleEventLoopLag } from "./load-shedding.ts";
import { createMetrics, routeSegments } from "./metrics.ts";
import { roomChannel, type RoomChannel } from "./room-channel.ts";
import { openRoomsFrom } from "./rooms-from-build.ts";
import { toServerBuild } from "./server-build.ts";

// A loop 200 ms behind on every tick for 200 ms answers every page late already; past 32
// requests at once, or with the oldest of six or more waiting three seconds (not one slow render
// or password hash on a busy machine), the rest only wait in
// line for the one database (measured with bench/overload.ts).
const shedLimits = { maxLagMs: 200, maxInFlight: 32, maxOldestMs: 3_000 };

export interface OpenServicesOptions {
  env: Env;
  logger: Logger;
  rootDir: string;
  /** The production build, being read; null in development (Vite's build instead). */
  builtApp: Promise<ServerBuild> | null;
  /** The production build's files and prerendered pages, already being served. */
  builtAssets: RequestHandler[] | null;
}

/**
 * Opens what the app needs beyond its files (the database, auth, mail and SMS, payments,
 * the build) and puts the whole app together. Loaded by server/index.ts once it listens,
 * so the files and prerendered pages are answered while this runs.
 */
export async function openServices({
  env,
  logger,
  rootDir,
  builtApp,
  builtAssets,
}: OpenServicesOptions) {
  const isProduction = env.NODE_ENV === "production";
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
    sharedDatabase: database.kind === "postgres",
    log: (level, message, ...details) =>
      authLog[clientMistake(message) ? "warn" : level](logDetails(details), message),
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
  if (builtApp && builtAssets) {
    const production = await builtApp;
    build = production;
    loadBuild = async () => production;
    assets = builtAssets;
  } else {
    const vite = await import("vite").then((viteModule) =>
      viteModule.createServer({ root: rootDir, server: { middlewareMode: true } }),
    );
    loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build").then(toServerBuild);
    assets = [vite.middlewares];
  }

  const appBuild = build ?? (await loadBuild());
  const lag = sampleEventLoopLag();
  let channel: RoomChannel | null = null;
  const metrics = createMetrics({
    ...routeSegments(appBuild.routes),
    eventStreams: () => channel?.openStreams() ?? 0,
    roomsActive: async () => {
      const [row] = await database.db
        .select({ rooms: count() })
        .from(roomTable)
        .where(
          and(isNull(roomTable.endedAt), gt(roomTable.activeAt, new Date(Date.now() - roomIdleMs))),
        );
      return row?.rooms ?? 0;
    },
    lagMs: () => lag.lagMs(),
    token: env.METRICS_TOKEN,
  });
  const roomLog = logger.child({ component: "rooms" });
  // With Redis, every instance counts towards one set of room limits
  // (docs/decisions/030-replicas.md).
  const roomLimiters = env.REDIS_URL
    ? (await import("#app/features/rooms/redis-limiter.server.ts")).createRedisLimiters(
        env.REDIS_URL,
        { log: roomLog },
      )
    : null;
  const rooms = await openRoomsFrom(appBuild, {
    db: database.db,
    redisUrl: env.REDIS_URL,
    log: roomLog,
    createLimiter: roomLimiters?.create,
    timing: metrics.rooms,
  });
  channel = roomChannel(rooms.service);
  logger.info(
    { rooms: rooms.service.hubKind, limits: roomLimiters ? "redis" : "memory" },
    "rooms ready",
  );

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
    rooms: { service: rooms.service, channel: channel.router },
    metrics,
    shedding: { ...shedLimits, lagMs: () => lag.lagMs() },
  });

  const openChannel = channel;
  async function close() {
    lag.stop();
    openChannel.endStreams();
    await rooms.close();
    await roomLimiters?.close();
    await rateLimitStore?.close();
    await database.close();
  }
  return { app, close, endStreams: () => openChannel.endStreams() };
}

/**
 * What Better Auth logs as an error but is a visitor's mistake, answered with a 4xx: a form
 * posted from another site is worth a warning, not a page to whoever watches the errors.
 */
function clientMistake(message: string): boolean {
  return message.startsWith("Invalid origin");
}

/** Better Auth's extra log arguments as pino's details: an error as `err`, so it keeps its stack. */
function logDetails(details: unknown[]): object {
  const [only] = details;
  if (details.length !== 1) return { details };
  if (only instanceof Error) return { err: only };
  return typeof only === "object" && only !== null ? only : { details };
}
