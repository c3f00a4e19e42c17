import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { serverEntry, serverEnvironment, serverNodeOptions } from "#server/process-settings.ts";

/**
 * A production server of its own for the hostile-request tests, on its own data directory,
 * so the database can be read between runs (PGlite has one opener at a time).
 */
export class OwnServer {
  // Made at the first start, not with the object: a spec builds it when its file is loaded,
  // and the runner loads every file (to list its tests) where no afterAll will remove it.
  #dataDir: string | null = null;
  readonly baseUrl: string;
  private process: ChildProcess | null = null;
  private output: string[] = [];

  readonly port: number;
  /** Settings on top of the defaults below (a proxy's test sets TRUST_PROXY and BASE_URL). */
  private readonly settings: Record<string, string>;

  constructor(port: number, settings: Record<string, string> = {}) {
    this.port = port;
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.settings = settings;
  }

  get dataDir(): string {
    this.#dataDir ??= mkdtempSync(path.join(tmpdir(), "party-dojo-hostile-"));
    return this.#dataDir;
  }

  /** What the server printed: errors only (LOG_LEVEL=error). */
  log(): string {
    return this.output.join("");
  }

  async start(): Promise<void> {
    const child = spawn("node_modules/.bin/node", [...serverNodeOptions, serverEntry], {
      env: {
        ...process.env,
        ...serverEnvironment,
        NODE_ENV: "test",
        PORT: String(this.port),
        HOST: "127.0.0.1",
        BASE_URL: this.baseUrl,
        DATA_DIR: this.dataDir,
        LOG_LEVEL: "error",
        ...this.settings,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.process = child;
    // A worker that exits without its afterAll (a hook that timed out) takes the server along.
    process.once("exit", () => child.kill("SIGKILL"));
    const exited = new Promise<never>((_, reject) =>
      child.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${this.log()}`))),
    );
    const keep = (chunk: Buffer) => this.output.push(chunk.toString());
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    await Promise.race([exited, this.waitForHealth()]);
  }

  private async waitForHealth(): Promise<void> {
    for (;;) {
      const healthy = await new Promise<boolean>((resolve) => {
        const request = http.get(`${this.baseUrl}/api/health`, (response) => {
          response.resume();
          resolve(response.statusCode === 200);
        });
        request.on("error", () => resolve(false));
      });
      if (healthy) return;
      // Each refused connection answers at once; the server's start is what is awaited.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    this.process = null;
  }

  /** Every row of every table but the rate-limit counters, in a stable order. */
  async snapshot(): Promise<Record<string, string[]>> {
    const client = new PGlite(path.join(this.dataDir, "pglite"));
    try {
      const tables = await client.query<{ name: string }>(
        "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
      );
      const snapshot: Record<string, string[]> = {};
      for (const { name } of tables.rows) {
        if (name === "rate_limit") continue;
        const rows = await client.query(`select * from "${name}"`);
        snapshot[name] = rows.rows.map((row) => JSON.stringify(row)).sort();
      }
      return snapshot;
    } finally {
      await client.close();
    }
  }

  async remove(): Promise<void> {
    await this.stop();
    if (this.#dataDir) rmSync(this.#dataDir, { recursive: true, force: true });
    this.#dataDir = null;
  }
}

export interface Answer {
  status: number;
  /** The request went over a kept-alive connection that had already served one. */
  reusedSocket: boolean;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** One request over `agent`, with the body sent as-is (chunked when asked). */
interface Sent {
  method: string;
  path: string;
  /** A list is sent as that many header lines. */
  headers?: Record<string, string | string[]>;
  body?: Buffer;
  chunked?: boolean;
}

/**
 * Sends `request`, and sends it again after the Retry-After a busy server asks for
 * (server/load-shedding.ts), as a polite client does: a fuzz run on a busy machine is not an
 * overload test, and a request turned away at the door was never read.
 */
export async function send(agent: http.Agent, baseUrl: string, request: Sent): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    const answer = await sendOnce(agent, baseUrl, request);
    const retryAfter = Number(answer.headers["retry-after"]);
    if (answer.status !== 503 || !(retryAfter > 0) || attempt === 5) return answer;
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
}

function sendOnce(agent: http.Agent, baseUrl: string, request: Sent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(baseUrl);
    const headers: Record<string, string | string[]> = { ...request.headers };
    if (request.body) {
      // Node frames a DELETE body only when told how; say it for every method.
      if (request.chunked) headers["Transfer-Encoding"] = "chunked";
      else headers["Content-Length"] = String(request.body.length);
    }
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers,
        agent,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            reusedSocket: outgoing.reusedSocket,
            body: Buffer.concat(chunks).toString("utf8"),
            headers: response.headers,
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    if (request.body) {
      const body = request.body;
      // In pieces, so a chunked body really arrives without a length.
      for (let start = 0; start < body.length; start += 64 * 1024) {
        outgoing.write(body.subarray(start, start + 64 * 1024));
      }
    }
    outgoing.end();
  });
}
