// Phones in a room, over plain HTTP (docs/decisions/027-rooms.md): the room benchmark
// (bench/rooms.ts) and the browser tests' cross-server room test
// (tests/e2e/rooms-across-servers.spec.ts) drive the server the same way, with no browser.
// A production server of their own is started here too.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { RoomView } from "#app/features/rooms/room.ts";
import type { MostLikelyToView } from "#app/games/most-likely-to/rules.ts";
import { serverEntry, serverEnvironment, serverNodeOptions } from "#server/process-settings.ts";

export type { MostLikelyToView, RoomView };

/** A phone holding a seat: the server it talks to, and the cookie its seat is in. */
export interface Seat {
  baseUrl: string;
  code: string;
  /** `pd_seat=CODE.TOKEN`, as the Cookie header sends it. */
  cookie: string;
  name: string;
  /** Sent as x-forwarded-for, so a server trusting that header counts each phone apart. */
  address: string;
}

export type MoveAnswer =
  { ok: true; version: number } | { ok: false; status: number; code: string; error: string };

const seatCookiePrefix = "pd_seat=";

function headersFor(seat: Pick<Seat, "baseUrl" | "address">, extra: Record<string, string>) {
  // The cross-site guard takes writes from the server's own origin only.
  return { origin: seat.baseUrl, "x-forwarded-for": seat.address, ...extra };
}

/** Posts a page form as a browser without JavaScript does, and takes the seat it answers. */
async function takeSeat(
  baseUrl: string,
  formPath: string,
  fields: Record<string, string>,
  who: { name: string; address: string },
): Promise<Seat> {
  const response = await fetch(baseUrl + formPath, {
    method: "POST",
    redirect: "manual",
    headers: headersFor(
      { baseUrl, address: who.address },
      { "content-type": "application/x-www-form-urlencoded" },
    ),
    body: new URLSearchParams(fields).toString(),
  });
  // The page's body is not needed, only its cookie; read it so the connection is free again.
  await response.arrayBuffer();
  const cookie = response.headers
    .getSetCookie()
    .find((each) => each.startsWith(seatCookiePrefix))
    ?.split(";")[0];
  const code = cookie?.slice(seatCookiePrefix.length).split(".")[0];
  if (response.status !== 302 || !cookie || !code) {
    throw new SeatRefused(formPath, response.status, who.name);
  }
  return { baseUrl, code, cookie, name: who.name, address: who.address };
}

/** A room form answered with its page (a refusal) instead of a seat. */
export class SeatRefused extends Error {
  readonly status: number;

  constructor(formPath: string, status: number, name: string) {
    super(`POST ${formPath} for ${name} answered ${status}, not a seat`);
    this.status = status;
  }
}

/** `POST /rooms/new`: a new room, with the host seated. */
export function createRoom(
  baseUrl: string,
  options: { game: string; name: string; address: string },
): Promise<Seat> {
  return takeSeat(baseUrl, "/rooms/new", { game: options.game, name: options.name }, options);
}

/** `POST /join`: a seat in the room `code`, or with `audience`, a place in its audience. */
export function joinRoom(
  baseUrl: string,
  options: { code: string; name: string; address: string; audience?: boolean },
): Promise<Seat> {
  const fields = { code: options.code, name: options.name };
  return takeSeat(
    baseUrl,
    "/join",
    options.audience ? { ...fields, audience: "watch" } : fields,
    options,
  );
}

function field(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null ? Reflect.get(value, key) : undefined;
}

