// Performance benchmarks (`npm run bench`): never part of `npm test`.
// 1. Requests per second on loopback: a bare JSON route, the prerendered landing page, a
//    page rendered on request (the 404 page: full layout through React Router's SSR), and a
//    game page as a signed-out visitor gets it (renders shared between visitors,
//    docs/decisions/020-fast-game-pages.md) and as a signed-in player does (rendered each
//    time), with the signed-out game page's share of the prerendered page's rate.
// 2. Beside a framework floor measured in the same run (bench/framework-floor.ts: a minimal
//    React Router app with one prompt and a Next button, bench/floor-app), in Chromium: every
//    script each page loads until idle, the first prompt on a throttled phone on a first and
//    a returning visit, Next→new prompt at 4x CPU, and Lighthouse's mobile score
//    (bench/beside-the-floor.ts); the floor's requests per second beside the signed-in game
//    page's. Then the JavaScript of each page's route chain against its budget
//    (scripts/page-weight.ts).
// 3. The server's start on a fresh embedded database: its first answer (the landing page),
//    the moment everything answers, its memory on the way and once it has settled.
// 4. Rooms under load (bench/rooms.ts): 20 rooms of 10 phones on a server of their own, each
//    move's fan-out to every phone in its room, and the server's memory per room. Then a move's
//    server CPU and fan-out against a plain Node SSE server measured in the same run
//    (bench/room-load.ts, bench/floor-server.ts): 200 phones on each database, and 2,000.
// 5. Settled memory on both databases and PGlite's alone (bench/memory.ts), and overload
//    (bench/overload.ts): the game page's knee, then twice it of mixed traffic.
// BENCH_QUICK=1 leaves out 4 and 5 (minutes of load on the machine).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { chromium } from "playwright-core";
import { measurePageWeight } from "../scripts/page-weight.ts";
import {
  anArticlePath,
  printFirstPrompt,
  printLighthouse,
  printLoadedScripts,
  printNextPrompt,
  verdict,
  type BenchPage,
} from "./beside-the-floor.ts";
import { startFloorApp, type FloorApp } from "./framework-floor.ts";
import { benchMemory } from "./memory.ts";
import { benchOverload } from "./overload.ts";
import { createRoom, progressOf } from "./room-client.ts";
import { benchRoomLoad } from "./room-load.ts";
import { benchRooms } from "./rooms.ts";
import { serverEntry, serverEnvironment, serverNodeOptions } from "#server/process-settings.ts";

const port = Number(process.env.BENCH_PORT ?? 3499);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const origin = `http://127.0.0.1:${port}`;
// A phone's browser, on every request: to isbot anything else is a crawler, and a crawler's
// 404 is answered in plain text without rendering (app/entry.server.tsx), so the SSR row would
// measure nothing and the game page would stream as for a crawler.
const browserUserAgent =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36";
const buildDir = path.resolve("build");
const clientDir = path.join(buildDir, "client");
const gamePath = "/games/never-have-i-ever";
const quick = process.env.BENCH_QUICK === "1";
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const nextPresses = 50;
const nextRounds = 4;

const targets = [
  { name: "bare route  GET /api/health (one DB ping)", path: "/api/health" },
  { name: "prerendered GET /", path: "/", key: "prerendered" },
  { name: "SSR         GET /no-such-page (404 page)", path: "/no-such-page" },
  {
    name: "SSR         GET /games/never-have-i-ever",
    path: "/games/never-have-i-ever",
    key: "game",
  },
  {
    name: "SSR         GET /games/never-have-i-ever (signed in)",
    path: "/games/never-have-i-ever",
    signedIn: true,
    key: "signed-in game",
  },
];
// A game page is what a table opens most; it should serve at least half as fast as a file,
// and rendered for a signed-in player at least half as fast as the framework floor's page.
const gamePageRatioTarget = 0.5;
const floorRatioTarget = 0.5;

/**
 * Milliseconds since `since` until `path` answers 200, polled every 20 ms, for as long as the
 * server makes progress (a busy machine slows a start; one that stopped moving fails).
 */
