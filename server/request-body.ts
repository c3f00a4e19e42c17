import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import type { Refuse } from "./refusal.ts";

/** No route takes more: the largest real body, an imported pack, is far below it. */
const maxBodyBytes = 1_000_000;

/**
 * What a request that has already broken the limit may still send, thrown away, before the
 * connection is cut. Reading it lets the client see the 413 instead of a reset connection.
 */
const discardBytes = 16 * maxBodyBytes;

/**
 * A body's bytes arrive within this of its headers, or the connection is cut: a client that
 * sends a byte now and then (slowloris) would otherwise hold the connection for as long as
 * it likes. Far more than a phone needs for a megabyte.
 */
const bodyTimeoutMs = 10_000;

const bodies = new WeakMap<IncomingMessage, Buffer>();

/** The body of a request that went through `readRequestBody`; empty when none was sent. */
export function requestBody(req: IncomingMessage): Buffer {
  return bodies.get(req) ?? Buffer.alloc(0);
}

function announcesBody(req: IncomingMessage): boolean {
  return (
    req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"]) > 0
  );
}

/**
 * Reads every request's body into memory before any handler runs, up to `maxBodyBytes`
 * counted on the stream itself, so a chunked body without a Content-Length is held to the
 * same limit as one with it. Every handler then gets the whole body from `requestBody`, and
 * no answer can leave unread bytes on a kept-alive connection for the next request to trip
 * over (docs/decisions/016-hostile-input.md).
 */
export function readRequestBody(
  refuse: Refuse,
  limit = maxBodyBytes,
  timeoutMs = bodyTimeoutMs,
): RequestHandler {
  const tooLarge = `The request body is too large (${limit / 1_000_000} MB at most).`;
  return (req, res, next) => {
    if (!announcesBody(req)) return next();
    if (Number(req.headers["content-length"]) > limit + discardBytes) {
      // Announced far past the limit: not worth reading even to throw away.
      res.setHeader("Connection", "close");
      refuse(req, res, 413, tooLarge);
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    const tooSlow = setTimeout(() => {
      req.off("data", onData);
      req.off("end", onEnd);
      // No branded page: whoever sends this slowly is not a visitor waiting to read one.
      res.on("finish", () => req.socket.destroy());
      res
        .status(408)
        .set("Connection", "close")
        .type("text/plain")
        .send("The request body came too slowly.");
    }, timeoutMs);
    req.once("close", () => clearTimeout(tooSlow));
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit) chunks.push(chunk);
      else if (received > limit + discardBytes) {
        clearTimeout(tooSlow);
        req.off("data", onData);
        req.off("end", onEnd);
        res.setHeader("Connection", "close");
        // The answer goes out first; then the connection is cut, since the rest is unread.
        res.on("finish", () => req.socket.destroy());
        refuse(req, res, 413, tooLarge);
      }
    };
    const onEnd = () => {
      clearTimeout(tooSlow);
      if (received > limit) {
        res.setHeader("Connection", "close");
        refuse(req, res, 413, tooLarge);
        return;
      }
      bodies.set(req, Buffer.concat(chunks, received));
      next();
    };
    req.on("data", onData);
    req.on("end", onEnd);
    // A client that hangs up mid-body gets no answer: there is nobody left to read it.
  };
}
