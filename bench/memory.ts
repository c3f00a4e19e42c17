// Memory (`node bench/memory.ts` after a build; README, Memory): what the server settles at
// when idle, right after it opens and after a first round of requests, on the embedded
// database and on PostgreSQL (a throw-away database at BENCH_POSTGRES_URL) — and, to tell
// the embedded engine's own floor from ours, a process that only opens PGlite and migrates
// (bench/pglite-alone.ts).
import { spawn } from "node:child_process";
import path from "node:path";
import { serverEnvironment, serverNodeOptions } from "#server/process-settings.ts";
import { residentKib, settledKib, startServer } from "./room-client.ts";
import { throwAwayDatabase } from "./throw-away-database.ts";

const port = Number(process.env.BENCH_MEMORY_PORT ?? 3496);

/** Resident memory once it has stopped moving, in MB (bench/room-client.ts). */
async function settledMb(pid: number): Promise<number> {
  return Math.round((await settledKib(pid)) / 1024);
}

function runPgliteAlone(): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...serverNodeOptions, path.join(import.meta.dirname, "pglite-alone.ts")],
      { stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, ...serverEnvironment } },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("close", () => {
      try {
        resolve(JSON.parse(output.trim().split("\n").at(-1) ?? "{}"));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/** A first round of what phones ask for: pages, the API, a game page as a signed-out visitor. */
async function firstRequests(baseUrl: string) {
  const headers = {
    "user-agent":
      "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36",
  };
  const paths = [
    "/",
    "/games/never-have-i-ever",
    "/games/truth-or-dare",
    "/api/packs",
    "/no-such-page",
    "/articles",
    "/api/health",
  ];
  for (let round = 0; round < 5; round++) {
    for (const each of paths) {
      const answer = await fetch(baseUrl + each, { headers });
      await answer.arrayBuffer();
    }
  }
}

async function serverMemory(label: string, env: Record<string, string>) {
  let peakKib = 0;
  let sampler: NodeJS.Timeout | undefined;
  // From the moment it is spawned: opening the database is when the most memory is in use.
  const watch = (pid: number) => {
    sampler = setInterval(() => {
      void residentKib(pid).then((kib) => {
        if (Number.isFinite(kib)) peakKib = Math.max(peakKib, kib);
      });
    }, 50);
  };
  const server = await startServer({
    port,
    env: { NODE_ENV: "production", ...env },
    onSpawn: watch,
  }).catch((error: unknown) => {
    clearInterval(sampler);
    throw error;
  });
  try {
    const idle = await settledMb(server.pid);
    await firstRequests(server.baseUrl);
    const afterRequests = await settledMb(server.pid);
    return {
      database: label,
      "settled idle after start MB": idle,
      "settled after first requests MB": afterRequests,
      "peak seen from spawn MB (sampled)": Math.round(peakKib / 1024),
    };
  } finally {
    clearInterval(sampler);
    await server.stop();
  }
}

/** Prints the server's memory on each database, and PGlite's alone. */
export async function benchMemory(): Promise<void> {
  const rows = [await serverMemory("embedded (PGlite)", {})];
  const database = await throwAwayDatabase("memory");
  if (database) {
    try {
      rows.push(await serverMemory("PostgreSQL", { DATABASE_URL: database.url }));
    } finally {
      await database.drop();
    }
  }
  console.log("Server memory (RSS, settled = 20 samples in a row within 2 MB):");
  console.table(rows);
  console.log("PGlite alone: a process that only opens it on a fresh directory and migrates:");
  console.table([await runPgliteAlone()]);
}

if (import.meta.main) await benchMemory();
