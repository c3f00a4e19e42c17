// Room moves against the floor (`npm run bench`; or `node bench/room-load.ts` after a build):
// what a move costs the server in CPU and how long its fan-out takes, beside the least any
// server could do for the same traffic (bench/floor-server.ts: plain node:http, no framework,
// no database), measured in the same run on the same machine (docs/decisions/035-room-hot-path.md).
//
// Load: phones in rooms of 10 playing Most Likely To, every phone watching its room over
// server-sent events. Each phone has a tick once a second, at its own moment in the second:
// it votes (for the player after it) when its view shows a card it hasn't voted on, and the
// host deals the next card as soon as its view shows the reveal. So every phone votes about
// once a second. The floor gets the same phones, the same rooms, the same ticks and a move of
// the same size.
//
// The run with many phones also has one room with an audience (BENCH_LOAD_AUDIENCE phones, 500
// unless set, counted in its phones): each audience phone watches the room and, once a second,
// picks a player on the question the crowd is asked if it hasn't yet. Its picks change nobody's
// view, so they are moves with no fan-out; on the floor they are posts that are only answered,
// one a second from every audience phone, so the floor answers more moves than the room does.
//
// Per run: the server's CPU time (utime + stime of its process, /proc/PID/stat) over the
// measured window divided by the moves it answered 200 in that window; each move's fan-out,
// from sending it until every phone in its room has a view at least as new as the version the
// move answered; the answer's time; and everything that went wrong. The load average is
// printed with every figure: the bench shares the machine, and a figure it could not measure
// is printed as invalid rather than ending the bench.
import { execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { Agent, request, type ClientRequest } from "node:http";
import { createServer } from "node:net";
import { cpus, loadavg } from "node:os";
import {
  cpuTicks,
  createRoom,
  isConnectionError,
  joinRoom,
  SeatRefused,
  startServer,
  type Seat,
} from "./room-client.ts";
import { postgresUrl, throwAwayDatabase } from "./throw-away-database.ts";
import { serverEnvironment, serverNodeOptions } from "#server/process-settings.ts";
import { forgetStarted, rememberStarted } from "./started-processes.ts";

const phonesPerRoom = 10;
const smallPhones = Number(process.env.BENCH_LOAD_PHONES ?? 200);
const bigPhones = Number(process.env.BENCH_LOAD_BIG_PHONES ?? 2_000);
const warmUpMs = Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? 5) * 1000;
const windowMs = Number(process.env.BENCH_LOAD_SECONDS ?? 20) * 1000;
const bigWindowMs = Number(process.env.BENCH_LOAD_BIG_SECONDS ?? 15) * 1000;
const audiencePhones = Number(process.env.BENCH_LOAD_AUDIENCE ?? 500);
const targets = { cpuRatio: 1.5, fanOutP99Ms: 100, bigFanOutP99Ms: 1_000 };
// After the window, moves still in flight and fan-outs still owed are waited for this long.
const drainMs = 15_000;
const setupTries = 20;
const profileDir = process.env.BENCH_CPU_PROF_DIR;
// BENCH_LOAD_ONLY=floor,embedded,PostgreSQL,big-floor,big-embedded,big-PostgreSQL runs only
// those (to compare two builds quickly).
const only = process.env.BENCH_LOAD_ONLY?.split(",").map((name) => name.trim());
const wanted = (name: string) => !only || only.includes(name);

const clockTicks = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

const box = () =>
  loadavg()
    .map((each) => each.toFixed(2))
    .join(" ");

/** A port nobody listens on now: other people's benches may hold the usual ones. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

interface RoomOnTheTable {
  phones: Phone[];
  /** The version every phone in the room has reached, and since when, newest last. */
  reached: number;
  history: { version: number; at: number }[];
  /** Moves answered whose version not every phone has yet. */
  owed: { version: number; sent: number; record: (ms: number) => void }[];
}

interface Phone {
  room: RoomOnTheTable;
  host: boolean;
  /** Watches as the audience: its moves are crowd picks that no phone is sent. */
  audience: boolean;
  /** The crowd question this audience phone last picked on. */
  pickedOn: string | null;
  eventsPath: string;
  movesPath: string;
  headers: Record<string, string>;
  version: number;
  data: string;
  stream: ClientRequest | null;
  ended: string | null;
  busy: boolean;
  /** The card this host last dealt past, so the reveal is answered once. */
  dealtPast: number;
  /**
   * The version this phone's last move answered: as a person waits to see their tap on the
   * screen, the phone makes no other move before its view is that new.
   */
  awaiting: number;
}

