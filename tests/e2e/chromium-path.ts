import { existsSync } from "node:fs";

/**
 * The Chromium the browser tests drive: `CHROMIUM_PATH` when set, else Debian's headless shell,
 * else Debian's full Chromium. The headless shell is Chromium without the browser's own window,
 * tabs and interface: the same engine for the page, at about two thirds of the suite's CPU time
 * on a 2-core box (docs/decisions/044-browser-suite-in-budget.md).
 */
const headlessShell = "/usr/bin/chromium-headless-shell";

export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium");
