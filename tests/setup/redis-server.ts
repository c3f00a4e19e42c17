import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { connect, createServer } from "node:net";

/** Whether `redis-server` is on the PATH, so a test can start a Redis of its own. */
export function hasRedisServer(): boolean {
  return spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;
}

/** A loopback port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * A throw-away Redis on a loopback port, keeping nothing on disk: the test kills it (SIGKILL,
 * as a crashed host would) and starts it again on the same port. Stopped by its own PID.
 */
export class TestRedis {
  readonly port: number;
  #process: ChildProcess | null = null;

  private constructor(port: number) {
    this.port = port;
  }

  static async start(): Promise<TestRedis> {
    const redis = await TestRedis.notStarted();
    await redis.restart();
    return redis;
  }

  /** One on a free port that is not running yet: `restart()` starts it. */
  static async notStarted(): Promise<TestRedis> {
    return new TestRedis(await freePort());
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts it (again) on its port; settles once it accepts connections. */
  async restart(): Promise<void> {
    const child = spawn(
      "redis-server",
      ["--port", String(this.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: "ignore" },
    );
    this.#process = child;
    const deadline = Date.now() + 10_000;
    while (!(await accepts(this.port))) {
      if (child.exitCode !== null) throw new Error(`redis-server on ${this.port} exited`);
      if (Date.now() > deadline) throw new Error(`redis-server on ${this.port} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Kills it by its PID and waits until it is gone. */
  async kill(signal: NodeJS.Signals = "SIGKILL"): Promise<void> {
    const child = this.#process;
    this.#process = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill(signal);
    await exited;
  }
}
