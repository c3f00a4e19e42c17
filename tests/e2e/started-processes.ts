/**
 * The process ids a spec started, so its afterAll can stop every one of them, also those its
 * own bookkeeping lost: a server started beside another whose start failed, or one still
 * starting when its hook timed out. A worker that exits without its afterAll kills them too.
 */
export class StartedProcesses {
  readonly #pids = new Set<number>();

  constructor() {
    process.once("exit", () => {
      for (const pid of this.#pids) signal(pid, "SIGKILL");
    });
  }

  /** Pass as `onSpawn`. */
  readonly add = (pid: number): void => {
    this.#pids.add(pid);
  };

  /** SIGTERM to each still running, SIGKILL to any still there after `graceMs`. */
  async stopAll(graceMs = 15_000): Promise<void> {
    for (const pid of this.#pids) signal(pid, "SIGTERM");
    const deadline = Date.now() + graceMs;
    // Polled: these are not this worker's children when another module spawned them.
    while ([...this.#pids].some(isRunning) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const pid of this.#pids) signal(pid, "SIGKILL");
    this.#pids.clear();
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}
