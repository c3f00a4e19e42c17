import type { Page } from "@playwright/test";
import { gotoHydrated } from "./hydration.ts";

/** Opens a page and waits until it has hydrated: clicks before hydration do nothing. */
export async function open(page: Page, path: string): Promise<void> {
  await gotoHydrated(page, path);
}

/** Seats players at the table, as the settings' player set-up would have stored them. */
export async function seat(
  page: Page,
  players: readonly { name: string; notDrinking: boolean }[],
): Promise<void> {
  await page.addInitScript((stored) => {
    window.localStorage.setItem(
      "party-dojo:minigames",
      JSON.stringify({ state: { players: stored }, version: 0 }),
    );
  }, players);
}
