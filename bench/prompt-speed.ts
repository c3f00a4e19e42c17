// How fast a prompt shows, on the game page and on the framework floor alike
// (bench/framework-floor.ts): the first prompt on a throttled phone, on a first visit and a
// returning one, and the next prompt after a tap on Next. Both pages mark
// `<html data-hydrated>` once React has hydrated and show the prompt in
// `[data-testid="prompt"]`.
import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";

/** A phone's browser, as the rest of the bench sends it. */
export interface PhoneOptions {
  userAgent: string;
  /** Cookies the page is opened with (a session, a seat), as `name=value`. */
  cookies?: string[];
}

async function phoneContext(browser: Browser, origin: string, options: PhoneOptions) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: options.userAgent,
    serviceWorkers: "allow",
  });
  const cookies = (options.cookies ?? []).map((cookie) => {
    const [name = "", ...value] = cookie.split("=");
    return { name, value: value.join("="), url: origin };
  });
  if (cookies.length > 0) await context.addCookies(cookies);
  return context;
}

/**
 * Lighthouse's mobile profile, applied through DevTools: 150 ms RTT, 1.6 Mbit/s down,
 * 750 kbit/s up and a CPU four times slower.
 */
async function throttle(cdp: CDPSession) {
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/**
 * Marks the prompt for the Element Timing API the moment the parser inserts it, before its
 * first paint, and notes when the page has settled: hydrated, with the card this tab deals
 * (`data-dealt="tab"` where the page has that mark).
 */
function watchPrompt() {
  const settledNow = () => {
    const prompt = document.querySelector<HTMLElement>('[data-testid="prompt"]');
    const dealt = prompt?.dataset.dealt;
    return (
      document.documentElement.dataset.hydrated === "true" &&
      prompt !== null &&
      (dealt === undefined || dealt === "tab")
    );
  };
  new MutationObserver((_, observer) => {
    const prompt = document.querySelector('[data-testid="prompt"]');
    if (prompt && !prompt.hasAttribute("elementtiming"))
      prompt.setAttribute("elementtiming", "prompt");
    if (!settledNow()) return;
    Reflect.set(window, "__promptSettledAt", performance.now());
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, childList: true });
}

/** When the prompt was first painted (Element Timing; LCP where that has no entry), and settled. */
async function promptTimes(page: Page): Promise<{ visibleMs: number; settledMs: number }> {
  await page.waitForFunction(() => typeof Reflect.get(window, "__promptSettledAt") === "number", {
    timeout: 60_000,
  });
  const times = await page.evaluate(async () => {
    const entriesOf = (type: string) =>
      new Promise<PerformanceEntry[]>((resolve) => {
        const observer = new PerformanceObserver((list) => {
          observer.disconnect();
          resolve(list.getEntries());
        });
        observer.observe({ type, buffered: true });
        // No entry of the type at all: the observer never calls back.
        setTimeout(() => resolve([]), 1_000);
      });
    const prompt = (await entriesOf("element")).find(
      (entry) => Reflect.get(entry, "identifier") === "prompt",
    );
    const painted = prompt
      ? Number(Reflect.get(prompt, "renderTime")) || Number(Reflect.get(prompt, "loadTime"))
      : ((await entriesOf("largest-contentful-paint")).at(-1)?.startTime ?? Number.NaN);
    return { visibleMs: painted, settledMs: Number(Reflect.get(window, "__promptSettledAt")) };
  });
  return { visibleMs: Math.round(times.visibleMs), settledMs: Math.round(times.settledMs) };
}

export interface FirstAndReturning {
  first: { visibleMs: number; settledMs: number };
  returning: { visibleMs: number; settledMs: number };
  /** Whether a service worker was active before the returning visit. */
  workerActive: boolean;
}

/**
 * A true first visit (a fresh context: nothing stored, nothing cached) on a throttled phone,
 * then the same phone coming back: once its service worker is active (where the page has one),
 * the page reloaded under the same throttling.
 */
export async function firstAndReturningPrompt(
  browser: Browser,
  origin: string,
  path: string,
  options: PhoneOptions & { expectWorker: boolean },
): Promise<FirstAndReturning> {
  const context = await phoneContext(browser, origin, options);
  try {
    await context.addInitScript(watchPrompt);
    const page = await context.newPage();
    await throttle(await context.newCDPSession(page));
    await page.goto(origin + path, { waitUntil: "load", timeout: 120_000 });
    const first = await promptTimes(page);
    const workerActive = options.expectWorker
      ? await page.evaluate(async () => {
          const ready = navigator.serviceWorker.ready.then(() => true);
          const late = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 60_000));
          return Promise.race([ready, late]);
        })
      : false;
    if (options.expectWorker && !workerActive)
      throw new Error(`${path}: no service worker was active a minute after the first visit`);
    await page.reload({ waitUntil: "load", timeout: 120_000 });
    const returning = await promptTimes(page);
    return { first, returning, workerActive };
  } finally {
    await context.close();
  }
}

export interface NextPromptTimes {
  /** From the click to the prompt's text changing in the DOM, sorted. */
  toDom: number[];
  /** From the click to the frame after that change, sorted. */
  toFrame: number[];
}

/**
 * Presses Next `presses` times on a hydrated page at 4x CPU, timing each press in the page:
 * from a dispatched click until a MutationObserver sees the prompt's text change, and until
 * the next animation frame after it.
 */
export async function nextPromptTimes(
  browser: Browser,
  origin: string,
  path: string,
  options: PhoneOptions & { presses: number },
): Promise<NextPromptTimes> {
  const context: BrowserContext = await phoneContext(browser, origin, options);
  try {
    // The table has answered the first-visit questions, as it has after its first game.
    await context.addInitScript(() => {
      window.localStorage.setItem("party-dojo:age", JSON.stringify({ confirmed: true }));
      window.localStorage.setItem("party-dojo:consent", JSON.stringify({ analytics: false }));
    });
    await context.addInitScript(watchPrompt);
    const page = await context.newPage();
    await page.goto(origin + path, { waitUntil: "load", timeout: 120_000 });
    await promptTimes(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const times = await page.evaluate(async (presses) => {
      await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 }));
      const prompt = document.querySelector('[data-testid="prompt"]');
      const next = [...document.querySelectorAll("button, a")].find(
        (each) => each.textContent?.trim() === "Next",
      );
      if (!prompt || !(next instanceof HTMLElement)) throw new Error("no prompt or Next button");
      const toDom: number[] = [];
      const toFrame: number[] = [];
      for (let press = 0; press < presses; press += 1) {
        const before = prompt.textContent;
        let changedAt = 0;
        const changed = new Promise<void>((resolve, reject) => {
          const observer = new MutationObserver(() => {
            if (prompt.textContent === before) return;
            changedAt = performance.now();
            observer.disconnect();
            resolve();
          });
          observer.observe(prompt, { childList: true, characterData: true, subtree: true });
          setTimeout(
            () => reject(new Error(`press ${press + 1}: the prompt did not change`)),
            5_000,
          );
        });
        const start = performance.now();
        next.click();
        await changed;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        toDom.push(changedAt - start);
        toFrame.push(performance.now() - start);
      }
      return { toDom, toFrame };
    }, options.presses);
    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    return { toDom: sorted(times.toDom), toFrame: sorted(times.toFrame) };
  } finally {
    await context.close();
  }
}

/** The value below which `p` percent of the sorted values lie. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
