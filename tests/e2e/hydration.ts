import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page: app/root.tsx marks `<html data-hydrated>` from an
 * effect, and effects run only after hydration. Taps before then do nothing. The mark stays
 * through client-side navigations (the app stays hydrated); a full page load starts without it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Opens a page and waits until it has hydrated. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}