async function firstOk(path: string, since: number, progressed: () => boolean): Promise<number> {
  const stallMs = 60_000;
  const deadline = Date.now() + 600_000;
  let lastProgress = Date.now();
  while (Date.now() < Math.min(deadline, lastProgress + stallMs)) {
    if (progressed()) lastProgress = Date.now();
    try {
      const answer = await fetch(origin + path, { headers: { "user-agent": browserUserAgent } });
      if (answer.ok) return Math.round(performance.now() - since);
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${origin}${path} did not answer in time`);
}

/** The resident memory of a process, in MB (Linux); NaN once it has gone. */
function residentMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
    return Math.round(kib / 1024);
  } catch {
    return Number.NaN;
  }
}

/** Runs one part of the benchmark; a failure is printed as that part's figures being invalid. */
async function part(name: string, run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    console.log(
      `INVALID: ${name} has no figures: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * The memory a process settles at once left alone: V8 gives back the garbage of the start
 * only after some 8 quiet seconds, so this samples every half second until twenty samples
 * in a row (10 s) lie within 2 MB, or 40 s have passed.
 */
async function settledResidentMb(pid: number | undefined): Promise<number> {
  const samples: number[] = [];
  const deadline = Date.now() + 40_000;
  for (;;) {
    samples.push(residentMb(pid));
    const recent = samples.slice(-20);
    if (recent.length === 20 && Math.max(...recent) - Math.min(...recent) <= 2) break;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return samples.at(-1) ?? Number.NaN;
}

async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "party-dojo-bench-"));
  const server = spawn(process.execPath, [...serverNodeOptions, serverEntry], {
    env: {
      ...process.env,
      ...serverEnvironment,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const started = performance.now();
  const progressed = progressOf(server.pid, () => 0);
  let peakMb = 0;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, residentMb(server.pid));
  }, 100);
  const firstAnswerMs = await firstOk("/", started, progressed);
  const openMs = await firstOk("/api/health", started, progressed);
  clearInterval(sampler);
  const start = { firstAnswerMs, openMs, peakMb, idleMb: await settledResidentMb(server.pid) };
  let stopping = false;
  const exited = new Promise<void>((resolve) =>
    server.once("exit", (code, signal) => {
      // Every figure after this is invalid: say why, rather than leave refused connections.
      if (!stopping) console.log(`The server under test exited by itself (${signal ?? code}).`);
      resolve();
    }),
  );
  const stop = async () => {
    stopping = true;
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { start, stop };
}

/** A new account's session cookie, through the same endpoint the sign-up form posts to. */
async function signUp(): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, "user-agent": browserUserAgent },
    body: JSON.stringify({ email: "bench@example.com", password: "bench-password", name: "bench" }),
  });
  const cookie = response.headers.getSetCookie().find((each) => each.includes("session_token"));
  if (!response.ok || !cookie) throw new Error(`the bench could not sign up (${response.status})`);
  return cookie.split(";")[0] ?? "";
}

async function measureThroughput(cookie: string, floor: FloorApp | null) {
  const rows = [];
  const floorTarget = floor && {
    name: "SSR         GET / of the framework floor",
    path: "/",
    key: "floor",
    origin: floor.origin,
  };
  for (const target of floorTarget ? [...targets, floorTarget] : targets) {
    // Bounded in time and connections; loopback only.
    const result = await autocannon({
      url: ("origin" in target ? target.origin : origin) + target.path,
      connections: 10,
      duration: seconds,
      headers: {
        "accept-encoding": "gzip",
        "user-agent": browserUserAgent,
        ...("signedIn" in target ? { cookie } : {}),
      },
    });
    rows.push({
      key: "key" in target ? target.key : null,
      route: target.name,
      "req/s (avg)": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      errors: result.errors,
      "non-2xx": result.non2xx,
    });
  }
  return rows;
}

const box = () =>
  loadavg()
    .map((each) => each.toFixed(2))
    .join(" ");