/** What a server under test is: where it is, its process, and the moves its phones make. */
interface ServerUnderTest {
  name: string;
  baseUrl: string;
  pid: number;
  /** The phone's move at its tick, from its newest view; null when it has nothing to do. */
  moveOf(phone: Phone): string | null;
  stop(): Promise<void>;
}

const postAgent = new Agent({ keepAlive: true, maxSockets: 256 });

type Answer = { status: number; body: string } | { failed: unknown };

function post(baseUrl: string, path: string, headers: Record<string, string>, body: string) {
  return new Promise<Answer>((resolve) => {
    const req = request(
      `${baseUrl}${path}`,
      {
        method: "POST",
        agent: postAgent,
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on("error", (error) => resolve({ failed: error }));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error("timed out")));
    req.on("error", (error) => resolve({ failed: error }));
    req.end(body);
  });
}

/** A move answered, or why not: sent again once when its kept-alive connection was reset. */
async function postMove(base: string, phone: Phone, body: string) {
  const first = await post(base, phone.movesPath, phone.headers, body);
  if (!("failed" in first) || !isConnectionError(first.failed)) return { answer: first, resent: 0 };
  return { answer: await post(base, phone.movesPath, phone.headers, body), resent: 1 };
}

function onReached(room: RoomOnTheTable, now: number) {
  let least = Number.POSITIVE_INFINITY;
  for (const each of room.phones) least = Math.min(least, each.version);
  if (least <= room.reached) return;
  room.reached = least;
  room.history.push({ version: least, at: now });
  if (room.history.length > 256) room.history.splice(0, 128);
  const still: RoomOnTheTable["owed"] = [];
  for (const owed of room.owed) {
    if (owed.version <= least) owed.record(now - owed.sent);
    else still.push(owed);
  }
  room.owed = still;
}

/** Waits for every phone of the room to reach `version`, and records how long it took. */
function owe(room: RoomOnTheTable, version: number, sent: number, record: (ms: number) => void) {
  if (room.reached >= version) {
    const at = room.history.find((each) => each.version >= version)?.at ?? performance.now();
    record(Math.max(0, at - sent));
    return;
  }
  room.owed.push({ version, sent, record });
}

/**
 * Opens a phone's event stream; settles on its first view. Every later view moves the phone's
 * version on (the event's id), and `onView` hears it.
 */
function openStream(base: string, phone: Phone, onView: (phone: Phone) => void) {
  return new Promise<void>((resolve, reject) => {
    let first = true;
    const req = request(`${base}${phone.eventsPath}`, {
      agent: false,
      headers: { ...phone.headers, accept: "text/event-stream" },
    });
    phone.stream = req;
    const fail = (why: string) => {
      phone.ended ??= why;
      if (first) reject(new Error(why));
      first = false;
    };
    req.setTimeout(30_000, () => {
      if (first) req.destroy(new Error("no first view within 30 s"));
    });
    req.on("error", (error) => fail(`the stream failed: ${error.message}`));
    req.on("response", (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        fail(`the stream answered ${res.statusCode}`);
        return;
      }
      res.setEncoding("utf8");
      let buffer = "";
      res.on("data", (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf("\n\n"); end !== -1; end = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let type = "message";
          let id = "";
          let data = "";
          for (const line of block.split("\n")) {
            if (line.startsWith("data: ")) data = line.slice(6);
            else if (line.startsWith("event: ")) type = line.slice(7);
            else if (line.startsWith("id: ")) id = line.slice(4);
          }
          if (type === "view") {
            phone.data = data;
            phone.version = Math.max(phone.version, Number(id));
            if (first) {
              first = false;
              req.setTimeout(0);
              resolve();
            }
            onView(phone);
          } else if (type === "gone" || type === "refused" || type === "replaced") {
            fail(`${type} ${data}`);
          }
        }
      });
      res.on("close", () => fail("the server closed the stream"));
    });
    req.end();
  });
}

/** Runs `work` over `items`, `width` at a time. */
async function inPool<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++];
        if (item !== undefined) await work(item);
      }
    }),
  );
}

