// The framework floor the pages are measured against (`npm run bench`): bench/floor-app, the
// least a React Router framework-mode app can be (one server-rendered prompt and a Next
// button), built in the same run and served as the app is (express, compression, React
// Router's request handler) with the same Node settings.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { freePort } from "./room-load.ts";
import { serverEnvironment, serverNodeOptions } from "#server/process-settings.ts";
import { forgetStarted, rememberStarted } from "./started-processes.ts";

const appDir = "bench/floor-app";
// Inside build/ (ignored), where its server build finds the repository's node_modules.
const buildDir = "build/floor-app";
const node = "node_modules/.bin/node";

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "inherit"] });
    if (child.pid !== undefined) rememberStarted(child.pid);
    child.once("error", reject);
    child.once("close", (code) => {
      if (child.pid !== undefined) forgetStarted(child.pid);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} exited with ${code}`));
    });
  });
}

export interface FloorApp {
  origin: string;
  stop(): Promise<void>;
}

/** Builds bench/floor-app afresh and serves it on a free port; settles once it answers. */
export async function startFloorApp(): Promise<FloorApp> {
  rmSync(buildDir, { recursive: true, force: true });
  await run(node, [path.join("node_modules", "@react-router", "dev", "bin.cjs"), "build", appDir]);
  const port = await freePort();
  const child = spawn(node, [...serverNodeOptions, `${appDir}/server.ts`, String(port), buildDir], {
    env: { ...process.env, ...serverEnvironment, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error("the floor app's server did not start");
  rememberStarted(pid);
  const exited = new Promise<void>((resolve) => child.once("close", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(pid, "SIGTERM");
    await exited;
    forgetStarted(pid);
  };
  const origin = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ;) {
    try {
      const answer = await fetch(`${origin}/`);
      await answer.arrayBuffer();
      if (answer.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error("the floor app did not answer within 60 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, stop };
}
