import { request as httpRequest, createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseEnv } from "#app/env.server.ts";
import { createLocalProvider } from "#app/features/billing/local-provider.server.ts";
import { createLoadContext } from "#app/load-context.server.ts";
import { openRooms, type OpenRooms } from "#app/open-rooms.server.ts";
import * as rootModule from "#app/root.tsx";
import * as newRoomModule from "#app/routes/rooms/new-room.tsx";
import { createOutbox } from "#app/utils/messaging/outbox.server.ts";
import { createApp } from "#server/app.ts";
import { roomChannel } from "#server/room-channel.ts";
import { authFor } from "#tests/setup/accounts.ts";
import { getTestDatabase } from "#tests/setup/test-database.ts";

// A proxy that ends TLS in front of the Express app server/index.ts serves: the browser's
// Origin is https://party.example while the connection reaching us is plain http from the
// proxy. React Router only acts on a page form whose Origin is the request's own address, so
// the address must be the one the proxy was reached at, and only when TRUST_PROXY trusts it.
//
// The build holds the real root (its middleware: session, user, language) and the real
// "start a room" route; a redirect is answered before anything renders, so nothing else of
// the production build is needed.
const publicAddress = "https://party.example";

/** What React Router reported while answering: its refusal of a forged action, here. */
const routerErrors: string[] = [];

const build = {
  entry: {
    module: {
      default: (_request: Request, status: number) => new Response("rendered", { status }),
      createLoadContext,
      handleError: (error: unknown) => routerErrors.push(String(error)),
    },
  },
  routes: {
    root: { id: "root", path: "", module: rootModule },
    "routes/rooms/new-room": {
      id: "routes/rooms/new-room",
      parentId: "root",
      path: "rooms/new",
      module: newRoomModule,
    },
  },
  assets: { routes: {}, entry: { module: "", imports: [] }, url: "", version: "test" },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

let rooms: OpenRooms;
const servers: Server[] = [];

beforeAll(async () => {
  const { db } = await getTestDatabase();
  rooms = await openRooms({ db, log: pino({ level: "silent" }) });
});

afterAll(async () => {
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
  await rooms.close();
});

/** The whole app on a loopback port, configured with `settings` on top of the public address. */
async function serve(settings: Record<string, string>): Promise<number> {
  const { db, kind, ping } = await getTestDatabase();
  const env = parseEnv({
    NODE_ENV: "test",
    BASE_URL: publicAddress,
    LOG_LEVEL: "silent",
    ...settings,
  });
  const app = createApp({
    env,
    logger: pino({ level: "silent" }),
    database: { db, kind, ping },
    auth: authFor(db),
    outbox: createOutbox(),
    payments: createLocalProvider(db, () => Math.floor(Date.now() / 1000)),
    stripe: null,
    loadBuild: () => Promise.resolve(build),
    assets: [],
    rooms: { service: rooms.service, channel: roomChannel(rooms.service).router },
  });
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

interface Answer {
  status: number;
  location: string | undefined;
  cookies: string[];
}

/** "Start a room" as the browser sent it to the proxy, and the proxy on to us. */
function startRoomThroughProxy(port: number, clientAddress: string, path = "/rooms/new") {
  const body = new URLSearchParams({ game: "most-likely-to", name: "Ada" }).toString();
  return new Promise<Answer>((resolve, reject) => {
    const sent = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path,
        headers: {
          Host: "party.example",
          Origin: publicAddress,
          "X-Forwarded-Proto": "https",
          "X-Forwarded-Host": "party.example",
          "X-Forwarded-For": clientAddress,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": String(Buffer.byteLength(body)),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            cookies: res.headers["set-cookie"] ?? [],
          }),
        );
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}

const cookieNamed = (cookies: string[], name: string) =>
  cookies.find((cookie) => cookie.startsWith(`${name}=`));

describe("a page form through a proxy that ends TLS", () => {
  test("with TRUST_PROXY trusting the proxy, the room starts and its cookies are Secure", async () => {
    const port = await serve({ TRUST_PROXY: "loopback" });
    const answer = await startRoomThroughProxy(port, "203.0.113.21", "/rooms/new?lang=da");
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/rooms\/[A-Z0-9]+$/);
    expect(cookieNamed(answer.cookies, "pd_seat")).toMatch(/; Secure/);
    expect(cookieNamed(answer.cookies, "lng")).toMatch(/^lng=da;.*; Secure/);
  });

  test("a hop count trusts the proxy just the same", async () => {
    const port = await serve({ TRUST_PROXY: "1" });
    const answer = await startRoomThroughProxy(port, "203.0.113.22");
    expect(answer.status).toBe(302);
  });

  test("without TRUST_PROXY the forwarded headers are ignored and the form is refused", async () => {
    const port = await serve({});
    routerErrors.length = 0;
    const answer = await startRoomThroughProxy(port, "203.0.113.23");
    expect(answer.status).toBe(400);
    expect(routerErrors).toEqual([expect.stringMatching(/origin does not match/)]);
    expect(cookieNamed(answer.cookies, "pd_seat")).toBeUndefined();
  });

  test("a peer outside the trusted subnets is not believed either", async () => {
    const port = await serve({ TRUST_PROXY: "10.0.0.0/8" });
    routerErrors.length = 0;
    const answer = await startRoomThroughProxy(port, "203.0.113.24");
    expect(answer.status).toBe(400);
    expect(routerErrors).toEqual([expect.stringMatching(/origin does not match/)]);
  });
});
