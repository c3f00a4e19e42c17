import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// The production server as an operator starts it: it says it is open only once it is.

test("a port already in use: no 'open' line, a fatal error and a failing exit", async () => {
  // The server tries the port at once, then waits for its fresh embedded database (many
  // seconds on a busy machine) before it exits.
  test.slow();
  const squatter = createServer();
  await new Promise<void>((resolve) => squatter.listen(0, "127.0.0.1", resolve));
  const address = squatter.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  const dataDir = mkdtempSync(path.join(tmpdir(), "party-dojo-start-"));
  let stopChild = () => {};
  try {
    const child = spawn("node_modules/.bin/node", ["server/index.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        HOST: "127.0.0.1",
        PORT: String(address.port),
        BASE_URL: `http://127.0.0.1:${address.port}`,
        DATA_DIR: dataDir,
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    stopChild = () => child.kill("SIGKILL");
    const code = await exited;
    expect(code).toBe(1);
    expect(output).toContain("the server could not start");
    expect(output).toContain("EADDRINUSE");
    expect(output).not.toContain("Party Dojo is open");
  } finally {
    // A server still starting when the test gives up must not outlive it.
    stopChild();
    squatter.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
