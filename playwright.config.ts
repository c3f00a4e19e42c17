import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./tests/e2e/chromium-path.ts";

const port = Number(process.env.E2E_PORT ?? 3210);

// Browser tests drive Debian's Chromium against the production build (no browser download).
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Most of a browser test's time is waiting (for a server's answer, a phone's stream, a
  // clock): four workers keep a 2-core box busy, where two left it half idle.
  workers: 4,
  retries: process.env.CI ? 1 : 0,
  // A busy machine (two workers, each with several phones' browsers) can take a few seconds to
  // show what a fast one shows at once; every expectation still waits for its real signal.
  expect: { timeout: 10_000 },
  reporter: "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    // Recording a trace costs every test about a fifth of its time even when it passes: a
    // failure is traced when it is tried again (CI), or on demand (`npx playwright test --trace on`).
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    // Every fresh context would install the service worker and keep its offline pages,
    // loading the server during tests about other things; the worker's own specs allow it.
    serviceWorkers: "block",
  },
  // Phones are the main screen, so every journey runs there; the desktop run covers the
  // layouts and pages that change shape with width, which keeps CI well under its budget.
  projects: [
    {
      name: "phone",
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        // Laid out in the same CSS pixels, painted at one device pixel each: a Pixel's 2.6×
        // paints seven times the pixels, and painting is most of what the browsers cost the
        // box. Nothing here compares pixels; a QR code still has several pixels a module.
        deviceScaleFactor: 1,
        browserName: "chromium",
      },
    },
    {
      name: "desktop",
      // The 404 page's wide layout passes axe in pages.spec.ts; what not-found.spec.ts
      // checks (status, path, links) is the same at any width.
      testMatch: ["pages.spec.ts", "shell.spec.ts", "tools.spec.ts"],
      grepInvert: /@phone-only/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // The server on a fresh data directory, removed once the server has stopped.
    command: "node_modules/.bin/node tests/setup/e2e-server.ts",
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    // SIGTERM lets the server close its database and the wrapper remove the data directory.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    env: {
      // The production build with the dev outbox listed, so email-link and phone sign-in
      // can be followed (NODE_ENV=test serves the build; only production hides /dev/outbox).
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      // Each test comes from an address of its own (tests/e2e/fixtures.ts), as players at
      // different tables do: the per-address sign-up limit then counts one test's sign-ups,
      // not the whole run's, however fast the run goes.
      TRUSTED_IP_HEADER: "x-forwarded-for",
    },
  },
});
