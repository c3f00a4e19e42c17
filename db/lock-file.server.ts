import { randomBytes } from "node:crypto";
import { linkSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

// The embedded database's lock (docs/decisions/002-embedded-database.md): a file holding its
// owner's pid. Several servers may start at once over a lock left by a crash, so every step
// that changes the file is atomic and exactly one of them ends up holding it.

/** Rounds before giving up; a round only repeats when another starter changed the lock. */
const maxRounds = 100;

/** Takes the lock file or explains who holds it. Returns the release function. */
export function acquireLock(lockPath: string): () => void {
  const ownPid = String(process.pid);
  for (let round = 0; round < maxRounds; round += 1) {
    if (createExclusive(lockPath, ownPid)) return () => release(lockPath, ownPid);
    const holderText = readIfPresent(lockPath);
    // Released or taken over since: go round and look again.
    if (holderText === null) continue;
    const holder = Number(holderText.trim());
    if (isAnotherLiveProcess(holder)) {
      throw new Error(
        `The embedded database in ${path.dirname(lockPath)} is in use by process ${holder}. ` +
          "Stop that server first: two servers on one embedded database corrupt it.",
      );
    }
    // The holder is gone (a crash or kill -9): the lock is stale and ours to take.
    removeIfStill(lockPath, holderText);
  }
  throw new Error(`Could not take ${lockPath}: other servers kept taking and leaving it.`);
}

function release(lockPath: string, ownPid: string): void {
  // Only our own lock: a process taken for dead may have lost it to another server.
  if (readIfPresent(lockPath) === ownPid) rmSync(lockPath, { force: true });
}

/**
 * Creates `file` holding `content` unless a file of that name exists (then false). The file is
 * written under a unique name and then linked into place, which fails when the name is taken,
 * so it appears whole: nobody ever reads a lock half-written.
 */
function createExclusive(file: string, content: string): boolean {
  const draft = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  writeFileSync(draft, content, { flag: "wx" });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if (errorCode(error) === "EEXIST") return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/**
 * Removes `file` if it still holds `staleContent`, the lock of a dead process. Every starter
 * finds the same stale lock, and a starter removing it late would remove the lock another has
 * just taken. So the removal happens under a second lock named after the stale content: only
 * its creator looks again and removes the file. Nothing else changes a file holding that
 * content (its owner is dead, and a new lock is only ever linked where no file is), so what
 * the creator reads stays true until it removes it.
 */
function removeIfStill(file: string, staleContent: string): void {
  const guard = `${file}.takeover-${/^\d+$/.test(staleContent) ? staleContent : "unreadable"}`;
  if (createExclusive(guard, String(process.pid))) {
    try {
      if (readIfPresent(file) === staleContent) rmSync(file);
    } finally {
      rmSync(guard, { force: true });
    }
    return;
  }
  const guardText = readIfPresent(guard);
  if (guardText === null) return;
  if (isAnotherLiveProcess(Number(guardText))) {
    // Another starter is taking over right now: give it a moment, then look again.
    sleepSync(5);
    return;
  }
  // That starter died halfway, leaving its guard: a stale lock in turn, removed the same way.
  removeIfStill(guard, guardText);
}

function readIfPresent(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if (errorCode(error) === "ENOENT") return null;
    throw error;
  }
}

function isAnotherLiveProcess(pid: number): boolean {
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === "EPERM";
  }
}

function errorCode(error: unknown): unknown {
  return error instanceof Error && "code" in error ? error.code : undefined;
}

/** Blocks this thread: taking the lock is synchronous, and the wait is a few milliseconds. */
function sleepSync(milliseconds: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, milliseconds);
}
