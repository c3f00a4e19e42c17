import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keepScreenOn } from "./screen-wake-lock.ts";

/** A browser's document and wake lock, as far as keepScreenOn uses them. */
function fakeBrowser({ refuse = false } = {}) {
  const page = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  page.visibilityState = "visible";
  const locks: { released: boolean; release: () => Promise<void> }[] = [];
  const request = vi.fn(() => {
    if (refuse) return Promise.reject(new DOMException("battery saver", "NotAllowedError"));
    const lock = {
      released: false,
      release: () => {
        lock.released = true;
        return Promise.resolve();
      },
    };
    locks.push(lock);
    return Promise.resolve(lock);
  });
  vi.stubGlobal("document", page);
  vi.stubGlobal("navigator", { wakeLock: { request } });
  const show = (state: DocumentVisibilityState) => {
    page.visibilityState = state;
    page.dispatchEvent(new Event("visibilitychange"));
  };
  return { request, locks, show };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("keepScreenOn", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the screen lock at once", async () => {
    const browser = fakeBrowser();
    keepScreenOn();
    await settle();
    expect(browser.request).toHaveBeenCalledWith("screen");
    expect(browser.locks).toHaveLength(1);
  });

  it("asks again when the page is shown after the browser dropped the lock", async () => {
    const browser = fakeBrowser();
    keepScreenOn();
    await settle();
    // Hidden: the browser releases the lock on its own.
    browser.show("hidden");
    await browser.locks[0]?.release();
    expect(browser.request).toHaveBeenCalledTimes(1);
    browser.show("visible");
    await settle();
    expect(browser.request).toHaveBeenCalledTimes(2);
    expect(browser.locks.at(-1)?.released).toBe(false);
  });

  it("does not ask twice while it holds the lock", async () => {
    const browser = fakeBrowser();
    keepScreenOn();
    await settle();
    browser.show("visible");
    await settle();
    expect(browser.request).toHaveBeenCalledTimes(1);
  });

  it("lets the screen sleep again when stopped, and stops asking", async () => {
    const browser = fakeBrowser();
    const stop = keepScreenOn();
    await settle();
    stop();
    await settle();
    expect(browser.locks[0]?.released).toBe(true);
    browser.show("visible");
    await settle();
    expect(browser.request).toHaveBeenCalledTimes(1);
  });

  it("releases a lock granted only after it was stopped", async () => {
    const browser = fakeBrowser();
    const stop = keepScreenOn();
    stop();
    await settle();
    expect(browser.locks[0]?.released).toBe(true);
  });

  it("carries on quietly where the browser refuses the lock or has none", async () => {
    const refusing = fakeBrowser({ refuse: true });
    expect(() => keepScreenOn()).not.toThrow();
    await settle();
    expect(refusing.request).toHaveBeenCalledTimes(1);
    vi.stubGlobal("navigator", {});
    expect(() => keepScreenOn()()).not.toThrow();
  });
});
