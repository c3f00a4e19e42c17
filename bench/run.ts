// Performance benchmarks (`npm run bench`): never part of `npm test`.
// 1. Requests per second on loopback: a bare JSON route, the prerendered landing page, a
//    page rendered on request (the 404 page: full layout through React Router's SSR), and a
//    game page as a signed-out visitor gets it (renders shared between visitors,
//    docs/decisions/020-fast-game-pages.md) and as a signed-in player does (rendered each
//    time), with the signed-out game page's share of the prerendered page's rate.
// 2. Gzipped JavaScript a browser downloads for each page, against its budget
//    (scripts/page-weight.ts).
// 3. The server's start on a fresh embedded database: its first answer (the landing page),
//    the moment everything answers, its memory on the way and once it has settled.
// 4. Rooms under load (bench/rooms.ts): 20 rooms of 10 phones on a server of their own, each
//    move's fan-out to every phone in its room, and the server's memory per room. Then a move's
//    server CPU and fan-out against a plain Node SSE server measured in the same run
//    (bench/room-load.ts, bench/floor-server.ts): 200 phones on each database, and 2,000.
// 5. Settled memory on both databases and PGlite's alone (bench/memory.ts), and overload
//    (bench/overload.ts): the game page's knee, then twice it of mixed traffic.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { chromium, type BrowserContext } from "playwright-core";
import { measurePageWeight } from "../scripts/page-weight.ts";
import { benchMemory } from "./memory.ts";
import { benchOverload } from "./overload.ts";
import { progressOf } from "./room-client.ts";
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
  },
];
// A game page is what a table opens most; it should serve at least half as fast as a file.
const gamePageRatioTarget = 0.5;

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
  const stop = async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
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

async function measureThroughput() {
  const cookie = await signUp();
  const rows = [];
  for (const target of targets) {
    // Bounded in time and connections; loopback only.
    const result = await autocannon({
      url: origin + target.path,
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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * In Chromium: from a "Next" click to the new prompt painted (200 presses), and the first
 * prompt's paint on a throttled phone (4x CPU, 150 ms RTT, 1.6 Mbit/s, as Lighthouse's mobile).
 */
async function measureGamePage(gamePath: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
    ],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent: browserUserAgent,
    });
    await context.addInitScript(() => {
      window.localStorage.setItem("party-dojo:age", JSON.stringify({ confirmed: true }));
      window.localStorage.setItem("party-dojo:consent", JSON.stringify({ analytics: false }));
    });
    const page = await context.newPage();
    await page.goto(origin + gamePath, { waitUntil: "networkidle" });
    // A mid-range phone's CPU, as Lighthouse's mobile profile has it.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const clicks = await page.evaluate(async (presses) => {
      const prompt = document.querySelector('[data-testid="prompt"]');
      const next = [...document.querySelectorAll("button")].find(
        (b) => b.textContent?.trim() === "Next",
      );
      if (!prompt || !next) throw new Error("no prompt or Next button");
      const times: number[] = [];
      for (let i = 0; i < presses; i += 1) {
        const before = prompt.textContent;
        const changed = new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            if (prompt.textContent !== before) {
              observer.disconnect();
              resolve();
            }
          });
          observer.observe(prompt, { childList: true, characterData: true, subtree: true });
        });
        const start = performance.now();
        next.click();
        await changed;
        // The frame that shows it.
        await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
        times.push(performance.now() - start);
      }
      return times;
    }, 200);
    const sorted = [...clicks].sort((a, b) => a - b);

    // A returning table: this context has stored 200 prompts of memory and its switches.
    const returning = await throttledPrompt(context, gamePath);
    const firstContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent: browserUserAgent,
    });
    await firstContext.addInitScript(() => {
      window.localStorage.setItem("party-dojo:age", JSON.stringify({ confirmed: true }));
      window.localStorage.setItem("party-dojo:consent", JSON.stringify({ analytics: false }));
    });
    const first = await throttledPrompt(firstContext, gamePath);
    return {
      page: gamePath,
      "Next→paint p50 ms (4× CPU)": Number(percentile(sorted, 50).toFixed(1)),
      "Next→paint p95 ms (4× CPU)": Number(percentile(sorted, 95).toFixed(1)),
      "throttled prompt (LCP) ms, first visit": first.lcp,
      "throttled prompt settled ms, first visit": first.settled,
      "throttled prompt (LCP) ms, returning": returning.lcp,
      "throttled prompt settled ms, returning": returning.settled,
    };
  } finally {
    await browser.close();
  }
}

/**
 * One load of a game page on a throttled phone (4x CPU, 150 ms RTT, 1.6 Mbit/s, as
 * Lighthouse's mobile): when the first prompt is painted (LCP) and when it is settled, i.e.
 * the page has hydrated and the card honours this tab's packs, memory and players (the card
 * carries `data-dealt="tab"` from then on; a build without the mark counts hydration).
 */
async function throttledPrompt(context: BrowserContext, gamePath: string) {
  await context.addInitScript(() => {
    const done = () => {
      const prompt = document.querySelector<HTMLElement>('[data-testid="prompt"]');
      const dealt = prompt?.dataset.dealt;
      return (
        document.documentElement.dataset.hydrated === "true" &&
        prompt !== null &&
        (dealt === undefined || dealt === "tab")
      );
    };
    new MutationObserver((_, observer) => {
      if (!done()) return;
      Reflect.set(window, "__promptSettledAt", performance.now());
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, childList: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(origin + gamePath, { waitUntil: "load" });
  await page.waitForFunction(() => typeof Reflect.get(window, "__promptSettledAt") === "number");
  const timings = await page.evaluate(
    () =>
      new Promise<{ lcp: number; settled: number }>((resolve) => {
        const settled = Number(Reflect.get(window, "__promptSettledAt"));
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          resolve({ lcp: last?.startTime ?? 0, settled });
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
  await page.close();
  return { lcp: Math.round(timings.lcp), settled: Math.round(timings.settled) };
}

const { start, stop: stopServer } = await startServer();
console.log(
  "Server start on a fresh embedded database (targets: first answer ≤ 1,000 ms; idle memory well under 500 MB):",
);
console.table([
  {
    "first answer (GET /) ms": start.firstAnswerMs,
    "everything answers ms": start.openMs,
    "peak memory while opening MB": start.peakMb,
    "idle memory MB": start.idleMb,
  },
]);
try {
  await part("throughput", async () => {
    console.log(`Throughput, ${seconds} s per route, 10 connections, loopback:`);
    const throughput = await measureThroughput();
    console.table(throughput.map(({ key: _key, ...row }) => row));
    const rate = (key: string) =>
      throughput.find((row) => row.key === key)?.["req/s (avg)"] ?? Number.NaN;
    const ratio = rate("game") / rate("prerendered");
    console.log(
      `Game page ÷ prerendered page: ${ratio.toFixed(2)} (target ≥ ${gamePageRatioTarget})`,
    );
  });
  await part("the game page in Chromium", async () => {
    console.log(
      "A game page in Chromium (targets: Next→paint p95 ≤ 50 ms at 4× CPU; prompt ≤ 1,000 ms returning and ≤ 1,500 ms on a first visit, throttled; settled = hydrated with the tab's card):",
    );
    console.table([await measureGamePage("/games/never-have-i-ever")]);
  });
} finally {
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
await part("rooms", () => benchRooms());
await part("rooms against the floor", () => benchRoomLoad());
await part("memory", () => benchMemory());
await part("overload", () => benchOverload());
