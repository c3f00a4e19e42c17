// The first half of `npm start`: checks the configuration, then builds only when build/ is not
// already the build of these sources and settings. The server starts after it (package.json).
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getPublicEnv, parseEnv, type Env } from "#app/env.server.ts";
import {
  buildRecordSchema,
  decideBuild,
  fingerprintSources,
  type BuildRecord,
} from "./build-fingerprint.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const buildDir = path.join(root, "build");
const recordFile = path.join(buildDir, "start-record.json");
const latestBuildFile = path.join(buildDir, "client", "builds", "latest.json");

// Before a build of a minute, so a typo in the configuration is reported at once.
let env: Env;
try {
  env = parseEnv({ ...process.env, NODE_ENV: "production" });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const wanted = {
  sources: fingerprintSources(root),
  settings: Object.fromEntries(Object.entries(getPublicEnv(env))),
};
const decision = decideBuild(wanted, readRecord(), readIfPresent(latestBuildFile));
if (!decision.build) {
  console.log("start: build is current for these sources and BASE_URL; skipping the build");
  process.exit(0);
}

console.log(`start: building, since ${decision.reason}`);
// A build that fails halfway must not pass for the recorded one.
rmSync(recordFile, { force: true });
const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
const latestBuild = readIfPresent(latestBuildFile);
if (latestBuild === null) throw new Error(`The build wrote no ${latestBuildFile}`);
// The sources as they were before the build: an edit made during it triggers the next one.
const record: BuildRecord = { ...wanted, build: latestBuild };
writeFileSync(recordFile, JSON.stringify(record));

function readRecord(): BuildRecord | null {
  const text = readIfPresent(recordFile);
  if (text === null) return null;
  try {
    const parsed = buildRecordSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function readIfPresent(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}
