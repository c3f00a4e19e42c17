// The embedded engine's own floor (bench/memory.ts runs this as a process of its own, with the
// server's process settings): Node running this file, then PGlite opened on a fresh directory
// and migrated, as the server opens it. Prints its figures as one line of JSON.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { resolvePackagesDirectly } from "#server/package-resolution.ts";

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

const before = process.memoryUsage();
// As the server does before it loads the database code.
resolvePackagesDirectly();
const { openDatabase } = await import("#db/client.server.ts");
const dataDir = mkdtempSync(path.join(tmpdir(), "party-dojo-pglite-memory-"));
try {
  const database = await openDatabase({ dataDir });
  await database.ping();
  const opened = process.memoryUsage();
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const settled = process.memoryUsage();
  await database.close();
  console.log(
    JSON.stringify({
      "node running this file RSS MB": mb(before.rss),
      "opened and migrated RSS MB": mb(opened.rss),
      "10 s later RSS MB": mb(settled.rss),
      "JS heap used MB": mb(settled.heapUsed),
      "array buffers (WASM memory among them) MB": mb(settled.arrayBuffers),
      "external MB": mb(settled.external),
    }),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