/** Tries `take` again while the server answers busy or drops the connection. */
async function retrying<T>(take: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await take();
    } catch (error) {
      const passing =
        isConnectionError(error) || (error instanceof SeatRefused && error.status === 503);
      if (!passing || attempt >= setupTries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

const addressOf = (room: number, phone: number) =>
  `10.${Math.floor(room / 250)}.${room % 250}.${phone + 1}`;

interface PlayerVoteBoard {
  phase?: string;
  card?: { number: number } | null;
  myVote?: string | null;
  players?: { id: string }[];
}

/** The question the crowd is asked in a room view, and its first player; null when none. */
function crowdQuestionOf(data: string): { question: string; pick: string } | null {
  try {
    const view: unknown = JSON.parse(data);
    const question: unknown = Reflect.get(Object(Reflect.get(Object(view), "crowd")), "question");
    const players: unknown = Reflect.get(Object(view), "players");
    const pick: unknown = Array.isArray(players) ? Reflect.get(Object(players[0]), "id") : null;
    return typeof question === "string" && typeof pick === "string" ? { question, pick } : null;
  } catch {
    return null;
  }
}

function boardOf(data: string): { me: string; board: PlayerVoteBoard } | null {
  try {
    const view: unknown = JSON.parse(data);
    const me: unknown = Reflect.get(Object(view), "me");
    const board: unknown = Reflect.get(Object(Reflect.get(Object(view), "play")), "view");
    return typeof me === "string" && typeof board === "object" && board !== null
      ? { me, board }
      : null;
  } catch {
    return null;
  }
}

/** A process's user and system CPU ticks (Linux /proc/PID/stat); null once it can't be read. */
function cpuSplit(pid: number, thread = false): { user: number; system: number } | null {
  try {
    // The process's own thread (its id is the process's): JavaScript, apart from the
    // garbage collector's and libuv's helper threads.
    const stat = readFileSync(
      thread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`,
      "utf8",
    );
    // The fields after the command's name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { user: Number(fields[11]), system: Number(fields[12]) };
  } catch {
    return null;
  }
}

/** Garbage collections so far and their seconds, from the server's /metrics (loopback may read it). */
async function collections(baseUrl: string): Promise<{ count: number; seconds: number } | null> {
  try {
    const text = await (await fetch(`${baseUrl}/metrics`)).text();
    const sum = (name: string) =>
      [...text.matchAll(new RegExp(`^${name}\\{[^}]*\\} ([0-9.e+-]+)$`, "gm"))].reduce(
        (total, match) => total + Number(match[1]),
        0,
      );
    return {
      count: sum("nodejs_gc_duration_seconds_count"),
      seconds: sum("nodejs_gc_duration_seconds_sum"),
    };
  } catch {
    return null;
  }
}

/** Party Dojo's production server on a fresh embedded database, or on PostgreSQL at `url`. */
async function roomServer(name: string, databaseUrl: string | null): Promise<ServerUnderTest> {
  const port = await freePort();
  const server = await startServer({
    port,
    env: {
      NODE_ENV: "production",
      // As a host runs it: what the server logs per request is part of what a move costs.
      LOG_LEVEL: "info",
      TRUSTED_IP_HEADER: "x-forwarded-for",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    // BENCH_CPU_PROF_DIR: each server writes a V8 CPU profile there as it stops
    // (bench/profile-summary.ts reads it).
    nodeOptions: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
    onSpawn: rememberStarted,
  });
  return {
    name,
    baseUrl: server.baseUrl,
    pid: server.pid,
    moveOf(phone) {
      if (phone.audience) {
        const asked = crowdQuestionOf(phone.data);
        if (!asked || asked.question === phone.pickedOn) return null;
        phone.pickedOn = asked.question;
        return JSON.stringify({ type: "crowd", ...asked });
      }
      const seen = boardOf(phone.data);
      const board = seen?.board;
      const card = board?.card?.number;
      if (!seen || !board || card === undefined) return null;
      if (board.phase === "revealed") {
        if (!phone.host || phone.dealtPast >= card) return null;
        phone.dealtPast = card;
        return JSON.stringify({ type: "game", move: { type: "next", card } });
      }
      if (board.phase !== "voting" || board.myVote !== null) return null;
      const players = board.players ?? [];
      const mine = players.findIndex((player) => player.id === seen.me);
      const next = players[(mine + 1) % players.length];
      if (!next) return null;
      return JSON.stringify({ type: "game", move: { type: "vote", card, for: next.id } });
    },
    async stop() {
      await server.stop();
      forgetStarted(server.pid);
    },
  };
}

/** The floor: bench/floor-server.ts, started as the server is, with the same Node settings. */
async function floorServer(): Promise<ServerUnderTest> {
  const port = await freePort();
  const child = spawn(
    "node_modules/.bin/node",
    [...serverNodeOptions, "bench/floor-server.ts", String(port)],
    { env: { ...process.env, ...serverEnvironment }, stdio: ["ignore", "ignore", "inherit"] },
  );
  const pid = child.pid;
  if (pid === undefined) throw new Error("the floor server did not start");
  rememberStarted(pid);
  const exited = new Promise<void>((resolve) => child.once("close", () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(pid, "SIGTERM");
    await exited;
    forgetStarted(pid);
  };
  for (const deadline = Date.now() + 60_000; ;) {
    try {
      if ((await fetch(`${baseUrl}/ready`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error("the floor server did not answer within 60 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // The same few dozen bytes as a vote.
  const move = JSON.stringify({
    type: "game",
    move: { type: "vote", card: 1, for: "0123456789abcdef" },
  });
  return { name: "floor", baseUrl, pid, moveOf: () => move, stop };
}

function newRoom(): RoomOnTheTable {
  return { phones: [], reached: 0, history: [], owed: [] };
}

function newPhone(
  room: RoomOnTheTable,
  host: boolean,
  paths: { events: string; moves: string },
  audience = false,
) {
  const phone: Phone = {
    room,
    host,
    audience,
    pickedOn: null,
    eventsPath: paths.events,
    movesPath: paths.moves,
    headers: {},
    version: 0,
    data: "",
    stream: null,
    ended: null,
    busy: false,
    dealtPast: 0,
    awaiting: 0,
  };
  room.phones.push(phone);
  return phone;
}

/** An audience phone's address: apart from every seated phone's. */
const audienceAddressOf = (phone: number) =>
  `10.250.${Math.floor(phone / 250)}.${(phone % 250) + 1}`;

/**
 * The floor's rooms: nothing to join, each phone its own address; the last room's audience
 * posts its picks where they are only answered.
 */
function floorRooms(server: ServerUnderTest, phones: number, audience: number): RoomOnTheTable[] {
  const rooms = Array.from({ length: Math.ceil(phones / phonesPerRoom) }, (_, index) => {
    const room = newRoom();
    for (let each = 0; each < phonesPerRoom; each++) {
      const phone = newPhone(room, each === 0, {
        events: `/events/r${index}`,
        moves: `/moves/r${index}`,
      });
      phone.headers = { origin: server.baseUrl, "x-forwarded-for": addressOf(index, each) };
    }
    return room;
  });
  const last = rooms.at(-1);
  for (let each = 0; last && each < audience; each++) {
    const index = rooms.length - 1;
    const phone = newPhone(
      last,
      false,
      { events: `/events/r${index}`, moves: `/tally/r${index}` },
      true,
    );
    phone.headers = { origin: server.baseUrl, "x-forwarded-for": audienceAddressOf(each) };
  }
  return rooms;
}

/**
 * Party Dojo's rooms: each created by its host and joined by nine phones, as the forms do; the
 * last one also by `audience` phones that ask to just watch.
 */
async function partyRooms(
  server: ServerUnderTest,
  phones: number,
  audience: number,
): Promise<RoomOnTheTable[]> {
  const count = Math.ceil(phones / phonesPerRoom);
  const rooms = Array.from({ length: count }, () => newRoom());
  await inPool(
    rooms.map((room, index) => ({ room, index })),
    8,
    async ({ room, index }) => {
      const host = await retrying(() =>
        createRoom(server.baseUrl, {
          game: "most-likely-to",
          name: "Host",
          address: addressOf(index, 0),
        }),
      );
      const seats: Seat[] = [host];
      for (let each = 1; each < phonesPerRoom; each++) {
        seats.push(
          await retrying(() =>
            joinRoom(server.baseUrl, {
              code: host.code,
              name: `Player ${each + 1}`,
              address: addressOf(index, each),
            }),
          ),
        );
      }
      for (const [each, seat] of seats.entries()) {
        const phone = newPhone(room, each === 0, {
          events: `/api/rooms/${seat.code}/events`,
          moves: `/api/rooms/${seat.code}/moves`,
        });
        phone.headers = {
          origin: server.baseUrl,
          cookie: seat.cookie,
          "x-forwarded-for": seat.address,
        };
      }
    },
  );
  const last = rooms.at(-1);
  const code = last?.phones[0]?.eventsPath.split("/")[3];
  if (last && code) {
    await inPool(
      Array.from({ length: audience }, (_, each) => each),
      8,
      async (each) => {
        const seat = await retrying(() =>
          joinRoom(server.baseUrl, {
            code,
            name: "",
            address: audienceAddressOf(each),
            audience: true,
          }),
        );
        const phone = newPhone(
          last,
          false,
          { events: `/api/rooms/${code}/events`, moves: `/api/rooms/${code}/moves` },
          true,
        );
        phone.headers = {
          origin: server.baseUrl,
          cookie: seat.cookie,
          "x-forwarded-for": seat.address,
        };
      },
    );
  }
  return rooms;
}

interface Tally {
  sent: number;
  ok: number;
  /** Answered 200 inside the CPU window: the moves its CPU time is divided by. */
  okInWindow: number;
  answerMs: number[];
  fanOutMs: number[];
  failures: Map<string, number>;
  resent: number;
  /** A tick that found its phone's previous move unanswered, or not yet on its screen. */
  lateTicks: number;
  /** Audience picks that arrived after their question closed (not errors). */
  closedPicks: number;
}

const fail = (tally: Tally, why: string) =>
  tally.failures.set(why, (tally.failures.get(why) ?? 0) + 1);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

export interface LoadFigures {
  name: string;
  phones: number;
  valid: boolean;
  why: string;
  moves: number;
  movesPerSecond: number;
  cpuMsPerMove: number;
  cpuShare: number;
  /** The share of the server's CPU time its main thread used (the rest: GC and I/O helpers). */
  mainThreadShare: number;
  /** The share of the server's CPU time spent in the kernel (system time): sockets, mostly. */
  systemShare: number;
  fanOutP50: number;
  fanOutP99: number;
  fanOutMax: number;
  answerP50: number;
  answerP99: number;
  errors: number;
  errorKinds: string;
  resent: number;
  lateTicks: number;
  closedPicks: number;
  benchCpuShare: number;
  /** Garbage collections a second in the window, and their time per move (not the floor's). */
  gcPerSecond: number;
  gcMsPerMove: number;
  loadBefore: string;
  loadAfter: string;
}

function invalidFigures(name: string, phones: number, why: string): LoadFigures {
  return {
    name,
    phones,
    valid: false,
    why,
    moves: 0,
    movesPerSecond: Number.NaN,
    cpuMsPerMove: Number.NaN,
    cpuShare: Number.NaN,
    systemShare: Number.NaN,
    mainThreadShare: Number.NaN,
    fanOutP50: Number.NaN,
    fanOutP99: Number.NaN,
    fanOutMax: Number.NaN,
    answerP50: Number.NaN,
    answerP99: Number.NaN,
    errors: Number.NaN,
    errorKinds: "",
    resent: 0,
    lateTicks: 0,
    closedPicks: 0,
    benchCpuShare: Number.NaN,
    gcPerSecond: Number.NaN,
    gcMsPerMove: Number.NaN,
    loadBefore: box(),
    loadAfter: box(),
  };
}

/** A host whose newest view shows a revealed card (never on the floor, whose views are no game). */
const showsReveal = (phone: Phone) => phone.host && phone.data.includes('"phase":"revealed"');

/** Plays the load on `server`'s rooms for the warm-up and the window, and measures. */
async function drive(
  server: ServerUnderTest,
  rooms: RoomOnTheTable[],
  measuredMs: number,
): Promise<LoadFigures> {
  const phones = rooms.flatMap((room) => room.phones);
  const tally: Tally = {
    sent: 0,
    ok: 0,
    okInWindow: 0,
    answerMs: [],
    fanOutMs: [],
    failures: new Map(),
    resent: 0,
    lateTicks: 0,
    closedPicks: 0,
  };
  let measuring: { from: number; to: number } | null = null;
  let running = true;
  const inWindow = (at: number) => measuring !== null && at >= measuring.from && at <= measuring.to;

  const act = (phone: Phone) => {
    if (!running || phone.ended) return;
    if (phone.busy || phone.version < phone.awaiting) {
      tally.lateTicks += 1;
      return;
    }
    const body = server.moveOf(phone);
    if (body === null) return;
    phone.busy = true;
    const sent = performance.now();
    const counted = measuring !== null && sent >= measuring.from;
    if (counted) tally.sent += 1;
    void postMove(server.baseUrl, phone, body).then(({ answer, resent }) => {
      phone.busy = false;
      const answered = performance.now();
      if (counted) tally.resent += resent;
      if ("failed" in answer) {
        if (counted) fail(tally, `connection: ${String(answer.failed).slice(0, 60)}`);
        return;
      }
      // An audience pick that crossed the reveal on its way is refused, as a person's would be.
      if (phone.audience && answer.status === 409 && answer.body.includes('"crowdClosed"')) {
        if (counted) tally.closedPicks += 1;
        return;
      }
      if (answer.status !== 200) {
        if (counted) fail(tally, `${answer.status} ${answer.body.slice(0, 80)}`);
        return;
      }
      const version: unknown = Reflect.get(Object(JSON.parse(answer.body)), "version");
      if (typeof version !== "number") {
        if (counted) fail(tally, "answer without a version");
        return;
      }
      tally.ok += 1;
      if (inWindow(answered)) tally.okInWindow += 1;
      if (counted) tally.answerMs.push(answered - sent);
      // A crowd pick changes nobody's screen: there is no fan-out to wait for.
      if (phone.audience) return;
      phone.awaiting = version;
      if (counted) owe(phone.room, version, sent, (ms) => tally.fanOutMs.push(ms));
      // A host whose view showed the reveal while its vote was out deals now.
      if (phone.version >= phone.awaiting && showsReveal(phone)) act(phone);
    });
  };

  const onView = (phone: Phone) => {
    onReached(phone.room, performance.now());
    // The host deals the next card as soon as it sees the reveal.
    if (!phone.busy && phone.version >= phone.awaiting && showsReveal(phone)) act(phone);
  };

  await inPool(phones, 32, async (phone) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await openStream(server.baseUrl, phone, onView);
        return;
      } catch (error) {
        phone.stream?.destroy();
        phone.ended = null;
        if (attempt >= setupTries) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });

  // Party Dojo's rooms wait in their lobby until the host starts the game.
  if (server.name !== "floor") {
    await inPool(
      rooms.map((room) => room.phones[0]).filter((host) => host !== undefined),
      16,
      async (host) => {
        for (let attempt = 1; ; attempt++) {
          const { answer } = await postMove(
            server.baseUrl,
            host,
            JSON.stringify({ type: "start" }),
          );
          if (!("failed" in answer) && answer.status === 200) return;
          if (attempt >= setupTries) {
            throw new Error(`start: ${"failed" in answer ? String(answer.failed) : answer.status}`);
          }
          await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
        }
      },
    );
  }

  const timers = new Set<ReturnType<typeof setTimeout>>();
  const begun = performance.now();
  for (const phone of phones) {
    const phase = Math.random() * 1000;
    let tick = 0;
    const next = () => {
      if (!running) return;
      act(phone);
      tick += 1;
      const timer = setTimeout(next, Math.max(0, begun + phase + tick * 1000 - performance.now()));
      timers.add(timer);
    };
    timers.add(setTimeout(next, phase));
  }

  await new Promise((resolve) => setTimeout(resolve, warmUpMs));
  const gcBefore = server.name === "floor" ? null : await collections(server.baseUrl);
  const loadBefore = box();
  const benchCpuBefore = process.cpuUsage();
  const cpuBefore = cpuTicks(server.pid);
  const splitBefore = cpuSplit(server.pid);
  const mainBefore = cpuSplit(server.pid, true);
  measuring = { from: performance.now(), to: Number.POSITIVE_INFINITY };
  await new Promise((resolve) => setTimeout(resolve, measuredMs));
  const cpuAfter = cpuTicks(server.pid);
  const splitAfter = cpuSplit(server.pid);
  const mainAfter = cpuSplit(server.pid, true);
  measuring = { from: measuring.from, to: performance.now() };
  const elapsedMs = measuring.to - measuring.from;
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const loadAfter = box();
  const gcAfter = gcBefore ? await collections(server.baseUrl) : null;
  running = false;
  for (const timer of timers) clearTimeout(timer);

  // What is still in flight or owed is waited for, within bounds.
  const drainUntil = performance.now() + drainMs;
  while (
    (phones.some((phone) => phone.busy) || rooms.some((room) => room.owed.length > 0)) &&
    performance.now() < drainUntil
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const lost = rooms.reduce((sum, room) => sum + room.owed.length, 0);
  if (lost > 0) tally.failures.set("fan-out never arrived", lost);
  const endedStreams = phones.filter((phone) => phone.ended).length;
  if (endedStreams > 0) tally.failures.set("streams ended", endedStreams);
  for (const phone of phones) phone.stream?.destroy();

  const errors = [...tally.failures.values()].reduce((sum, count) => sum + count, 0);
  const problems: string[] = [];
  if (cpuBefore < 0 || cpuAfter < 0) problems.push("the server's CPU time could not be read");
  if (tally.okInWindow === 0) problems.push("no move was answered in the window");
  const cpuMs = ((cpuAfter - cpuBefore) / clockTicks) * 1000;
  const round = (value: number, digits = 2) => Number(value.toFixed(digits));
  return {
    name: server.name,
    phones: phones.length,
    valid: problems.length === 0,
    why: problems.join("; "),
    moves: tally.okInWindow,
    movesPerSecond: round(tally.okInWindow / (elapsedMs / 1000), 0),
    cpuMsPerMove: round(cpuMs / tally.okInWindow, 3),
    cpuShare: round(cpuMs / elapsedMs),
    mainThreadShare:
      mainBefore && mainAfter
        ? round(
            (mainAfter.user + mainAfter.system - mainBefore.user - mainBefore.system) /
              Math.max(1, cpuAfter - cpuBefore),
          )
        : Number.NaN,
    systemShare:
      splitBefore && splitAfter
        ? round((splitAfter.system - splitBefore.system) / Math.max(1, cpuAfter - cpuBefore))
        : Number.NaN,
    fanOutP50: round(percentile(tally.fanOutMs, 50), 1),
    fanOutP99: round(percentile(tally.fanOutMs, 99), 1),
    fanOutMax: round(Math.max(...tally.fanOutMs), 1),
    answerP50: round(percentile(tally.answerMs, 50), 1),
    answerP99: round(percentile(tally.answerMs, 99), 1),
    errors,
    errorKinds: [...tally.failures].map(([why, count]) => `${count}× ${why}`).join("; "),
    resent: tally.resent,
    lateTicks: tally.lateTicks,
    closedPicks: tally.closedPicks,
    benchCpuShare: round((benchCpu.user + benchCpu.system) / 1000 / elapsedMs),
    gcPerSecond:
      gcBefore && gcAfter
        ? round((gcAfter.count - gcBefore.count) / (elapsedMs / 1000), 1)
        : Number.NaN,
    gcMsPerMove:
      gcBefore && gcAfter
        ? round(((gcAfter.seconds - gcBefore.seconds) * 1000) / tally.okInWindow, 3)
        : Number.NaN,
    loadBefore,
    loadAfter,
  };
}

/** One server, one load: started, seated, played, measured and stopped; never throws. */
async function run(
  name: string,
  load: { phones: number; audience: number },
  measuredMs: number,
  open: () => Promise<ServerUnderTest>,
): Promise<LoadFigures> {
  const { audience } = load;
  const phones = load.phones - audience;
  let server: ServerUnderTest | null = null;
  try {
    server = await open();
    const rooms =
      server.name === "floor"
        ? floorRooms(server, phones, audience)
        : await partyRooms(server, phones, audience);
    return { ...(await drive(server, rooms, measuredMs)), name };
  } catch (error) {
    const why = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return invalidFigures(name, load.phones, why ?? "unknown");
  } finally {
    await server?.stop().catch(() => {});
  }
}

function row(figures: LoadFigures) {
  return {
    server: figures.name,
    phones: figures.phones,
    "moves (200)": figures.moves,
    "moves/s": figures.movesPerSecond,
    "CPU ms/move": figures.cpuMsPerMove,
    "server CPU (cores)": figures.cpuShare,
    "of it in kernel": figures.systemShare,
    "of it main thread": figures.mainThreadShare,
    "fan-out p50 ms": figures.fanOutP50,
    "fan-out p99 ms": figures.fanOutP99,
    "fan-out max ms": figures.fanOutMax,
    "answer p99 ms": figures.answerP99,
    "late ticks": figures.lateTicks,
    "picks too late": figures.closedPicks,
    errors: figures.errors,
    "GC/s": figures.gcPerSecond,
    "GC ms/move": figures.gcMsPerMove,
    "bench CPU (cores)": figures.benchCpuShare,
    "load avg before → after": `${figures.loadBefore} → ${figures.loadAfter}`,
    valid: figures.valid ? "yes" : `INVALID: ${figures.why}`,
  };
}

const ratio = (room: number, floor: number) =>
  Number.isFinite(room) && Number.isFinite(floor) && floor > 0
    ? Number((room / floor).toFixed(2))
    : Number.NaN;

/** Room against floor, and whether each target holds; invalid figures say so. */
function compare(room: LoadFigures, floor: LoadFigures, fanOutTargetMs: number) {
  // A floor that could not keep its own schedule says the machine (other people's work, or
  // this bench's own client) set the pace, not the server: nothing is compared then.
  const floorHeld = floor.lateTicks <= floor.moves / 100 && floor.fanOutP99 < fanOutTargetMs;
  const valid = room.valid && floor.valid && floorHeld;
  const cpuRatio = ratio(room.cpuMsPerMove, floor.cpuMsPerMove);
  const checks = [
    `CPU/move ${cpuRatio}× ${cpuRatio <= targets.cpuRatio ? "≤" : ">"} ${targets.cpuRatio}×`,
    `fan-out p99 ${room.fanOutP99} ms ${room.fanOutP99 < fanOutTargetMs ? "<" : "≥"} ${fanOutTargetMs} ms`,
    `${room.errors} errors`,
  ];
  const met = cpuRatio <= targets.cpuRatio && room.fanOutP99 < fanOutTargetMs && room.errors === 0;
  return {
    server: room.name,
    phones: room.phones,
    "CPU/move ÷ floor": cpuRatio,
    "fan-out p50 ÷ floor": ratio(room.fanOutP50, floor.fanOutP50),
    "fan-out p99 ÷ floor": ratio(room.fanOutP99, floor.fanOutP99),
    targets: valid
      ? `${met ? "met" : "MISSED"}: ${checks.join(", ")}`
      : floorHeld
        ? "INVALID (see above)"
        : `INVALID: the floor itself was late (${floor.lateTicks} late ticks, fan-out p99 ${floor.fanOutP99} ms): the machine was too busy to measure`,
  };
}

/** The whole comparison: printed as it goes, and returned for whoever runs it. */
export async function benchRoomLoad(): Promise<LoadFigures[]> {
  console.log(
    `Room moves against the floor (${phonesPerRoom} phones a room, a vote per phone a second; ${cpus().length} cores; load average ${box()}). Targets: server CPU per move ≤ ${targets.cpuRatio}× the floor's, fan-out p99 < ${targets.fanOutP99Ms} ms, no errors; with ${bigPhones} phones (${audiencePhones} of them one room's audience) fan-out p99 < ${targets.bigFanOutP99Ms} ms.`,
  );
  const postgres = await throwAwayDatabase("load").catch(() => null);
  const figures: LoadFigures[] = [];
  const measure = async (
    name: string,
    load: { phones: number; audience: number },
    ms: number,
    open: () => Promise<ServerUnderTest>,
  ) => {
    const each = await run(name, load, ms, open);
    figures.push(each);
    console.table([row(each)]);
    if (each.errorKinds)
      console.log(`  errors (${each.name}, ${each.phones} phones): ${each.errorKinds}`);
    return each;
  };
  const onPostgres = (name: string) => () => {
    if (!postgres) throw new Error("no PostgreSQL answers at BENCH_POSTGRES_URL");
    return roomServer(name, postgres.url);
  };
  const sizes = [
    {
      prefix: "",
      phones: smallPhones,
      audience: 0,
      ms: windowMs,
      fanOutTargetMs: targets.fanOutP99Ms,
    },
    {
      prefix: "big ",
      phones: bigPhones,
      audience: Math.min(audiencePhones, Math.max(0, bigPhones - phonesPerRoom)),
      ms: bigWindowMs,
      fanOutTargetMs: targets.bigFanOutP99Ms,
    },
  ];
  try {
    const comparisons = [];
    for (const { prefix, phones, audience, ms, fanOutTargetMs } of sizes) {
      if (phones <= 0) continue;
      const key = (name: string) => `${prefix}${name}`.replace(" ", "-");
      const load = { phones, audience };
      const floor = wanted(key("floor")) ? await measure("floor", load, ms, floorServer) : null;
      const rooms = [
        { name: "embedded", open: () => roomServer("embedded", null) },
        { name: "PostgreSQL", open: onPostgres("PostgreSQL") },
      ];
      for (const { name, open } of rooms) {
        if (!wanted(key(name))) continue;
        if (name === "PostgreSQL" && !postgres) {
          console.log(
            `PostgreSQL with ${phones} phones skipped: nothing answers at BENCH_POSTGRES_URL (${postgresUrl}).`,
          );
          continue;
        }
        const measured = await measure(name, load, ms, open);
        if (floor) comparisons.push(compare(measured, floor, fanOutTargetMs));
      }
    }
    console.log(`Ratios to the floor measured in this run (load average now ${box()}):`);
    console.table(comparisons);
  } finally {
    await postgres?.drop().catch(() => {});
    postAgent.destroy();
  }
  return figures;
}

if (import.meta.main) await benchRoomLoad();
