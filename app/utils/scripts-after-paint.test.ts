import { runInNewContext } from "node:vm";
import { expect, test } from "vitest";
import {
  paintlessStartMs,
  scriptsAfterPaintScript,
  waitingPreloadRel,
  waitingScriptType,
} from "./scripts-after-paint.ts";

interface Added {
  kind: string;
  href?: string;
}

/**
 * Runs the head script in a page that is parsed and shown, with a browser that reports paints
 * when told to, and records what it adds to the head.
 */
function pageWithHeadScript(options: { reportsPaints: boolean; visibility?: string }) {
  const added: Added[] = [];
  const listeners = new Map<string, () => void>();
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  let reportPaint: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | null =
    null;
  class PerformanceObserver {
    static supportedEntryTypes = options.reportsPaints ? ["paint"] : [];
    constructor(callback: typeof reportPaint) {
      reportPaint = callback;
    }
    observe() {}
  }
  const element = (tag: string) => ({ tag, rel: "", href: "", textContent: "", type: "" });
  const document = {
    currentScript: { nonce: "n" },
    readyState: "interactive",
    visibilityState: options.visibility ?? "visible",
    head: {
      appendChild: (node: ReturnType<typeof element>) =>
        added.push(node.tag === "link" ? { kind: node.rel, href: node.href } : { kind: node.type }),
    },
    createElement: element,
    querySelectorAll: (selector: string) =>
      selector.includes(waitingPreloadRel)
        ? ["/assets/a.js", "/assets/b.js"].map((href) => ({ getAttribute: () => href }))
        : [],
    querySelector: (selector: string) =>
      selector.includes(waitingScriptType) ? { textContent: "import('/assets/entry.js')" } : null,
    addEventListener: () => {},
  };
  const window = {
    document,
    PerformanceObserver,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    setTimeout: (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
  };
  runInNewContext(scriptsAfterPaintScript, { ...window, window });
  return {
    added,
    load: () => listeners.get("load")?.(),
    paint: () => reportPaint?.({ getEntriesByName: () => [{}] }),
    wait: (ms: number) => {
      now += ms;
      for (const timer of timers.splice(0).filter((each) => each.at <= now)) timer.run();
    },
  };
}

const started: Added[] = [
  { kind: "module" },
  { kind: "modulepreload", href: "/assets/a.js" },
  { kind: "modulepreload", href: "/assets/b.js" },
];

test("scripts start at the first contentful paint, not at a load event that comes before it", () => {
  const page = pageWithHeadScript({ reportsPaints: true });
  page.load();
  page.wait(paintlessStartMs - 1);
  expect(page.added).toEqual([]);
  page.paint();
  expect(page.added).toEqual(started);
});

test("a browser that never reports a paint starts a moment after the page's load", () => {
  const page = pageWithHeadScript({ reportsPaints: true });
  page.load();
  page.wait(paintlessStartMs);
  expect(page.added).toEqual(started);
});

test("a browser without paint reports, and a page opened in the background, start at once", () => {
  expect(pageWithHeadScript({ reportsPaints: false }).added).toEqual(started);
  expect(pageWithHeadScript({ reportsPaints: true, visibility: "hidden" }).added).toEqual(started);
});

test("scripts start once, however many signals come", () => {
  const page = pageWithHeadScript({ reportsPaints: true });
  page.paint();
  page.load();
  page.wait(paintlessStartMs);
  page.paint();
  expect(page.added).toEqual(started);
});
