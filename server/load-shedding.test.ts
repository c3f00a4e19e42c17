import type { Server } from "node:http";
import express from "express";
import { afterEach, expect, test } from "vitest";
import { loadShedding, sampleEventLoopLag, shedReason } from "./load-shedding.ts";

const limits = { maxLagMs: 100, maxInFlight: 8, maxOldestMs: 1_000 };

test("a request is turned away when the loop lags, too many are in flight, or they wait too long", () => {
  const idle = { lagMs: 0, inFlight: 0, oldestMs: 0 };
  expect(shedReason(idle, limits)).toBeNull();
  expect(shedReason({ ...idle, lagMs: 100, inFlight: 7, oldestMs: 1_000 }, limits)).toBeNull();
  expect(shedReason({ ...idle, lagMs: 101 }, limits)).toBe("lag");
  expect(shedReason({ ...idle, inFlight: 8 }, limits)).toBe("inFlight");
  expect(shedReason({ ...idle, inFlight: 6, oldestMs: 1_001 }, limits)).toBe("queue");
  expect(shedReason({ ...idle, inFlight: 5, oldestMs: 1_001 }, limits)).toBeNull();
  // One slow request alone holds nobody up.
  expect(shedReason({ ...idle, inFlight: 1, oldestMs: 60_000 }, limits)).toBeNull();
});

/** A clock moved by hand, and the sampler's timer fired by hand. */
function manualSampler() {
  let time = 0;
  let tick = () => {};
  const sampler = sampleEventLoopLag({
    intervalMs: 50,
    now: () => time,
    every: (each) => {
      tick = each;
      return () => {};
    },
  });
  return {
    sampler,
    advance: (ms: number) => (time += ms),
    tick: () => tick(),
  };
}

test("the lag is the timer's drift on every recent tick, not one slow moment", () => {
  const { sampler, advance, tick } = manualSampler();
  const late = (ms: number) => {
    advance(50 + ms);
    tick();
  };
  late(0);
  expect(sampler.lagMs()).toBe(0);
  // One stall of 600 ms (a slow render) among ticks on time: not overload.
  late(600);
  expect(sampler.lagMs()).toBe(0);
  // Late tick after tick: the loop can't keep up.
  for (const ms of [300, 250, 400, 320]) late(ms);
  expect(sampler.lagMs()).toBe(250);
  // On time again: the lag is gone once a tick is.
  late(0);
  expect(sampler.lagMs()).toBe(0);
});

let server: Server | undefined;
afterEach(() => server?.close());

async function serve(options: { lagMs: () => number; maxInFlight?: number; now?: () => number }) {
  const renders: string[] = [];
  const held: (() => void)[] = [];
  const shedding = loadShedding({
    maxLagMs: 100,
    maxInFlight: options.maxInFlight ?? 10,
    maxOldestMs: 1_000,
    lagMs: options.lagMs,
    ...(options.now ? { now: options.now } : {}),
    files: [(req, res, next) => (req.path === "/assets/app.js" ? void res.send("file") : next())],
    exempt: (_req, path) => path === "/api/health",
    urgent: (req, path) => req.method === "POST" && path.endsWith("/moves"),
  });
  const app = express()
    .use(shedding)
    .get("/api/health", (_req, res) => void res.json({ ok: true }))
    .get("/hold", (_req, res) => void held.push(() => res.send("held")))
    .post("/api/rooms/:code/moves", (_req, res) => void res.json({ version: 1 }))
    .use((req, res) => {
      renders.push(req.path);
      res.send("rendered");
    });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server?.once("listening", resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return { origin, renders, held, shedding };
}

test("a lagging server answers 503 with Retry-After at once, yet serves files and health", async () => {
  const { origin, renders } = await serve({ lagMs: () => 500 });
  const page = await fetch(`${origin}/games/dice`);
  expect(page.status).toBe(503);
  expect(page.headers.get("retry-after")).toBe("2");
  expect(page.headers.get("content-type")).toMatch(/text\/html/);
  const api = await fetch(`${origin}/api/packs`);
  expect(api.status).toBe(503);
  expect(await api.json()).toMatchObject({ code: "busy" });
  const move = await fetch(`${origin}/api/rooms/ABCD/moves`, { method: "POST", body: "{}" });
  expect(move.status).toBe(503);
  expect(renders).toEqual([]);
  expect(await (await fetch(`${origin}/assets/app.js`)).text()).toBe("file");
  expect((await fetch(`${origin}/api/health`)).status).toBe(200);
});

test("requests past the in-flight limit are turned away until one finishes", async () => {
  const { origin, held, shedding } = await serve({ lagMs: () => 0, maxInFlight: 2 });
  const first = fetch(`${origin}/hold`);
  const second = fetch(`${origin}/hold`);
  await expect.poll(() => held.length).toBe(2);
  expect((await fetch(`${origin}/games/dice`)).status).toBe(503);
  held.shift()?.();
  expect((await first).status).toBe(200);
  await expect.poll(() => shedding.inFlight()).toBe(1);
  expect((await fetch(`${origin}/games/dice`)).status).toBe(200);
  held.shift()?.();
  expect((await second).status).toBe(200);
});

test("a request whose client went away no longer counts as in flight", async () => {
  const { origin, held, shedding } = await serve({ lagMs: () => 0, maxInFlight: 1 });
  const controller = new AbortController();
  const gone = fetch(`${origin}/hold`, { signal: controller.signal }).catch(() => null);
  await expect.poll(() => held.length).toBe(1);
  controller.abort();
  await gone;
  await expect.poll(() => shedding.inFlight()).toBe(0);
  expect((await fetch(`${origin}/games/dice`)).status).toBe(200);
});

test("requests are turned away while the oldest of several in flight has waited too long", async () => {
  let time = 0;
  const { origin, held, shedding } = await serve({ lagMs: () => 0, now: () => time });
  const waiting = Array.from({ length: 6 }, () => fetch(`${origin}/hold`));
  await expect.poll(() => held.length).toBe(6);
  expect((await fetch(`${origin}/games/dice`)).status).toBe(200);
  time += 1_001;
  expect((await fetch(`${origin}/games/dice`)).status).toBe(503);
  for (const release of held.splice(0)) release();
  await Promise.all(waiting);
  await expect.poll(() => shedding.inFlight()).toBe(0);
  expect((await fetch(`${origin}/games/dice`)).status).toBe(200);
});

test("a room's move gets through a queue of pages, and is turned away only when the loop lags", async () => {
  let lag = 0;
  const { origin, held } = await serve({ lagMs: () => lag, maxInFlight: 1 });
  const waiting = fetch(`${origin}/hold`);
  await expect.poll(() => held.length).toBe(1);
  expect((await fetch(`${origin}/games/dice`)).status).toBe(503);
  const move = () => fetch(`${origin}/api/rooms/ABCD/moves`, { method: "POST", body: "{}" });
  expect((await move()).status).toBe(200);
  lag = 500;
  expect((await move()).status).toBe(503);
  held.shift()?.();
  await waiting;
});
