// Performance benchmarks (`npm run bench`): never part of `npm test`.
// 1. Requests per second on loopback: a bare JSON route, the prerendered landing page, and a
//    page rendered on request (the 404 page: full layout through React Router's SSR).
// 2. Gzipped JavaScript a browser downloads for each route, from the build's manifest.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const port = Number(process.env.BENCH_PORT ?? 3499);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const origin = `http://127.0.0.1:${port}`;
const buildDir = path.resolve("build");

const targets = [
  { name: "bare route  GET /api/health (one DB ping)", path: "/api/health" },
  { name: "prerendered GET /", path: "/" },
  { name: "SSR         GET /no-such-page (404 page)", path: "/no-such-page" },
];

async function waitForServer(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer on ${origin} in time`);
}

async function measureThroughput() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "party-dojo-bench-"));
  const server = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    await waitForServer(Date.now() + 60_000);
    const rows = [];
    for (const target of targets) {
      // Bounded in time and connections; loopback only.
      const result = await autocannon({
        url: origin + target.path,
        connections: 10,
        duration: seconds,
        headers: { "accept-encoding": "gzip", "user-agent": "party-dojo-bench" },
      });
      rows.push({
        route: target.name,
        "req/s (avg)": Math.round(result.requests.average),
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        errors: result.errors,
        "non-2xx": result.non2xx,
      });
    }
    return rows;
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface ManifestRoute {
  id: string;
  path?: string;
  parentId?: string;
  module: string;
  imports?: string[];
  hasDefaultExport?: boolean;
}

function isManifest(value: unknown): value is {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
} {
  return typeof value === "object" && value !== null && "entry" in value && "routes" in value;
}

async function measureJavaScript() {
  const build: unknown = await import(
    pathToFileURL(path.join(buildDir, "server", "index.js")).href
  );
  const assets =
    typeof build === "object" && build !== null && "assets" in build ? build.assets : undefined;
  if (!isManifest(assets)) throw new Error("build/server/index.js has no React Router manifest");
  const gzipBytes = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzipBytes.has(file))
      gzipBytes.set(file, gzipSync(readFileSync(path.join(buildDir, "client", file))).length);
    return gzipBytes.get(file) ?? 0;
  };
  const chain = (route: ManifestRoute | undefined): ManifestRoute[] =>
    route ? [...chain(route.parentId ? assets.routes[route.parentId] : undefined), route] : [];

  return (
    Object.values(assets.routes)
      // Pages only: API resource routes send no JavaScript.
      .filter(
        (route) =>
          route.hasDefaultExport && route.id !== "root" && !route.id.startsWith("routes/_layouts"),
      )
      .map((route) => {
        const files = new Set([assets.entry.module, ...assets.entry.imports]);
        for (const part of chain(route))
          for (const file of [part.module, ...(part.imports ?? [])]) files.add(file);
        const total = [...files].reduce((sum, file) => sum + sizeOf(file), 0);
        return {
          route: route.id,
          "JS files": files.size,
          "gzip KiB": Number((total / 1024).toFixed(1)),
        };
      })
      .sort((a, b) => b["gzip KiB"] - a["gzip KiB"])
  );
}

console.log(`Throughput, ${seconds} s per route, 10 connections, loopback:`);
console.table(await measureThroughput());
console.log("JavaScript per route (entry + route chain, gzip):");
console.table(await measureJavaScript());
