// Runs after `react-router build`: records the settings the pages were prerendered with
// and writes brotli and gzip copies of the static files (DESIGN.md §2, compression).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { getPublicEnv } from "#app/env.server.ts";
import { prerenderEnvFile } from "#server/prerendered-pages.ts";

const buildDir = path.resolve("build");
const clientDir = path.join(buildDir, "client");

writeFileSync(path.join(buildDir, prerenderEnvFile), JSON.stringify(getPublicEnv()));

const compressible = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|map)$/;
let written = 0;
for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  if (statSync(file).size < 1024) continue;
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  written += 1;
}
console.log(`after-build: precompressed ${written} files`);
