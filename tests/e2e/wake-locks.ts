import type { Page } from "@playwright/test";

/**
 * Records the page's screen wake locks (headless Chromium has no screen to keep on): how many
 * were asked for and how many are held now. Call before the page loads.
 */
export async function recordWakeLocks(page: Page) {
  await page.addInitScript(() => {
    const record = { asked: 0, held: 0 };
    Reflect.set(window, "wakeLocks", record);
    const request = () => {
      record.asked += 1;
      record.held += 1;
      const lock = {
        released: false,
        release: () => {
          if (!lock.released) record.held -= 1;
          lock.released = true;
          return Promise.resolve();
        },
      };
      Reflect.set(window, "lastWakeLock", lock);
      return Promise.resolve(lock);
    };
    Object.defineProperty(navigator, "wakeLock", { value: { request } });
  });
  return () =>
    page.evaluate(() => Reflect.get(window, "wakeLocks") as { asked: number; held: number });
}
