import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler } from "express";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { ShedReason } from "./load-shedding.ts";
import { routeFullPath } from "./signed-out-pages.ts";

/**
 * The server's figures in Prometheus' text format at GET /metrics (README, Metrics). Every
 * label has a bounded set of values: a route is a coarse bucket named by the app's own route
 * table, never the address asked for, so a scanner can't grow the series without end.
 */
export interface Metrics {
  registry: Registry;
  /** Times every request, by route bucket, method and status. */
  timeRequests: RequestHandler;
  /** GET /metrics, for loopback or the bearer token only; 404 to anyone else. */
  serve: RequestHandler;
  shed(reason: ShedReason): void;
  /** Times a database call under `operation` (a fixed name). */
  timeDatabase<T>(operation: string, work: () => Promise<T>): Promise<T>;
  /** The rooms' timing hooks (app/features/rooms/room-service.server.ts). */
  rooms: { moveApplied(ms: number): void; fannedOut(ms: number): void };
}

export interface MetricsOptions {
  /** Top-level segments of the app's pages and of its API (`/api/<name>`), from its routes. */
  pages: ReadonlySet<string>;
  apis: ReadonlySet<string>;
  eventStreams: () => number;
  roomsActive: () => Promise<number>;
  lagMs: () => number;
  token?: string | undefined;
  /** Whether the request came over loopback; the socket's address, never a header. */
  isLoopback?: (req: IncomingMessage) => boolean;
}

const methods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const fileName = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

/** The bucket a request's address falls in: page:<segment>, api:<name>, asset, file or other. */
export function routeBucket(path: string, known: Pick<MetricsOptions, "pages" | "apis">): string {
  if (path.startsWith("/assets/")) return "asset";
  if (path === "/metrics") return "metrics";
  const [first = "", second = ""] = path.split("/").slice(1);
  if (first === "api") return known.apis.has(second) ? `api:${second}` : "api:other";
  if (first === "") return "page:/";
  if (known.pages.has(first)) return `page:${first}`;
  return fileName.test(path) ? "file" : "other";
}

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return address === "::1" || /^(::ffff:)?127\./.test(address);
}

function tokenMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice("Bearer ".length));
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export function createMetrics(options: MetricsOptions): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const isLoopback =
    options.isLoopback ?? ((req: IncomingMessage) => isLoopbackAddress(req.socket.remoteAddress));

  const requests = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival until its answer is sent or its client goes away",
    labelNames: ["route", "method", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const shed = new Counter({
    name: "http_requests_shed_total",
    help: "Requests answered 503 at once because the server was busy",
    labelNames: ["reason"] as const,
    registers: [registry],
  });
  const database = new Histogram({
    name: "database_query_duration_seconds",
    help: "Time of timed database calls, by operation",
    labelNames: ["operation"] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [registry],
  });
  const moveApply = new Histogram({
    name: "room_move_apply_seconds",
    help: "Time from a room move's arrival at the room service until it is written or refused",
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [registry],
  });
  const fanOut = new Histogram({
    name: "room_fan_out_seconds",
    help: "Time to hand a room's new state to every phone watching it in this process",
    buckets: [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [registry],
  });
  new Gauge({
    name: "room_event_streams_open",
    help: "Room event streams (server-sent events) open on this process",
    registers: [registry],
    collect() {
      this.set(options.eventStreams());
    },
  });
  new Gauge({
    name: "event_loop_lag_seconds",
    help: "How far the event loop is behind, as the load shedding sees it",
    registers: [registry],
    collect() {
      this.set(options.lagMs() / 1000);
    },
  });
  const timeDatabase = async <T>(operation: string, work: () => Promise<T>): Promise<T> => {
    const end = database.startTimer({ operation });
    try {
      return await work();
    } finally {
      end();
    }
  };
  new Gauge({
    name: "rooms_active",
    help: "Rooms not ended and played within the idle time",
    registers: [registry],
    async collect() {
      try {
        this.set(await timeDatabase("rooms_active", options.roomsActive));
      } catch {
        // A scrape while the database is away still answers the rest.
      }
    },
  });

  const timeRequests: RequestHandler = (req, res, next) => {
    const started = performance.now();
    res.once("close", () => {
      requests.observe(
        {
          route: routeBucket(req.path, options),
          method: methods.has(req.method) ? req.method : "other",
          // A client gone before its answer was sent has no status.
          status: res.writableFinished ? String(res.statusCode) : "gone",
        },
        (performance.now() - started) / 1000,
      );
    });
    next();
  };

  const serve: RequestHandler = (req: Request, res, next) => {
    if (req.path !== "/metrics") return next();
    const allowed = isLoopback(req) || tokenMatches(req.headers.authorization, options.token);
    // Not found rather than forbidden: a stranger learns nothing about what is here.
    if (!allowed) return void res.status(404).type("text/plain").send("Not found");
    if (req.method !== "GET" && req.method !== "HEAD") {
      return void res.set("Allow", "GET, HEAD").status(405).type("text/plain").send("GET only");
    }
    registry.metrics().then(
      (text) => res.type(registry.contentType).set("Cache-Control", "no-store").send(text),
      // Answered here: the request log, which the error handler writes to, comes later.
      () => res.status(500).type("text/plain").send("The metrics could not be collected."),
    );
  };

  return {
    registry,
    timeRequests,
    serve,
    shed: (reason) => shed.inc({ reason }),
    timeDatabase,
    rooms: {
      moveApplied: (ms) => moveApply.observe(ms / 1000),
      fannedOut: (ms) => fanOut.observe(ms / 1000),
    },
  };
}

interface BuildRoute {
  parentId?: string | undefined;
  path?: string | undefined;
}

/** The first segments of the app's pages and the names under /api, from its route table. */
export function routeSegments(routes: Readonly<Record<string, BuildRoute | undefined>>) {
  const fullPath = (route: BuildRoute | undefined) => routeFullPath(routes, route);
  const pages = new Set<string>();
  const apis = new Set(["health", "ready", "rooms", "auth", "stripe"]);
  const fixed = (segment: string | undefined) => segment && !/[:*?]/.test(segment);
  for (const route of Object.values(routes)) {
    const [first, second] = fullPath(route).split("/");
    if (first === "api") {
      if (fixed(second) && second) apis.add(second);
    } else if (fixed(first) && first) pages.add(first);
  }
  return { pages, apis };
}