console.log(`Load average at the start: ${box()} (on ${String(process.env.BENCH_PORT ?? port)})`);
const { start, stop: stopServer } = await startServer();
console.log("Server start on a fresh embedded database:");
console.table([
  {
    "first answer (GET /) ms": start.firstAnswerMs,
    "target ms": "≤ 1,000",
    result: verdict(start.firstAnswerMs <= 1_000),
    "everything answers ms": start.openMs,
    "peak memory while opening MB": start.peakMb,
    "idle memory MB": start.idleMb,
    "idle target MB": "< 500",
    "idle result": verdict(start.idleMb < 500),
  },
]);
// Set inside a part, so TypeScript keeps its type: a holder, not a narrowed `let`.
const running: { floor: FloorApp | null } = { floor: null };
try {
  await part("the framework floor", async () => {
    running.floor = await startFloorApp();
    console.log(`Framework floor (bench/floor-app) built and served at ${running.floor.origin}`);
  });
  let cookie = "";
  await part("signing up", async () => {
    cookie = await signUp();
  });
  await part("throughput", async () => {
    if (!cookie) throw new Error("no signed-in session to measure with");
    console.log(`Throughput, ${seconds} s per route, 10 connections, loopback:`);
    const throughput = await measureThroughput(cookie, running.floor);
    console.table(throughput.map(({ key: _key, ...row }) => row));
    const rate = (key: string) =>
      throughput.find((row) => row.key === key)?.["req/s (avg)"] ?? Number.NaN;
    const ratio = rate("game") / rate("prerendered");
    console.log(
      `Game page ÷ prerendered page: ${ratio.toFixed(2)} (target ≥ ${gamePageRatioTarget}) ${verdict(ratio >= gamePageRatioTarget)}`,
    );
    const floorRatio = rate("signed-in game") / rate("floor");
    console.log(
      Number.isFinite(floorRatio)
        ? `Game page rendered for a signed-in player ÷ the framework floor's page: ${floorRatio.toFixed(2)} (target ≥ ${floorRatioTarget}) ${verdict(floorRatio >= floorRatioTarget)}`
        : "INVALID: the game page beside the floor has no figure: the floor did not serve",
    );
  });
  await part("pages beside the framework floor", async () => {
    const floorApp = running.floor;
    if (!floorApp) throw new Error("the framework floor did not start");
    if (!cookie) throw new Error("no signed-in session for the profile page");
    const seat = await createRoom(origin, {
      game: "most-likely-to",
      name: "Bench",
      address: "192.0.2.10",
    });
    const page = (name: string, pagePath: string, cookies: string[] = []): BenchPage => ({
      name,
      origin,
      path: pagePath,
      cookies,
    });
    const game = page("game page", gamePath);
    const floorPage: BenchPage = {
      name: "framework floor /",
      origin: floorApp.origin,
      path: "/",
      cookies: [],
      floor: true,
    };
    const pages = [
      game,
      page("article", anArticlePath(clientDir)),
      page("home", "/"),
      page("profile (signed in)", "/profile", [cookie]),
      page("editor", "/editor"),
      page("room", `/rooms/${seat.code}`, [seat.cookie]),
      floorPage,
    ];
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
    try {
      await part("scripts loaded until idle", async () => {
        console.log(
          "JavaScript loaded until idle, first visit (fresh context, service worker allowed, data saver on as on mobile data; gzip -6 of each script; the worker's own fetches apart):",
        );
        await printLoadedScripts(browser, pages, {
          userAgent: browserUserAgent,
          clientDir,
          gamePath,
        });
      });
      await part("the first prompt", async () => {
        console.log(
          "The first prompt on a throttled phone (150 ms RTT, 1.6 Mbit/s down, 4× CPU): first visit on a fresh context, then returning (the worker active, reloaded); settled = hydrated with the tab's card:",
        );
        await printFirstPrompt(browser, game, floorPage, browserUserAgent);
      });
      await part("the next prompt", async () => {
        console.log(
          `Next→new prompt at 4× CPU, game page beside the floor: ${nextRounds} rounds of ${nextPresses} presses each, taking turns, pooled:`,
        );
        await printNextPrompt(browser, game, floorPage, {
          userAgent: browserUserAgent,
          presses: nextPresses,
          rounds: nextRounds,
        });
      });
    } finally {
      await browser.close();
    }
    await part("Lighthouse", async () => {
      console.log(
        `Lighthouse performance, mobile, simulated throttling, median of ${lighthouseRuns} runs:`,
      );
      await printLighthouse(pages, lighthouseRuns);
    });
  });
} finally {
  await running.floor?.stop();
  await stopServer();
}
const weight = await measurePageWeight(buildDir);
console.log(
  `JavaScript per page (browser entry + route chain, gzip -9; framework floor ${weight.floorKiB} KiB):`,
);
console.table(
  weight.pages.map((page) => ({
    route: page.route,
    "JS files": page.files,
    "gzip KiB": page.gzipKiB,
    "over floor KiB": page.overFloorKiB,
    budget: page.budgetKiB === undefined ? "" : `+${page.budgetKiB}`,
    "within budget": page.budgetKiB === undefined ? "" : page.overFloorKiB <= page.budgetKiB,
  })),
);
// Last, on servers of their own: the one above has stopped, so neither slows the other.
if (!quick) {
  await part("rooms", () => benchRooms());
  await part("rooms against the floor", () => benchRoomLoad());
  await part("memory", () => benchMemory());
  await part("overload", () => benchOverload());
}
console.log(`Load average at the end: ${box()}`);
