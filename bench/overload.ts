// Overload (`npm run bench`, last; or `node bench/overload.ts` after a build): a production
// server of its own, first on a fresh embedded database and then, when PostgreSQL answers at
// BENCH_POSTGRES_URL, on a throw-away database there.
// 1. The game page's knee: a short stepped ramp of signed-out game page requests, up to the
//    rate where its throughput stops growing or its p99 rises sharply.
// 2. Twice that rate, open loop (requests are fired on a schedule whatever the answers, up
//    to a cap on requests in flight; what the cap turns away is counted as dropped), for
//    BENCH_OVERLOAD_SECONDS (60; BENCH_OVERLOAD_RATE sets the rate instead) of mixed traffic: the game page, `/`, /api/packs,
//    /api/health, a few room moves a second, and 12 phones watching their rooms' events.
// 3. What a visitor gets meanwhile: accepted answers' p50 and p99, the share answered 503
//    (busy), connections reset (goal 0), the server's peak memory, and once the load stops,
//    the seconds until /api/health answers within 100 ms (goal < 5 s).
// Each figure is printed with its ratio to the floor measured in the same run or to its goal,
// and whether it can be trusted (the bench shares the machine; when it can't keep its own
// schedule, its figures say so).
import { Agent, request, type IncomingHttpHeaders } from "node:http";
import { readFile } from "node:fs/promises";
import { postgresUrl, throwAwayDatabase } from "./throw-away-database.ts";
import {
  createRoom,
  isConnectionError,
  joinRoom,
  mostLikelyTo,
  RoomStream,
  sendMove,
  startServer,
  type Seat,
} from "./room-client.ts";

const port = Number(process.env.BENCH_OVERLOAD_PORT ?? 3497);
const holdSeconds = Number(process.env.BENCH_OVERLOAD_SECONDS ?? 60);
const stepSeconds = Number(process.env.BENCH_KNEE_STEP_SECONDS ?? 4);
// Requests in flight at once; beyond it a request due is dropped, not queued in the bench.
const inFlightCap = Number(process.env.BENCH_OVERLOAD_CAP ?? 256);
const kneeRates = [10, 20, 40, 80, 160, 320, 640];
const rooms = 4;
const phonesPerRoom = 3;
const movesPerSecond = 4;
const clientTimeoutMs = 30_000;
const goals = { resets: 0, recoverySeconds: 5, peakMb: 600 };
// A phone's browser: to isbot anything else is a crawler, whose pages render differently.
const browserUserAgent =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36";

type Kind = "ok" | "busy" | "refused" | "error" | "reset" | "timeout";
interface Outcome {
  kind: Kind;
  /** The target's name, or the connection error's code for a reset. */
  what?: string;
  status: number;
  ms: number;
  at: number;
  /**
   * Sent again once: the kept-alive connection it went out on was closed by the server as it
   * went, before any byte of an answer. HTTP allows a client to resend a GET then, and
   * browsers do it without a word, so it is no failure, but it is counted.
   */
  resent?: boolean;
}

interface Target {
  name: string;
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const round = (value: number, digits = 0) => Number(value.toFixed(digits));

/** One request on a kept-alive connection, classified; never throws. */
function send(agent: Agent, origin: string, target: Target, resent = false): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (kind: Kind, status = 0, why = "") => {
      if (settled) return;
      settled = true;
      const what = why ? `${target.name} ${why}` : target.name;
      resolve({ kind, status, what, ms: performance.now() - started, at: started });
    };
    const url = new URL(target.path, origin);
    const req = request(
      url,
      {
        agent,
        method: target.method,
        headers: {
          "user-agent": browserUserAgent,
          "accept-encoding": "gzip",
          ...target.headers,
          ...(target.body ? { "content-length": String(Buffer.byteLength(target.body)) } : {}),
        },
        timeout: clientTimeoutMs,
      },
      (res) => {
        res.on("data", () => {});
        res.on("end", () => done(classify(res.statusCode ?? 0, res.headers), res.statusCode));
        res.on("error", () => done("reset"));
      },
    );
    req.on("timeout", () => {
      req.destroy();
      done("timeout");
    });
    req.on("error", (error) => {
      const idempotent = target.method === "GET";
      if (idempotent && !resent && !settled && req.reusedSocket && resetLike(error)) {
        settled = true;
        void send(agent, origin, target, true).then((again) =>
          resolve({ ...again, ms: performance.now() - started, at: started, resent: true }),
        );
        return;
      }
      done(
        isConnectionError(error) || resetLike(error) ? "reset" : "error",
        0,
        String(Reflect.get(error, "code") ?? error.message),
      );
    });
    req.end(target.body);
  });
}