/** `POST /api/rooms/CODE/moves`: the version the move made, or the server's refusal. */
export async function sendMove(seat: Seat, move: unknown): Promise<MoveAnswer> {
  const response = await fetch(`${seat.baseUrl}/api/rooms/${seat.code}/moves`, {
    method: "POST",
    headers: headersFor(seat, { "content-type": "application/json", cookie: seat.cookie }),
    body: JSON.stringify(move),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // A proxy's page or a crash: reported below with the status.
  }
  const version = field(body, "version");
  if (response.ok && typeof version === "number") return { ok: true, version };
  const code = field(body, "code");
  const error = field(body, "error");
  return {
    ok: false,
    status: response.status,
    code: typeof code === "string" ? code : "unknown",
    error: typeof error === "string" ? error : text.slice(0, 200),
  };
}

/** Sends a move the test or benchmark expects to be taken; a refusal throws. */
export async function move(seat: Seat, body: unknown): Promise<number> {
  const answer = await sendMove(seat, body);
  if (!answer.ok) {
    throw new Error(
      `${seat.name}'s move ${JSON.stringify(body)} was refused: ${answer.status} ${answer.code} (${answer.error})`,
    );
  }
  return answer.version;
}

export function isRoomView(value: unknown): value is RoomView {
  return (
    typeof field(value, "code") === "string" &&
    typeof field(value, "version") === "number" &&
    typeof field(value, "me") === "string" &&
    Array.isArray(field(value, "players")) &&
    "play" in Object(value)
  );
}

/** The Most Likely To board inside a room's view, or null while another game (or none) plays. */
export function mostLikelyTo(view: RoomView): MostLikelyToView | null {
  if (view.play?.game !== "most-likely-to") return null;
  const board = view.play.view;
  return isMostLikelyToView(board) ? board : null;
}

function isMostLikelyToView(value: unknown): value is MostLikelyToView {
  const phase = field(value, "phase");
  const card = field(value, "card");
  return (
    (phase === "voting" || phase === "revealed") &&
    (card === null || typeof field(card, "number") === "number") &&
    Array.isArray(field(value, "players")) &&
    Array.isArray(field(value, "voted")) &&
    "result" in Object(value)
  );
}

interface Waiter {
  test: () => boolean;
  resolve: () => void;
  reject: (error: Error) => void;
}

/** One parsed server-sent event. */
interface ServerEvent {
  type: string;
  id: string;
  data: string;
}

/**
 * A phone watching its room: `GET /api/rooms/CODE/events` read as a stream and parsed as
 * server-sent events. It keeps the newest view, and when each version arrived (with
 * `performance.now()`), so the moment a view reached the phone can be asked for after it came.
 */
export class RoomStream {
  readonly seat: Seat;
  /** The version of each view as it arrived, oldest first, and when. */
  readonly arrivals: { version: number; at: number }[] = [];
  /** Why the stream stopped: a `gone` or `refused` event's payload, a closed connection. */
  ended: string | null = null;
  /** Whether the server last said its live updates are slow (a `degraded` event). */
  degraded = false;

  #latestData = "";
  #latest: RoomView | null = null;
  readonly #abort = new AbortController();
  #waiters: Waiter[] = [];

  private constructor(seat: Seat) {
    this.seat = seat;
  }

  /** Opens the stream; settles once the room's first view has arrived, rejects when refused. */
  static async open(seat: Seat, timeoutMs = 15_000): Promise<RoomStream> {
    const stream = new RoomStream(seat);
    const response = await fetch(`${seat.baseUrl}/api/rooms/${seat.code}/events`, {
      headers: {
        cookie: seat.cookie,
        accept: "text/event-stream",
        "x-forwarded-for": seat.address,
      },
      signal: stream.#abort.signal,
    });
    const body = response.body;
    if (!response.ok || !body) {
      stream.close();
      throw new Error(`${seat.name}'s room stream answered ${response.status}`);
    }
    void stream.#read(body);
    try {
      await stream.until(() => stream.arrivals.length > 0, "its first view", timeoutMs);
    } catch (error) {
      stream.close();
      throw error;
    }
    return stream;
  }

  /** The newest view (parsed when asked: a benchmark's phones need only its version). */
  get view(): RoomView {
    if (!this.#latest) {
      const parsed: unknown = JSON.parse(this.#latestData);
      if (!isRoomView(parsed)) throw new Error(`${this.seat.name} was sent a view that isn't one`);
      this.#latest = parsed;
    }
    return this.#latest;
  }

  get version(): number {
    return this.arrivals.at(-1)?.version ?? 0;
  }

  async #read(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = "";
    let event: ServerEvent = { type: "", id: "", data: "" };
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.search(/\r\n|\r|\n/);
        while (end !== -1) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + (buffer.startsWith("\r\n", end) ? 2 : 1));
          if (line === "") {
            this.#dispatch(event);
            event = { type: "", id: "", data: "" };
          } else if (!line.startsWith(":")) {
            const colon = line.indexOf(":");
            const name = colon === -1 ? line : line.slice(0, colon);
            const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
            if (name === "event") event.type = value;
            else if (name === "id") event.id = value;
            else if (name === "data") event.data = event.data ? `${event.data}\n${value}` : value;
          }
          end = buffer.search(/\r\n|\r|\n/);
        }
      }
      this.#stop("the server closed the stream");
    } catch (error) {
      this.#stop(this.#abort.signal.aborted ? "closed" : `the stream failed: ${String(error)}`);
    }
  }

  #dispatch(event: ServerEvent) {
    if (event.type === "view") {
      const at = performance.now();
      // The event's id is its version: a benchmark's phones need not parse the whole view.
      const fromId = Number(event.id);
      this.#latestData = event.data;
      this.#latest = null;
      const version = event.id !== "" && Number.isInteger(fromId) ? fromId : this.view.version;
      this.arrivals.push({ version, at });
      this.#settle();
    } else if (event.type === "degraded") {
      this.degraded = event.data.includes("true");
      this.#settle();
    } else if (event.type === "gone" || event.type === "refused") {
      this.#stop(`${event.type} ${event.data}`);
    }
  }

  #settle() {
    const waiting = this.#waiters;
    this.#waiters = [];
    for (const waiter of waiting) {
      if (waiter.test()) waiter.resolve();
      else this.#waiters.push(waiter);
    }
  }

  #stop(reason: string) {
    this.ended ??= reason;
    const waiting = this.#waiters;
    this.#waiters = [];
    for (const waiter of waiting) {
      // A wait for the end itself is met by it.
      if (waiter.test()) waiter.resolve();
      else waiter.reject(new Error(`${this.seat.name}'s room stream ended (${reason})`));
    }
  }

  /** Settles once `test` holds, checked now and after every event; rejects after the timeout. */
  until(test: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
    if (test()) return Promise.resolve();
    if (this.ended) {
      return Promise.reject(new Error(`${this.seat.name}'s room stream ended (${this.ended})`));
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiters = this.#waiters.filter((each) => each !== waiter);
        const last = this.#latestData ? ` (last view: ${this.#latestData.slice(0, 600)})` : "";
        reject(new Error(`${this.seat.name} did not get ${what} within ${timeoutMs} ms${last}`));
      }, timeoutMs);
      const waiter: Waiter = {
        test,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      this.#waiters.push(waiter);
    });
  }

  /** The newest view once one satisfies `test` (now or later). */
  async viewWhere(test: (view: RoomView) => boolean, what: string, timeoutMs?: number) {
    await this.until(() => this.arrivals.length > 0 && test(this.view), what, timeoutMs);
    return this.view;
  }

  /** When the first view at `version` or newer arrived, waiting for it if it hasn't yet. */
  async reached(version: number, timeoutMs?: number): Promise<number> {
    await this.until(() => this.version >= version, `version ${version}`, timeoutMs);
    const first = this.arrivals.find((arrival) => arrival.version >= version);
    if (!first) throw new Error(`${this.seat.name} has no arrival at version ${version}`);
    return first.at;
  }

  /** Settles once the server has ended the stream (`gone`, `refused`, or closed). */
  async closedByServer(timeoutMs?: number): Promise<string> {
    await this.until(() => this.ended !== null, "the end of its stream", timeoutMs);
    return this.ended ?? "";
  }

  close() {
    this.#abort.abort();
  }
}

