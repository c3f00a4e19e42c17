import type { IncomingMessage, Server } from "node:http";
import express from "express";
import { afterEach, expect, test } from "vitest";
import { createMetrics, isLoopbackAddress, routeBucket, routeSegments } from "./metrics.ts";

let server: Server | undefined;
afterEach(() => server?.close());

const token = "a-metrics-token-of-some-length";

async function serve(isLoopback: (req: IncomingMessage) => boolean) {
  const metrics = createMetrics({
    pages: new Set(["games"]),
    apis: new Set(["packs", "health"]),
    eventStreams: () => 3,
    roomsActive: async () => 2,
    lagMs: () => 12,
    token,
    isLoopback,
  });
  metrics.rooms.moveApplied(4);
  metrics.rooms.fannedOut(1);
  metrics.shed("lag");
  const app = express()
    .use(metrics.timeRequests)
    .use(metrics.serve)
    .get("/api/health", async (_req, res) => {
      await metrics.timeDatabase("ping", async () => null);
      res.json({ ok: true });
    })
    .use((_req, res) => void res.status(404).send("no"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server?.once("listening", resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}

test("/metrics answers loopback with the server's figures, requests bucketed by route", async () => {
  const origin = await serve((req) => isLoopbackAddress(req.socket.remoteAddress));
  await fetch(`${origin}/api/health`);
  await fetch(`${origin}/games/never-have-i-ever?x=1`);
  await fetch(`${origin}/wp-admin/${"x".repeat(40)}.php`);
  const answer = await fetch(`${origin}/metrics`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0.0.4/);
  const text = await answer.text();
  for (const name of [
    "http_request_duration_seconds_bucket",
    "http_requests_shed_total",
    "database_query_duration_seconds_count",
    "room_move_apply_seconds_count",
    "room_fan_out_seconds_count",
    "room_event_streams_open 3",
    "rooms_active 2",
    "event_loop_lag_seconds 0.012",
    "process_resident_memory_bytes",
    "nodejs_eventloop_lag_seconds",
  ]) {
    expect(text).toContain(name);
  }
  expect(text).toContain('route="api:health",method="GET",status="200"');
  expect(text).toContain('route="page:games",method="GET",status="404"');
  expect(text).toContain('route="file"');
  // Never the address itself.
  expect(text).not.toContain("never-have-i-ever");
  expect(text).not.toContain("wp-admin");
});

test("/metrics is not found from elsewhere without the token, and answers with it", async () => {
  const origin = await serve(() => false);
  expect((await fetch(`${origin}/metrics`)).status).toBe(404);
  const wrong = { authorization: `Bearer ${token.replace("a", "b")}` };
  expect((await fetch(`${origin}/metrics`, { headers: wrong })).status).toBe(404);
  // Forwarded headers name no address the check believes.
  const forwarded = { "x-forwarded-for": "127.0.0.1" };
  expect((await fetch(`${origin}/metrics`, { headers: forwarded })).status).toBe(404);
  const right = { authorization: `Bearer ${token}` };
  const answer = await fetch(`${origin}/metrics`, { headers: right });
  expect(answer.status).toBe(200);
  expect(await answer.text()).toContain("http_request_duration_seconds");
});

test("routes fall into a bounded set of buckets", () => {
  const known = { pages: new Set(["games", "info"]), apis: new Set(["packs"]) };
  expect(routeBucket("/", known)).toBe("page:/");
  expect(routeBucket("/games/dice", known)).toBe("page:games");
  expect(routeBucket("/api/packs/123/export", known)).toBe("api:packs");
  expect(routeBucket("/api/zzz-random", known)).toBe("api:other");
  expect(routeBucket("/assets/app-abc.js", known)).toBe("asset");
  expect(routeBucket("/favicon.ico", known)).toBe("file");
  expect(routeBucket("/random-thing", known)).toBe("other");
  expect(isLoopbackAddress("::ffff:127.0.0.1")).toBe(true);
  expect(isLoopbackAddress("10.0.0.1")).toBe(false);
});

test("the buckets are read from the app's route table", () => {
  const routes = {
    root: { path: "" },
    api: { parentId: "root", path: "api" },
    packs: { parentId: "api", path: "packs/:id" },
    games: { parentId: "root", path: "games/dice" },
    param: { parentId: "root", path: ":lang/x" },
  };
  const { pages, apis } = routeSegments(routes);
  expect([...pages]).toEqual(["games"]);
  expect(apis.has("packs")).toBe(true);
});
