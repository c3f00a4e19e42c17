import type { ServerResponse } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { RoomEvent, RoomService } from "#app/features/rooms/room-service.server.ts";
import { readSeatPass, type SeatPass } from "#app/features/rooms/seat-cookie.ts";
import { normaliseRoomCode } from "#app/features/rooms/room.ts";
import { roomRefusal } from "#app/features/rooms/room-refusals.ts";
import { clientIpHeader } from "#app/features/auth/client-ip.server.ts";
import { requestBody } from "./request-body.ts";
import { createStreamCaps, streamLimits } from "./room-stream-caps.ts";

/** A room's live channel (docs/decisions/027-rooms.md): a phone watches, and sends moves. */
export const roomEventsPath = "/api/rooms/:code/events";
export const roomMovesPath = "/api/rooms/:code/moves";

// Moves are a few dozen bytes; anything much larger is not a move.
const maxMoveBytes = 4_096;
// Proxies and phones drop a silent connection; a comment line every so often keeps it open.
const keepAliveMs = 20_000;
// How soon a dropped phone's browser tries again.
const reconnectMs = 1_000;

export interface RoomChannel {
  /** Answers the two addresses above, and passes every other request on. */
  router: RequestHandler;
  /** Ends every open stream, so phones reconnect to the next server (shutdown). */
  endStreams(): void;
  /** How many streams are open now (the server's metrics). */
  openStreams(): number;
}

const channelAddress = /^\/api\/rooms\/([^/]+)\/(events|moves)$/;
/** The code in a channel address, decoded as a router decodes a parameter. */
function decoded(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return "";
  }
}

/**
 * Whether a Content-Type is JSON's, parameters aside: what `req.is("application/json")` says,
 * without parsing the media type with a regular expression on every move.
 */
function isJson(contentType: string | undefined): boolean {
  const type = contentType?.split(";", 1)[0]?.trim().toLowerCase();
  return type === "application/json";
}

function passFor(cookieHeader: string | undefined, rawCode: string): SeatPass | null {
  const code = normaliseRoomCode(rawCode);
  const pass = readSeatPass(cookieHeader);
  return code && pass && pass.code === code ? pass : null;
}

function eventText(event: RoomEvent): string {
  if (event.type === "view") {
    // Serialised once per seat by the room service, however many phones watch.
    return `id: ${event.view.version}\nevent: view\ndata: ${event.data}\n\n`;
  }
  if (event.type === "presence") return `event: presence\ndata: ${event.data}\n\n`;
  if (event.type === "degraded") {
    return `event: degraded\ndata: ${JSON.stringify({ degraded: event.degraded })}\n\n`;
  }
  return `event: gone\ndata: ${JSON.stringify({ reason: event.reason })}\n\n`;
}

/**
 * A move's few bytes of JSON, written as they are: Express's `res.json` would also hash them
 * for an ETag nobody asks for (docs/decisions/035-room-hot-path.md).
 */
function answer(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "no-store",
  });
  res.end(text);
}

export function roomChannel(rooms: RoomService, limits = streamLimits): RoomChannel {
  const streams = new Set<ServerResponse>();
  const caps = createStreamCaps(limits);
  const keepAlive = setInterval(() => {
    for (const stream of streams) stream.write(": still here\n\n");
  }, keepAliveMs);
  keepAlive.unref();

  const watch = async (code: string, req: Request, res: Response, next: NextFunction) => {
    try {
      const pass = passFor(req.get("cookie"), code);
      const address = req.get(clientIpHeader) ?? null;
      res.writeHead(200, {
        "Content-Type": "text/event-stream; charset=utf-8",
        // no-transform keeps compression (and any proxy) from holding events back.
        "Cache-Control": "no-cache, no-transform",
        "X-Accel-Buffering": "no",
      });
      if (req.method === "HEAD") {
        res.end();
        return;
      }
      res.write(`retry: ${reconnectMs}\n\n`);
      // A refusal is an event too: a browser's EventSource can't read an error's body, and it
      // would otherwise keep reconnecting to a room it can never watch.
      const refuse = (code: string) => {
        res.end(`event: refused\ndata: ${JSON.stringify({ code })}\n\n`);
      };
      if (!pass) return refuse("notSeated");
      const seatKey = `${pass.code}.${pass.token}`;
      const addressKey = address ?? "unknown";
      if (!caps.allows(seatKey, addressKey)) return refuse("tooManyStreams");
      const watching = await rooms.watch(
        pass,
        (event) => {
          res.write(eventText(event));
          if (event.type === "gone") res.end();
        },
        address,
      );
      if ("refused" in watching) return refuse(watching.refused);
      // The phone's newest stream replaced this one: it says so, so the page doesn't reconnect
      // at once and push out the newer one in turn.
      const release = caps.admit(seatKey, addressKey, () =>
        res.end("event: replaced\ndata: {}\n\n"),
      );
      if (!release) {
        watching();
        return refuse("tooManyStreams");
      }
      streams.add(res);
      res.on("close", () => {
        streams.delete(res);
        release();
        watching();
      });
    } catch (error) {
      next(error);
    }
  };

  const move = async (code: string, req: Request, res: Response, next: NextFunction) => {
    try {
      const pass = passFor(req.get("cookie"), code);
      if (!pass) {
        const refusal = roomRefusal("notSeated");
        answer(res, refusal.status, { error: refusal.message, code: refusal.refused });
        return;
      }
      const body = requestBody(req);
      if (body.length === 0 || !isJson(req.headers["content-type"])) {
        answer(res, 415, { error: "Send the move as JSON.", code: "badMove" });
        return;
      }
      if (body.length > maxMoveBytes) {
        answer(res, 413, { error: "A move is 4 KB at most.", code: "badMove" });
        return;
      }
      let move: unknown;
      try {
        move = JSON.parse(body.toString("utf8"));
      } catch {
        answer(res, 400, { error: "The move is not valid JSON.", code: "badMove" });
        return;
      }
      const outcome = await rooms.move(pass, move, req.get(clientIpHeader) ?? null);
      if ("refused" in outcome) {
        answer(res, outcome.status, {
          error: outcome.message,
          code: outcome.refused,
          params: outcome.params,
        });
        return;
      }
      answer(res, 200, { version: outcome.version });
    } catch (error) {
      next(error);
    }
  };

  // Two addresses, matched here rather than by a router: every move and stream comes this way.
  const router: RequestHandler = (req, res, next) => {
    const [, code, kind] = channelAddress.exec(req.path) ?? [];
    if (code === undefined || kind === undefined) return next();
    if (kind === "events" && (req.method === "GET" || req.method === "HEAD")) {
      return void watch(decoded(code), req, res, next);
    }
    if (kind === "moves" && req.method === "POST") return void move(decoded(code), req, res, next);
    const allowed = kind === "events" ? "GET, HEAD" : "POST";
    res
      .set("Allow", allowed)
      .status(405)
      .json({ error: `Method not allowed. Use ${allowed}.` });
  };

  return {
    router,
    openStreams: () => streams.size,
    endStreams() {
      clearInterval(keepAlive);
      for (const stream of streams) stream.end();
      streams.clear();
    },
  };
}
