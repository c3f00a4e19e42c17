import compression from "compression";
import express, {
  type Express,
  type Request as ExpressRequest,
  type RequestHandler,
  type Response as ExpressResponse,
} from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type Stripe from "stripe";
import { PRERENDER_NONCE } from "#app/context.ts";
import type { Env } from "#app/env.server.ts";
import type { Auth } from "#app/features/auth/auth.server.ts";
import { trustedOrigins } from "#app/features/auth/trusted-origins.server.ts";
import type { PaymentProvider } from "#app/features/billing/payment-provider.server.ts";
import type { RoomService } from "#app/features/rooms/room-service.server.ts";
import { handleStripeWebhook } from "#app/features/billing/stripe-webhook.server.ts";
import type { Outbox } from "#app/utils/messaging/outbox.server.ts";
import type { Database, DatabaseHandle } from "#db/client.server.ts";
import { authHandler } from "./auth-handler.ts";
import { clientIp } from "./client-ip.ts";
import { cookieGuard } from "./cookie-guard.ts";
import { crossSiteGuard } from "./cross-site-guard.ts";
import { healthRoutes } from "./health.ts";
import { loadShedding, type ShedLimits } from "./load-shedding.ts";
import type { Metrics } from "./metrics.ts";
import { createRefuse, refusalOf } from "./refusal.ts";
import { readRequestBody, requestBody } from "./request-body.ts";
import { roomEventsPath, roomMovesPath } from "./room-channel.ts";
import { requestGuards } from "./request-guards.ts";
import { handleError, requestLogLevel } from "./request-log.ts";
import { securityHeaders } from "./security-headers.ts";
import { sharedPagePaths, signedOutPages } from "./signed-out-pages.ts";
import { textGuard } from "./text-guard.ts";
import { sendWebResponse, toWebRequest } from "./web-request.ts";

/** Everything the Express app serves with, opened once by the process (server/index.ts). */
export interface AppServices {
  env: Env;
  logger: Logger;
  database: Pick<DatabaseHandle, "db" | "kind" | "ping">;
  auth: Auth;
  outbox: Outbox;
  payments: PaymentProvider;
  /** The Stripe client when Stripe is configured; its webhook is mounted only then. */
  stripe: Stripe | null;
  /** The React Router build: the production one, or Vite's in development. */
  loadBuild: () => Promise<ServerBuild>;
  /**
   * The production build, loaded: React Router ranks its routes once instead of on every
   * request, and prompt-game pages are shared between signed-out visitors. Null in
   * development, where the build changes under the server.
   */
  build?: ServerBuild | null;
  /** The client files (built ones, or Vite's middleware), served before the router. */
  assets: RequestHandler[];
  /** The rooms, and their live channel (server/room-channel.ts). */
  rooms: { service: RoomService; channel: RequestHandler };
  /** The server's figures at GET /metrics (server/metrics.ts); none in some tests. */
  metrics?: Metrics | null;
  /** When to answer 503 at once (server/load-shedding.ts); never without it. */
  shedding?: (ShedLimits & { lagMs: () => number }) | null;
}

