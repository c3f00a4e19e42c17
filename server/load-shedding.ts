import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler, Response } from "express";

/**
 * The event loop's lag, sampled by a timer's drift: a timer due every `intervalMs` that fires
 * late says by how much the loop was held up. The lag is the least drift of the last
 * `window` ticks, so one slow render (or a moment when another process had the CPU) is not
 * taken for overload; a loop that is late tick after tick is.
 */
export interface LagSampler {
  /** Milliseconds the loop has been behind on every recent tick. */
  lagMs(): number;
  stop(): void;
}

export function sampleEventLoopLag(
  options: {
    intervalMs?: number;
    window?: number;
    now?: () => number;
    every?: (tick: () => void, ms: number) => () => void;
  } = {},
): LagSampler {
  const intervalMs = options.intervalMs ?? 50;
  const window = options.window ?? 4;
  const now = options.now ?? (() => performance.now());
  const every =
    options.every ??
    ((tick: () => void, ms: number) => {
      const timer = setInterval(tick, ms);
      // A sampler alone must not keep the process alive.
      timer.unref();
      return () => clearInterval(timer);
    });
  let lastTick = now();
  const recent: number[] = [];
  const stop = every(() => {
    const at = now();
    recent.push(Math.max(0, at - lastTick - intervalMs));
    if (recent.length > window) recent.shift();
    lastTick = at;
  }, intervalMs);
  return {
    lagMs: () => (recent.length === 0 ? 0 : Math.min(...recent)),
    stop,
  };
}

export type ShedReason = "lag" | "inFlight" | "queue";

export interface ShedLimits {
  /** Above this lag, new work waits behind work already late. */
  maxLagMs: number;
  /** Requests being worked on at once; more only queue up in front of the database. */
  maxInFlight: number;
  /**
   * The longest the oldest request in flight may have been waiting while others queue behind
   * it: past that, the server is behind whatever the count says (the machine may be slower).
   */
  maxOldestMs: number;
}

// One slow request is not a queue.
const minQueued = 6;

/** Whether a new request is turned away, and why: the pure rule the middleware applies. */
export function shedReason(
  load: { lagMs: number; inFlight: number; oldestMs: number },
  limits: ShedLimits,
): ShedReason | null {
  if (load.lagMs > limits.maxLagMs) return "lag";
  if (load.inFlight >= limits.maxInFlight) return "inFlight";
  if (load.inFlight >= minQueued && load.oldestMs > limits.maxOldestMs) return "queue";
  return null;
}

export interface LoadSheddingOptions extends ShedLimits {
  lagMs: () => number;
  now?: () => number;
  /**
   * Handlers that answer files and prerendered pages: they are cheap and are tried before a
   * busy answer, so a phone still gets the landing page and the app's files.
   */
  files: RequestHandler[];
  /** Requests that are never turned away nor counted (health checks, long-lived streams). */
  exempt: (req: IncomingMessage, path: string) => boolean;
  /**
   * Requests turned away only when the loop itself lags: small, and someone is waiting on
   * each (a room's move, with the whole table watching), so a queue of pages doesn't stop them.
   */
  urgent?: (req: IncomingMessage, path: string) => boolean;
  retryAfterSeconds?: number;
  onShed?: (reason: ShedReason, req: IncomingMessage) => void;
}

const busyMessage = "Party Dojo is very busy right now. Try again in a few seconds.";
const busyPage = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Busy — Party Dojo</title><p style="font:1.1rem system-ui;margin:2rem">${busyMessage}</p></html>`;

/**
 * Answers 503 at once, before any rendering or database work, when the loop lags or too many
 * requests are already being worked on: a server answering everyone late helps nobody, and
 * work for requests whose clients have given up piles up until it answers nothing.
 */
export function loadShedding(options: LoadSheddingOptions) {
  const retryAfter = String(options.retryAfterSeconds ?? 2);
  const now = options.now ?? (() => performance.now());
  // When each request in flight arrived, oldest first (a Map keeps its insertion order).
  const arrivals = new Map<object, number>();
  const oldestMs = () => {
    for (const arrived of arrivals.values()) return now() - arrived;
    return 0;
  };

  function busy(req: Request, res: Response) {
    res.setHeader("Retry-After", retryAfter);
    res.setHeader("Cache-Control", "no-store");
    // An unread body must not be left for the next request on the connection.
    if (req.headers["content-length"] || req.headers["transfer-encoding"]) {
      res.setHeader("Connection", "close");
    }
    if (req.path === "/api" || req.path.startsWith("/api/")) {
      res.status(503).json({ error: busyMessage, code: "busy" });
    } else {
      res.status(503).type("html").send(busyPage);
    }
  }

  function tryFiles(req: Request, res: Response, index: number) {
    const handler = options.files[index];
    if (!handler) {
      busy(req, res);
      return;
    }
    void handler(req, res, (error?: unknown) => {
      if (error) busy(req, res);
      else tryFiles(req, res, index + 1);
    });
  }

  const middleware: RequestHandler = (req, res, next) => {
    if (options.exempt(req, req.path)) return next();
    const lagMs = options.lagMs();
    const reason = options.urgent?.(req, req.path)
      ? lagMs > options.maxLagMs
        ? "lag"
        : null
      : shedReason({ lagMs, inFlight: arrivals.size, oldestMs: oldestMs() }, options);
    if (reason) {
      options.onShed?.(reason, req);
      if (req.method === "GET" || req.method === "HEAD") tryFiles(req, res, 0);
      else busy(req, res);
      return;
    }
    const key = {};
    arrivals.set(key, now());
    const done = () => arrivals.delete(key);
    // "close" comes both when the answer is sent and when the client goes away first.
    res.once("close", done);
    next();
  };
  return Object.assign(middleware, { inFlight: () => arrivals.size });
}
