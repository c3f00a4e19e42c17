import { request as httpRequest, createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, expect, test } from "vitest";
import { parseEnv } from "#app/env.server.ts";
import { createLocalProvider } from "#app/features/billing/local-provider.server.ts";
import type { SeatPass } from "#app/features/rooms/seat-cookie.ts";
import { openRooms, type OpenRooms } from "#app/open-rooms.server.ts";
import { createOutbox } from "#app/utils/messaging/outbox.server.ts";
import { createApp } from "#server/app.ts";
import { roomChannel } from "#server/room-channel.ts";
import { authFor } from "#tests/setup/accounts.ts";
import { getTestDatabase } from "#tests/setup/test-database.ts";

// A room's moves and event stream through the whole Express app (docs/decisions/035-room-hot-path.md):
// every guard a write gets, and none of what a page needs: no line at info per move taken, no
// compression, no React Router.

const baseUrl = "http://party.test";
const logLines: { level: number; msg: string; req?: { url?: string } }[] = [];
let rooms: OpenRooms;
let server: Server;
let port = 0;
let routerCalls = 0;

const build = {
  entry: {
    module: {
      default: () => {
        routerCalls += 1;
        return new Response("rendered", { status: 404 });
      },
      createLoadContext: () => ({}),
    },
  },
  routes: {},
} as unknown as ServerBuild;

beforeAll(async () => {
  const { db, kind, ping } = await getTestDatabase();
  rooms = await openRooms({ db, log: pino({ level: "silent" }) });
  const logger = pino(
    { level: "info" },
    { write: (line: string) => void logLines.push(JSON.parse(line)) },
  );
  const app = createApp({
    env: parseEnv({ NODE_ENV: "test", BASE_URL: baseUrl, LOG_LEVEL: "info" }),
    logger,
    database: { db, kind, ping },
    auth: authFor(db),
    outbox: createOutbox(),
    payments: createLocalProvider(db, () => Math.floor(Date.now() / 1000)),
    stripe: null,
    loadBuild: () => Promise.resolve(build),
    assets: [],
    rooms: { service: rooms.service, channel: roomChannel(rooms.service).router },
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rooms.close();
});

async function hostedRoom(): Promise<SeatPass> {
  const outcome = await rooms.service.create({
    game: "most-likely-to",
    hostName: "Ada",
    userId: null,
    address: `198.18.0.${Math.floor(Math.random() * 250) + 1}`,
    language: "en",
  });
  if ("refused" in outcome) throw new Error(outcome.refused);
  return outcome;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(options: {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** For a stream: settle once the body holds this, and hang up. */
  until?: string;
}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method: options.method,
        path: options.path,
        headers: options.headers,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        const done = () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        res.on("data", (chunk: string) => {
          body += chunk;
          if (options.until && body.includes(options.until)) {
            done();
            sent.destroy();
          }
        });
        res.on("end", done);
      },
    );
    sent.on("error", (error) => (options.until ? undefined : reject(error)));
    sent.end(options.body);
  });
}

const moveFrom = (pass: SeatPass, body: string, headers: Record<string, string> = {}) =>
  send({
    method: "POST",
    path: `/api/rooms/${pass.code}/moves`,
    headers: {
      cookie: `pd_seat=${pass.code}.${pass.token}`,
      origin: baseUrl,
      "content-type": "application/json",
      "accept-encoding": "gzip",
      ...headers,
    },
    body,
  });

test("a move taken is answered plainly and logged at debug only, and React Router never sees it", async () => {
  const host = await hostedRoom();
  logLines.length = 0;
  routerCalls = 0;
  const answer = await moveFrom(host, JSON.stringify({ type: "lock", locked: true }));
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toEqual({ version: 2 });
  expect(answer.headers["content-encoding"]).toBeUndefined();
  expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  expect(logLines.filter((line) => line.req?.url?.includes("/moves"))).toEqual([]);
  expect(routerCalls).toBe(0);
});

test("a move still passes every guard a write does, and a refusal is logged", async () => {
  const host = await hostedRoom();
  logLines.length = 0;
  const fromElsewhere = await moveFrom(host, JSON.stringify({ type: "start" }), {
    origin: "https://elsewhere.example",
  });
  expect(fromElsewhere.status).toBe(403);
  const withNul = await moveFrom(host, JSON.stringify({ type: "game", move: { for: "a\u0000" } }));
  expect(withNul.status).toBe(400);
  expect(JSON.parse(withNul.body)).toMatchObject({ code: "INVALID_TEXT" });
  const asText = await moveFrom(host, JSON.stringify({ type: "start" }), {
    "content-type": "text/plain",
  });
  expect(asText.status).toBe(415);
  const jsonWithCharset = await moveFrom(host, JSON.stringify({ type: "lock", locked: true }), {
    "content-type": "Application/JSON; charset=utf-8",
  });
  expect(jsonWithCharset.status).toBe(200);
  const tooLarge = await moveFrom(host, JSON.stringify({ type: "start", pad: "x".repeat(5_000) }));
  expect(tooLarge.status).toBe(413);
  const noSeat = await moveFrom(
    { ...host, token: "forgedforgedforged1234" },
    JSON.stringify({ type: "start" }),
  );
  expect(noSeat.status).toBe(403);
  expect(JSON.parse(noSeat.body)).toMatchObject({ code: "notSeated" });
  expect(
    logLines.filter((line) => line.req?.url?.includes("/moves")).map((line) => line.level),
  ).toEqual([40, 40, 40, 40, 40]);
});

test("the event stream is sent as it is written, never compressed", async () => {
  const host = await hostedRoom();
  const stream = await send({
    method: "GET",
    path: `/api/rooms/${host.code}/events`,
    headers: { cookie: `pd_seat=${host.code}.${host.token}`, "accept-encoding": "gzip" },
    until: "event: view",
  });
  expect(stream.status).toBe(200);
  expect(stream.headers["content-type"]).toMatch(/^text\/event-stream/);
  expect(stream.headers["content-encoding"]).toBeUndefined();
  expect(stream.body).toMatch(/id: 1\nevent: view\ndata: \{"code":"[A-Z]{4}","version":1,/);
});

test("the wrong method is told which one the address takes", async () => {
  const host = await hostedRoom();
  const answer = await send({ method: "GET", path: `/api/rooms/${host.code}/moves`, headers: {} });
  expect(answer.status).toBe(405);
  expect(answer.headers.allow).toBe("POST");
});