// Answered however busy the server is: a health check that fails under load would take a
// busy server out of its balancer, and a room's stream is held open for hours once answered.
const roomEventsPattern = new RegExp(`^${roomEventsPath.replace(":code", "[^/]+")}$`);
const roomMovesPattern = new RegExp(`^${roomMovesPath.replace(":code", "[^/]+")}$`);
const neverShed = (path: string) =>
  path === "/api/health" ||
  path === "/api/ready" ||
  path === "/metrics" ||
  roomEventsPattern.test(path);

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The whole HTTP app, in the order every request goes through it. */
export function createApp(services: AppServices): Express {
  const { env, logger, database, auth, outbox, payments, stripe, loadBuild } = services;
  const isProduction = env.NODE_ENV === "production";
  // `test` runs the production build too (the browser tests), with the dev outbox listed.
  const servesBuild = env.NODE_ENV !== "development";
  const billingLog = logger.child({ component: "billing" });

  const app = express();
  app.disable("x-powered-by");
  // Unset trusts no proxy: X-Forwarded-* then come from whoever connects (docs/decisions/029-behind-a-proxy.md).
  app.set("trust proxy", env.TRUST_PROXY ?? false);
  // Every page and API answer comes from React Router; a request refused before routing is
  // rendered there too, as the branded error page (docs/decisions/016-hostile-input.md).
  // Handed a function, React Router builds its route table and matcher again for every
  // request, as development needs (the build changes under it); a production build is handed
  // over itself, so that work happens once.
  const handleWithRouter = services.build
    ? createRequestHandler(services.build, "production")
    : createRequestHandler(() => loadBuild(), "development");
  async function answerWithRouter(req: ExpressRequest, res: ExpressResponse, cspNonce: string) {
    const build = await loadBuild();
    const refusal = refusalOf(req);
    const context = createLoadContext(build, {
      db: database.db,
      auth,
      cspNonce,
      outbox: isProduction ? null : outbox,
      payments,
      rooms: services.rooms.service,
      refusal,
      log: req.log,
    });
    const request = toWebRequest(req, res, env.BASE_URL, { refused: refusal !== null });
    return handleWithRouter(request, context);
  }
  const renderWithRouter: RequestHandler = async (req, res, next) => {
    // Nobody is left to read the page: rendering it would only take time from those who are.
    if (clientGone(req, res)) return;
    try {
      await sendWebResponse(res, await answerWithRouter(req, res, String(res.locals.cspNonce)));
    } catch (error) {
      next(error);
    }
  };
  const refuse = createRefuse(renderWithRouter);
  const guardCrossSite = crossSiteGuard(
    refuse,
    trustedOrigins(env.BASE_URL, env.TRUSTED_ORIGINS),
    env.BASE_URL,
  );

  const { metrics, shedding } = services;
  if (metrics) {
    app.use(metrics.timeRequests);
    app.use(metrics.serve);
  }
  app.use(securityHeaders(env, !servesBuild));
  if (shedding) {
    // Before the request log and everything else: a busy server spends nothing on what it
    // turns away but this answer (and a count in the metrics).
    let lastWarned = 0;
    let shedSinceWarned = 0;
    app.use(
      loadShedding({
        ...shedding,
        files: services.assets,
        exempt: (_req, path) => neverShed(path),
        urgent: (req, path) => req.method === "POST" && roomMovesPattern.test(path),
        onShed: (reason) => {
          metrics?.shed(reason);
          shedSinceWarned += 1;
          const now = Date.now();
          if (now - lastWarned < 10_000) return;
          logger.warn({ reason, shed: shedSinceWarned }, "busy: answering 503 at once");
          lastWarned = now;
          shedSinceWarned = 0;
        },
      }),
    );
  }
  // A room's moves and event streams are most of what a party asks for: they get the guards
  // every write gets (body limit, address and text rules, client address, cross-site guard;
  // the seat and the rate limits are the channel's own) and nothing else — no log line per
  // move at info, no compression, no React Router (docs/decisions/035-room-hot-path.md).
  const roomRoutes = inSeries([
    roomRequestLog(logger),
    cookieGuard,
    readRequestBody(refuse),
    requestGuards(refuse),
    textGuard(refuse),
    clientIp(env.TRUSTED_IP_HEADER, Boolean(env.TRUST_PROXY)),
    guardCrossSite,
    services.rooms.channel,
  ]);
  app.use((req, res, next) => {
    if (roomEventsPattern.test(req.path) || roomMovesPattern.test(req.path)) {
      roomRoutes(req, res, next);
    } else next();
  });

  app.use(
    pinoHttp({
      logger,
      customLogLevel: (_req, res, error) => requestLogLevel(res.statusCode, error),
      autoLogging: {
        ignore: (req) => Boolean(req.url?.startsWith("/assets/") || req.url === "/metrics"),
      },
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
  app.use(cookieGuard);

  // The body first, whole and bounded, so every answer after this point, refusals included,
  // leaves the connection clean for the next request.
  app.use(readRequestBody(refuse));
  app.use(requestGuards(refuse));
  app.use(textGuard(refuse));
  app.use(clientIp(env.TRUSTED_IP_HEADER, Boolean(env.TRUST_PROXY)));
  // HTML is compressed per response at a fast level; static files arrive precompressed.
  app.use(compression({ level: 1, threshold: 1024 }));

  // Better Auth checks origins itself (and must take Apple's cross-site form post).
  app.all("/api/auth/{*splat}", authHandler(auth, env.BASE_URL));

  app.use(guardCrossSite);

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

  app.use(
    healthRoutes({
      database: {
        kind: database.kind,
        ping: () =>
          metrics ? metrics.timeDatabase("ping", () => database.ping()) : database.ping(),
      },
      logger,
      degraded: () => services.rooms.service.degraded(),
    }),
  );

  for (const handler of services.assets) app.use(handler);
  if (services.build) {
    // A prompt game's page differs between signed-out visitors only by its first card: a few
    // renders of it serve them all (docs/decisions/020-fast-game-pages.md).
    const sharedPages = sharedPagePaths(services.build.routes);
    logger.info({ pages: [...sharedPages] }, "pages shared between signed-out visitors");
    app.use(
      signedOutPages({
        paths: sharedPages,
        render: (req, res) => answerWithRouter(req, res, PRERENDER_NONCE),
        variants: 8,
        uses: 16,
      }),
    );
  }
  app.all("/{*path}", renderWithRouter);

  app.use(handleError);
  return app;
}

/**
 * `handlers` one after another, each going on to the next as Express's would, without a
 * router's matching between them: they all take every request that reaches them.
 */
function inSeries(handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let index = 0;
    const step = (error?: unknown) => {
      const handler = handlers[index++];
      if (error !== undefined || !handler) {
        next(error);
        return;
      }
      try {
        const result: unknown = handler(req, res, step);
        // As Express 5 does: an async handler's rejection is an error for the error handler.
        if (result instanceof Promise) result.catch(step);
      } catch (thrown) {
        step(thrown);
      }
    };
    step();
  };
}

/**
 * The request log of a room's moves and streams: a line for each refusal and failure, at the
 * level every request's would be (server/request-log.ts); a move taken is a line at debug only,
 * as a room of ten phones makes ten a second.
 */
function roomRequestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    req.log = logger;
    const started = performance.now();
    res.once("finish", () => {
      const status = res.statusCode;
      const level = status < 400 ? "debug" : requestLogLevel(status, undefined);
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          req: { method: req.method, url: req.originalUrl },
          res: { statusCode: status },
          responseTime: Math.round(performance.now() - started),
        },
        "request completed",
      );
    });
    next();
  };
}

/** Whether the client has hung up: its socket is gone, or the answer can no longer be sent. */
export function clientGone(req: ExpressRequest, res: ExpressResponse): boolean {
  return req.socket.destroyed || res.destroyed || res.writableEnded;
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
    rooms: RoomService;
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
