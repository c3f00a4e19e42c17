import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Takes the lock file or explains who holds it. Returns the release function. */
export function acquireLock(lockPath: string): () => void {
  const ownPid = String(process.pid);
  try {
    writeFileSync(lockPath, ownPid, { flag: "wx" });
  } catch (error) {
    if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error;
    const holder = Number(readFileSync(lockPath, "utf8").trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The embedded database in ${path.dirname(lockPath)} is in use by process ${holder}. ` +
          "Stop that server first: two servers on one embedded database corrupt it.",
        { cause: error },
      );
    }
    // The holder is gone (a crash or kill -9): the lock is stale and ours to take.
    writeFileSync(lockPath, ownPid);
  }
  return () => {
    try {
      if (readFileSync(lockPath, "utf8").trim() === ownPid) rmSync(lockPath);
    } catch {
      // Already gone: nothing to release.
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && "code" in error && error.code === "EPERM";
  }
}
