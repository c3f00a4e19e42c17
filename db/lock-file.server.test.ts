import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { acquireLock } from "./lock-file.server.ts";

function lockPath() {
  return path.join(mkdtempSync(path.join(tmpdir(), "pd-lock-")), "pglite.lock");
}

test("takes a free lock and releases it", () => {
  const file = lockPath();
  const release = acquireLock(file);
  expect(readFileSync(file, "utf8")).toBe(String(process.pid));
  release();
  expect(existsSync(file)).toBe(false);
});

test("refuses a lock held by another live process", () => {
  const file = lockPath();
  writeFileSync(file, String(process.ppid));
  expect(() => acquireLock(file)).toThrow(/in use by process/);
  expect(readFileSync(file, "utf8")).toBe(String(process.ppid));
});

test("takes over a stale lock left by a crashed process", () => {
  const file = lockPath();
  writeFileSync(file, "2147483646");
  const release = acquireLock(file);
  expect(readFileSync(file, "utf8")).toBe(String(process.pid));
  release();
});

test("takes over a stale lock whose previous taker died halfway", () => {
  const file = lockPath();
  writeFileSync(file, "2147483646");
  writeFileSync(`${file}.takeover-2147483646`, "2147483645");
  const release = acquireLock(file);
  expect(readFileSync(file, "utf8")).toBe(String(process.pid));
  expect(readdirSync(path.dirname(file))).toEqual(["pglite.lock"]);
  release();
});

const node = fileURLToPath(new URL("../node_modules/.bin/node", import.meta.url));
const lockModule = new URL("./lock-file.server.ts", import.meta.url).href;

// One racer: says "ready", waits for the moment it is sent, tries the lock and reports
// "won <pid>", "lost" or "error <message>". It spins up to that moment rather than sleeping, so racers on
// different cores leave at the same instant. A winner keeps the lock (alive, never released)
// until its stdin closes, so a racer that comes late finds a live holder, not a free lock.
const racer = `
import { acquireLock } from ${JSON.stringify(lockModule)};
process.stdin.once("data", (data) => {
  const goAt = Number(String(data));
  while (Date.now() < goAt);
  let outcome = "won " + process.pid;
  try {
    acquireLock(process.env.LOCK_PATH);
  } catch (error) {
    outcome = /in use by process/.test(error.message) ? "lost" : "error " + error.message;
  }
  process.stdout.write(outcome + "\\n");
});
process.stdin.on("end", () => process.exit(0));
process.stdout.write("ready\\n");
`;

/** Starts `count` processes, lets them all go at once, and returns what each reported. */
async function race(file: string, count: number): Promise<string[]> {
  const racers = Array.from({ length: count }, () => {
    const child = spawn(node, ["--input-type=module", "-e", racer], {
      env: { ...process.env, LOCK_PATH: file },
      stdio: ["pipe", "pipe", "inherit"],
    });
    const lines = createInterface({ input: child.stdout });
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    const next = () =>
      new Promise<string>((resolve, reject) => {
        lines.once("line", resolve);
        child.once("exit", () => reject(new Error("a racer exited without a word")));
      });
    return { child, exited, next };
  });
  try {
    await Promise.all(racers.map(async ({ next }) => expect(await next()).toBe("ready")));
    const outcomes = racers.map(({ next }) => next());
    const goAt = Date.now() + 100;
    for (const { child } of racers) child.stdin.write(`${goAt}\n`);
    return await Promise.all(outcomes);
  } finally {
    for (const { child } of racers) child.stdin.end();
    await Promise.all(racers.map(({ exited }) => exited));
  }
}

test("exactly one of several processes racing for a stale lock takes it", async () => {
  // Ten rounds of six: the race is a matter of microseconds, so one round proves little.
  for (let round = 1; round <= 10; round += 1) {
    const file = lockPath();
    writeFileSync(file, "2147483646");
    const outcomes = await race(file, 6);
    const winners = outcomes.filter((outcome) => outcome.startsWith("won "));
    expect(winners, `round ${round}: ${outcomes.join(" | ")}`).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "lost")).toHaveLength(outcomes.length - 1);
    expect(readFileSync(file, "utf8")).toBe(winners[0]?.slice("won ".length));
    // No draft or take-over guard is left behind.
    expect(readdirSync(path.dirname(file))).toEqual(["pglite.lock"]);
    rmSync(path.dirname(file), { recursive: true });
  }
}, 120_000);
