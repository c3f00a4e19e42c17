// The browser tests' server (playwright.config.ts `webServer`): the production server on a
// data directory of its own, made here once per run and removed when the server has stopped.
// The config file cannot make it: Playwright evaluates the config in every worker too, and
// nothing there runs after the server is stopped (global teardown runs before).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serverEntry, serverEnvironment, serverNodeOptions } from "#server/process-settings.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), `party-dojo-e2e-${process.env.PORT ?? ""}-`));

const server = spawn(process.execPath, [...serverNodeOptions, serverEntry], {
  env: { ...process.env, ...serverEnvironment, DATA_DIR: dataDir },
  stdio: "inherit",
});

// Playwright stops the server by signalling the whole process group (`gracefulShutdown` in
// the config); this process stays until the server has closed its database.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => server.kill(signal));
}

server.on("exit", (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exitCode = code ?? (signal ? 1 : 0);
});
