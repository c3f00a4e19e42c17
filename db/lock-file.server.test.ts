import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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