export interface ServerProcess {
  baseUrl: string;
  port: number;
  pid: number;
  /** What the server printed. */
  log(): string;
  /** SIGTERM, then waits for the process to exit and removes its data directory. */
  stop(): Promise<void>;
}

// Settings a server of our own must never take from whoever runs us: its database, its
// Redis, its address and the headers it trusts are the caller's choice alone.
const ownSettings = [
  "PORT",
  "HOST",
  "BASE_URL",
  "DATA_DIR",
  "DATABASE_URL",
  "REDIS_URL",
  "TRUSTED_IP_HEADER",
  "TRUSTED_ORIGINS",
  "AUTH_SECRET",
];

/**
 * The production server (`node server/index.ts` over the build) on `port`, with a data
 * directory of its own; settles once `/api/health` answers 200, i.e. its database is open
 * and migrated. `env` sets NODE_ENV, DATABASE_URL, REDIS_URL and the like. On a busy machine
 * a start can take minutes: it fails only once the server has made no progress (no CPU time,
 * no output) for `stallMs`, or after `timeoutMs` in all.
 */
export async function startServer(options: {
  port: number;
  env: Record<string, string>;
  timeoutMs?: number;
  stallMs?: number;
  /** More options for node, after the host's (`--cpu-prof` to profile it). */
  nodeOptions?: string[];
  /** Called with the process id as soon as it is spawned (to watch its memory while it opens). */
  onSpawn?: (pid: number) => void;
}): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `party-dojo-rooms-${options.port}-`));
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !ownSettings.includes(name)),
  );
  const child = spawn(
    "node_modules/.bin/node",
    [...serverNodeOptions, ...(options.nodeOptions ?? []), serverEntry],
    {
      env: {
        ...inherited,
        ...serverEnvironment,
        LOG_LEVEL: "error",
        ...options.env,
        PORT: String(options.port),
        HOST: "127.0.0.1",
        BASE_URL: baseUrl,
        DATA_DIR: dataDir,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  if (child.pid !== undefined) options.onSpawn?.(child.pid);
  // The newest of what it printed: a server logging every request under load prints megabytes.
  const output: string[] = [];
  let printed = 0;
  const keep = (chunk: Buffer) => {
    printed += 1;
    output.push(chunk.toString());
    if (output.length > 400) output.splice(0, 200);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const log = () => output.join("");
  // "close" rather than "exit": by then everything it printed has been read.
  const exited = new Promise<void>((resolve) => {
    child.once("close", () => resolve());
    child.once("error", (error) => {
      output.push(String(error));
      resolve();
    });
  });
  const remove = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };

  let starting = true;
  const deadline = Date.now() + (options.timeoutMs ?? 600_000);
  const failed = exited.then((): never => {
    throw new Error(`the server on port ${options.port} exited while starting`);
  });
  // Only the race below awaits it; its exit at stop() is no failure.
  failed.catch(() => {});
  const progress = progressOf(child.pid, () => printed);
  const healthy = waitForHealth(baseUrl, deadline, () => starting, {
    progressed: progress,
    stallMs: options.stallMs ?? 60_000,
  });
  healthy.catch(() => {});
  try {
    await Promise.race([healthy, failed]);
  } catch (error) {
    starting = false;
    await remove();
    throw error instanceof Error ? new Error(`${error.message}\n${log()}`) : error;
  }
  starting = false;
  const pid = child.pid;
  if (pid === undefined) throw new Error("the server has no process id");
  return { baseUrl, port: options.port, pid, log, stop: remove };
}

/**
 * Whether a process has done anything since last asked: used CPU (its database being made
 * or migrated) or printed something. A machine shared with others slows a start down; a
 * start that has stopped moving is what fails.
 */
export function progressOf(pid: number | undefined, printed: () => number): () => boolean {
  let lastCpu = -1;
  let lastPrinted = -1;
  return () => {
    const cpu = cpuTicks(pid);
    const lines = printed();
    const moved = cpu !== lastCpu || lines !== lastPrinted;
    lastCpu = cpu;
    lastPrinted = lines;
    return moved;
  };
}

/** User and system CPU ticks a process has used (Linux); -1 when it can't be read. */
export function cpuTicks(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command's name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return -1;
  }
}

/**
 * Polls `path` until it answers 200, while the server makes progress: `stallMs` without any
 * fails, as does `deadline`.
 */
export async function waitForHealth(
  baseUrl: string,
  deadline: number,
  starting: () => boolean,
  watch: { progressed: () => boolean; stallMs: number },
  path = "/api/health",
): Promise<void> {
  let lastProgress = Date.now();
  while (starting()) {
    if (watch.progressed()) lastProgress = Date.now();
    const left = Math.min(deadline, lastProgress + watch.stallMs) - Date.now();
    if (left <= 0) {
      throw new Error(
        Date.now() >= deadline
          ? `${baseUrl} did not open in time`
          : `${baseUrl} made no progress for ${watch.stallMs / 1000} s while opening`,
      );
    }
    try {
      // Once the server listens, this answer waits for its database to open and migrate; one
      // that never comes is asked again rather than waited on to the end.
      const response = await fetch(`${baseUrl}${path}`, {
        signal: AbortSignal.timeout(Math.min(left, 10_000)),
      });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet: the refusal comes at once.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Whether a request failed on its connection (reset, broken pipe, hung up, refused, timed
 * out) rather than being answered: a loaded server may drop a connection, and a benchmark
 * counts that and asks again instead of dying.
 */
export function isConnectionError(error: unknown): boolean {
  const codes = ["ECONNRESET", "EPIPE", "ECONNREFUSED", "ETIMEDOUT", "UND_ERR_SOCKET"];
  for (let each: unknown = error; each instanceof Error; each = each.cause) {
    const code: unknown = Reflect.get(each, "code");
    if (typeof code === "string" && (codes.includes(code) || code.startsWith("UND_ERR"))) {
      return true;
    }
    if (
      /socket hang up|other side closed|fetch failed|aborted due to timeout/i.test(each.message)
    ) {
      return true;
    }
  }
  return false;
}

/** Reads the server's resident memory in KiB from /proc (Linux); NaN elsewhere. */
export async function residentKib(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
}

/**
 * The resident memory a process settles at once left alone, in KiB: V8 gives garbage back only
 * after some 8 quiet seconds, so this samples every half second until twenty samples in a row
 * (10 s) lie within 2 MB, or 40 s have passed (as bench/run.ts measures the idle server).
 */
export async function settledKib(pid: number): Promise<number> {
  const samples: number[] = [];
  const deadline = Date.now() + 40_000;
  for (;;) {
    samples.push(await residentKib(pid));
    const recent = samples.slice(-20);
    if (recent.length === 20 && Math.max(...recent) - Math.min(...recent) <= 2048) break;
    if (Date.now() > deadline || Number.isNaN(samples.at(-1))) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return samples.at(-1) ?? Number.NaN;
}