function resetLike(error: Error): boolean {
  const code: unknown = Reflect.get(error, "code");
  return code === "ECONNRESET" || code === "EPIPE" || /hang up/.test(error.message);
}

function classify(status: number, _headers: IncomingHttpHeaders): Kind {
  if (status === 503) return "busy";
  if (status >= 200 && status < 400) return "ok";
  return status >= 500 ? "error" : "refused";
}

/**
 * Fires `pick()`'s requests at `rate(seconds since start)` per second for `seconds`, on a
 * 10 ms schedule whatever the answers; a request due while `inFlightCap` are out is dropped.
 */
async function openLoop(
  agent: Agent,
  origin: string,
  seconds: number,
  rate: (t: number) => number,
  pick: () => Target,
  into: LoopTally,
) {
  const started = performance.now();
  let due = 0;
  let fired = 0;
  let last = started;
  const pending: Promise<void>[] = [];
  for (;;) {
    const now = performance.now();
    const t = (now - started) / 1000;
    if (t >= seconds) break;
    into.slipMs.push(Math.max(0, now - last - 10));
    due += (rate(t) * (now - last)) / 1000;
    last = now;
    while (fired < Math.floor(due)) {
      fired += 1;
      if (into.inFlight >= inFlightCap) {
        into.dropped += 1;
        continue;
      }
      into.inFlight += 1;
      pending.push(
        send(agent, origin, pick()).then((outcome) => {
          into.inFlight -= 1;
          into.outcomes.push(outcome);
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return pending;
}

/** Resident memory of a process in MB: VmRSS now, and VmHWM, its peak over its life. */
async function memoryMb(pid: number): Promise<{ rss: number; hwm: number }> {
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const field = (name: string) =>
      Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN) / 1024;
    return { rss: field("VmRSS"), hwm: field("VmHWM") };
  } catch {
    return { rss: Number.NaN, hwm: Number.NaN };
  }
}

interface LoopTally {
  outcomes: Outcome[];
  dropped: number;
  /** How late the bench's own 10 ms schedule ran: a busy machine slows the bench too. */
  slipMs: number[];
  inFlight: number;
}

function newTally(): LoopTally {
  return { outcomes: [], dropped: 0, slipMs: [], inFlight: 0 };
}

const gamePage: Target = { name: "game", method: "GET", path: "/games/never-have-i-ever" };

/** The game page's knee: the highest rate of a stepped ramp it still serves in full and fast. */
async function findKnee(agent: Agent, origin: string) {
  const steps = [];
  let knee = kneeRates[0] ?? 10;
  let floorP99 = Number.NaN;
  // A first render of each page and the JIT's warm-up are not the page's speed.
  await Promise.all(
    await openLoop(
      agent,
      origin,
      stepSeconds,
      () => kneeRates[0] ?? 10,
      () => gamePage,
      newTally(),
    ),
  );
  for (const rate of kneeRates) {
    const tally = newTally();
    const pending = await openLoop(
      agent,
      origin,
      stepSeconds,
      () => rate,
      () => gamePage,
      tally,
    );
    await Promise.all(pending);
    const ok = tally.outcomes.filter((each) => each.kind === "ok");
    const served = ok.length / stepSeconds;
    const p99 = percentile(
      ok.map((each) => each.ms),
      99,
    );
    if (Number.isNaN(floorP99)) floorP99 = p99;
    steps.push({
      "offered req/s": rate,
      "served req/s": round(served, 1),
      "p50 ms": round(
        percentile(
          ok.map((each) => each.ms),
          50,
        ),
        1,
      ),
      "p99 ms": round(p99, 1),
      "503": tally.outcomes.filter((each) => each.kind === "busy").length,
      "resets+timeouts": tally.outcomes.filter(
        (each) => each.kind === "reset" || each.kind === "timeout",
      ).length,
      dropped: tally.dropped,
    });
    // Throughput stopped growing with the rate, or the tail rose sharply: past the knee.
    const kept = served >= 0.9 * rate && p99 <= Math.max(4 * floorP99, 250);
    if (!kept) break;
    knee = rate;
  }
  return { knee, steps, floorP50: steps[0]?.["p50 ms"] ?? Number.NaN, floorP99 };
}

interface Phone {
  seat: Seat;
  stream: RoomStream;
}

async function retried<T>(make: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await make();
    } catch (error) {
      if (attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/** Rooms of Most Likely To with every phone watching, started. */
async function openRooms(baseUrl: string): Promise<Phone[][]> {
  const tables: Phone[][] = [];
  for (let room = 0; room < rooms; room++) {
    const address = (phone: number) => `10.9.${room}.${phone + 1}`;
    const host = await retried(() =>
      createRoom(baseUrl, { game: "most-likely-to", name: "Host", address: address(0) }),
    );
    const seats = [host];
    for (let phone = 1; phone < phonesPerRoom; phone++) {
      seats.push(
        await retried(() =>
          joinRoom(baseUrl, {
            code: host.code,
            name: `Player ${phone + 1}`,
            address: address(phone),
          }),
        ),
      );
    }
    const phones = await Promise.all(
      seats.map(async (seat) => ({ seat, stream: await retried(() => RoomStream.open(seat)) })),
    );
    const answer = await sendMove(host, { type: "start" });
    if (!answer.ok) throw new Error(`room ${host.code} did not start: ${answer.status}`);
    tables.push(phones);
  }
  return tables;
}

/** The next sensible move in a room, from what its host's phone shows: a vote, or "next". */
function nextMove(room: Phone[]): { phone: Phone; body: unknown } | null {
  const [host] = room;
  const board = host ? mostLikelyTo(host.stream.view) : null;
  if (!host || !board?.card) return null;
  const card = board.card.number;
  if (board.phase === "revealed") {
    return { phone: host, body: { type: "game", move: { type: "next", card } } };
  }
  const voter = room.find((phone) => !board.voted.includes(phone.stream.view.me));
  if (!voter) return null;
  const index = room.indexOf(voter);
  const votee = room[(index + 1) % room.length];
  return votee
    ? {
        phone: voter,
        body: { type: "game", move: { type: "vote", card, for: votee.stream.view.me } },
      }
    : null;
}

/** Sends a move per room in turn, `movesPerSecond` in all, until `until()`; never throws. */
async function playMoves(tables: Phone[][], until: () => boolean) {
  const outcomes: Outcome[] = [];
  const pending: Promise<void>[] = [];
  let turn = 0;
  while (!until()) {
    const room = tables[turn % tables.length];
    turn += 1;
    const move = room ? nextMove(room) : null;
    if (move) {
      const started = performance.now();
      pending.push(
        sendMove(move.phone.seat, move.body).then(
          (answer) =>
            void outcomes.push({
              kind: answer.ok ? "ok" : classify(answer.status, {}),
              status: answer.ok ? 200 : answer.status,
              ms: performance.now() - started,
              at: started,
            }),
          (error: unknown) =>
            void outcomes.push({
              kind: isConnectionError(error) ? "reset" : "error",
              status: 0,
              ms: performance.now() - started,
              at: started,
            }),
        ),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1000 / movesPerSecond));
  }
  await Promise.all(pending);
  return outcomes;
}

/** Seconds from `since` until /api/health answers 200 within 100 ms, on a fresh connection. */
async function recoverySeconds(origin: string, since: number, limitMs = 300_000) {
  while (performance.now() - since < limitMs) {
    const outcome = await send(new Agent({ keepAlive: false }), origin, {
      name: "health",
      method: "GET",
      path: "/api/health",
    });
    if (outcome.kind === "ok" && outcome.ms < 100) return (performance.now() - since) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Number.NaN;
}

/** The whole overload run against one server; prints its tables. */
async function overloadOn(label: string, env: Record<string, string>) {
  const server = await startServer({
    port,
    env: {
      NODE_ENV: "production",
      LOG_LEVEL: "error",
      TRUSTED_IP_HEADER: "x-forwarded-for",
      ...env,
    },
  });
  const origin = server.baseUrl;
  const agent = new Agent({ keepAlive: true, maxSockets: inFlightCap });
  let peakRss = 0;
  const memorySampler = setInterval(() => {
    void memoryMb(server.pid).then(({ rss }) => {
      if (rss > peakRss) peakRss = rss;
    });
  }, 250);
  const streams: RoomStream[] = [];
  try {
    const { knee, steps, floorP50, floorP99 } = await findKnee(agent, origin);
    console.log(
      `Overload on ${label}: the game page's knee (${stepSeconds} s per step, open loop):`,
    );
    console.table(steps);
    const tables = await openRooms(origin);
    for (const room of tables) for (const phone of room) streams.push(phone.stream);

    // A fixed rate compares two builds at the same load, whatever knee each run finds.
    const target = Number(process.env.BENCH_OVERLOAD_RATE ?? 0) || 2 * knee;
    const rampSeconds = Math.min(10, holdSeconds / 3);
    const mix: [number, Target][] = [
      [0.45, gamePage],
      [0.2, { name: "home", method: "GET", path: "/" }],
      [0.2, { name: "packs", method: "GET", path: "/api/packs" }],
      [0.15, { name: "health", method: "GET", path: "/api/health" }],
    ];
    const pick = () => {
      let roll = Math.random();
      for (const [share, each] of mix) {
        if (roll < share) return each;
        roll -= share;
      }
      return gamePage;
    };
    const tally = newTally();
    let loading = true;
    const moves = playMoves(tables, () => !loading);
    const pending = await openLoop(
      agent,
      origin,
      rampSeconds + holdSeconds,
      (t) => (t < rampSeconds ? (target * t) / rampSeconds : target),
      pick,
      tally,
    );
    loading = false;
    const stoppedAt = performance.now();
    const recovery = await recoverySeconds(origin, stoppedAt);
    const moveOutcomes = await moves;
    // The requests still out when the load stopped are answered or time out by now.
    await Promise.all(pending);
    const hwm = (await memoryMb(server.pid)).hwm;
    const streamsOpen = streams.filter((stream) => stream.ended === null).length;

    const all = tally.outcomes;
    const accepted = all.filter((each) => each.kind === "ok" || each.kind === "refused");
    const count = (kind: Kind) => all.filter((each) => each.kind === kind).length;
    const resets = count("reset") + moveOutcomes.filter((each) => each.kind === "reset").length;
    const fired = all.length + tally.dropped;
    const p50 = percentile(
      accepted.map((each) => each.ms),
      50,
    );
    const p99 = percentile(
      accepted.map((each) => each.ms),
      99,
    );
    const benchLagP99 = percentile(tally.slipMs, 99);
    // The bench shares the machine: when its own schedule slipped, the rate it offered did too.
    const benchKeptUp = benchLagP99 < 100;
    const validity = (ok: boolean, why: string) => (ok ? "valid" : `INVALID (${why})`);
    console.log(
      `Overload on ${label}: ${round(target)} req/s (knee ${knee}) of mixed traffic for ${holdSeconds} s after a ${rampSeconds} s ramp, at most ${inFlightCap} in flight, ${movesPerSecond} moves/s, ${streams.length} phones watching:`,
    );
    console.table([
      {
        figure: "accepted p50 ms",
        value: round(p50, 1),
        "ratio (to floor or goal)": `${round(p50 / floorP50, 1)} × unloaded p50 (${floorP50} ms)`,
        valid: validity(benchKeptUp && accepted.length > 0, "the bench fell behind its schedule"),
      },
      {
        figure: "accepted p99 ms",
        value: round(p99, 1),
        "ratio (to floor or goal)": `${round(p99 / floorP99, 1)} × unloaded p99 (${round(floorP99, 1)} ms)`,
        valid: validity(benchKeptUp && accepted.length > 0, "the bench fell behind its schedule"),
      },
      {
        figure: "share answered 503 (busy)",
        value: round(count("busy") / Math.max(1, all.length), 3),
        "ratio (to floor or goal)": `${count("busy")} of ${all.length} answered`,
        valid: validity(benchKeptUp, "the bench fell behind its schedule"),
      },
      {
        figure: "connections reset",
        value: resets,
        "ratio (to floor or goal)": `goal ${goals.resets}; ${round(resets / Math.max(1, fired), 4)} of requests`,
        valid: "valid",
      },
      {
        figure: "GETs resent: kept-alive connection closed as they went",
        value: all.filter((each) => each.resent).length,
        "ratio (to floor or goal)":
          "sent once more, as a browser does; counted above if that failed",
        valid: "valid",
      },
      {
        figure: "client timeouts (30 s) and 5xx other than 503",
        value: count("timeout") + count("error"),
        "ratio (to floor or goal)": `${count("timeout")} timeouts, ${count("error")} errors`,
        valid: "valid",
      },
      {
        figure: "dropped by the bench (in-flight cap)",
        value: tally.dropped,
        "ratio (to floor or goal)": `${round(tally.dropped / Math.max(1, fired), 3)} of ${fired} due`,
        valid: "valid",
      },
      {
        figure: "peak RSS under load MB (VmRSS sampled)",
        value: round(peakRss),
        "ratio (to floor or goal)": `${round(peakRss / goals.peakMb, 2)} × goal ${goals.peakMb} MB; VmHWM over its life ${round(hwm)} MB`,
        valid: validity(peakRss > 0, "no sample"),
      },
      {
        figure: "s until /api/health < 100 ms after the load",
        value: Number.isNaN(recovery) ? "> 300" : round(recovery, 2),
        "ratio (to floor or goal)": Number.isNaN(recovery)
          ? "never within 300 s"
          : `${round(recovery / goals.recoverySeconds, 2)} × goal ${goals.recoverySeconds} s`,
        valid: "valid",
      },
      {
        figure: "room moves ok / busy / refused / reset",
        value: moveOutcomes.length,
        "ratio (to floor or goal)": (["ok", "busy", "refused", "reset"] as const)
          .map((kind) => moveOutcomes.filter((each) => each.kind === kind).length)
          .join(" / "),
        valid: "valid",
      },
      {
        figure: "event streams still open",
        value: streamsOpen,
        "ratio (to floor or goal)": `of ${streams.length}`,
        valid: "valid",
      },
    ]);
    const resetsBy = new Map<string, number>();
    for (const each of all.filter((outcome) => outcome.kind === "reset")) {
      resetsBy.set(each.what ?? "", (resetsBy.get(each.what ?? "") ?? 0) + 1);
    }
    console.log(
      `(the bench's own schedule slip p99: ${round(benchLagP99, 1)} ms; resets by request: ${JSON.stringify(Object.fromEntries(resetsBy))})`,
    );
  } finally {
    clearInterval(memorySampler);
    for (const stream of streams) stream.close();
    agent.destroy();
    await server.stop();
  }
}

/** Runs the overload benchmark on the embedded database, then on PostgreSQL when it answers. */
export async function benchOverload(): Promise<void> {
  await overloadOn("the embedded database", {}).catch((error: unknown) =>
    console.log(`INVALID: overload on the embedded database: ${String(error)}`),
  );
  const database = await throwAwayDatabase("overload");
  if (!database) {
    console.log(`Overload on PostgreSQL: skipped, nothing answers at ${postgresUrl}`);
    return;
  }
  try {
    await overloadOn("PostgreSQL", { DATABASE_URL: database.url });
  } catch (error) {
    console.log(`INVALID: overload on PostgreSQL: ${String(error)}`);
  } finally {
    await database.drop();
  }
}

if (import.meta.main) {
  if (process.env.BENCH_OVERLOAD_DATABASE === "postgres") {
    const database = await throwAwayDatabase("overload");
    if (!database) throw new Error(`nothing answers at ${postgresUrl}`);
    try {
      await overloadOn("PostgreSQL", { DATABASE_URL: database.url });
    } finally {
      await database.drop();
    }
  } else if (process.env.BENCH_OVERLOAD_DATABASE === "embedded") {
    await overloadOn("the embedded database", {});
  } else await benchOverload();
}
