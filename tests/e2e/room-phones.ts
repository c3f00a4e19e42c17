import { devices, type Browser, type Page } from "@playwright/test";
import { answerFirstVisit, expect } from "./fixtures.ts";
import { gotoHydrated, waitForHydration } from "./hydration.ts";

// Phones for the room tests (docs/decisions/027-rooms.md): each its own context and address.

/** A phone of its own: a fresh context with its own address (each phone counts apart). */
export async function phone(browser: Browser, address: string): Promise<Page> {
  const context = await browser.newContext({
    ...devices["Pixel 7"],
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { "x-forwarded-for": address },
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  await answerFirstVisit(page);
  return page;
}

/** Joins the room `code` from /join as `name`, and waits on the room's hydrated page. */
export async function joinByCode(page: Page, code: string, name: string) {
  await gotoHydrated(page, "/join");
  await page.getByRole("textbox", { name: "Room code" }).fill(code.toLowerCase());
  await page.getByRole("textbox", { name: "Your name" }).fill(name);
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/rooms/${code}$`));
  await waitForHydration(page);
}

/** Starts a room from /rooms/new as its host, Ada, and waits on the room's hydrated page. */
export async function startRoomAsAda(page: Page) {
  await gotoHydrated(page, "/rooms/new");
  await page.getByRole("textbox", { name: "Your name" }).fill("Ada");
  await page.getByRole("button", { name: "Start the room" }).click();
  await expect(page).toHaveURL(/\/rooms\/[A-Z]{4}$/);
  await waitForHydration(page);
}

/**
 * A room of phones: the test's own page (`ada`) starts it as Ada, the host, and a phone of its own
 * for each of `guests` joins by the room's code, one after the other, so the room seats them in
 * that order. Every phone comes from the test's address (`headers`, the fixture's
 * extraHTTPHeaders). The guests' pages come back in the order of their names.
 */
export async function roomOfPhones<const Guests extends readonly string[]>(
  ada: Page,
  browser: Browser,
  headers: Record<string, string> | undefined,
  guests: Guests,
): Promise<{ [K in keyof Guests]: Page }> {
  const address = headers?.["x-forwarded-for"] ?? "2001:db8::1";
  await startRoomAsAda(ada);
  const code = (await ada.locator("[data-room-code]").getAttribute("data-room-code")) ?? "";
  const phones = await Promise.all(guests.map(() => phone(browser, address)));
  for (const [index, page] of phones.entries()) await joinByCode(page, code, guests[index] ?? "");
  return phones as { [K in keyof Guests]: Page };
}

/** The player on `page` says in the room that they aren't drinking: they take penalty points. */
export async function sayNotDrinking(page: Page) {
  const notDrinking = page.getByRole("switch", { name: "I'm not drinking" });
  await notDrinking.click();
  await expect(notDrinking).toBeChecked();
}

function pickRoomGame(host: Page, game: string) {
  const escaped = game.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return host.getByRole("button", { name: new RegExp(`^${escaped}`) }).click();
}

/** The host picks `game` from the room's games and starts it. */
export async function startRoomGame(host: Page, game: string) {
  await pickRoomGame(host, game);
  await host.getByRole("button", { name: `Start ${game}` }).click();
}

/** The host picks `game` from the room's games, reads what it `says` about it, and starts it. */
export async function startRoomGameSaying(host: Page, game: string, says: RegExp) {
  await pickRoomGame(host, game);
  await expect(host.getByText(says)).toBeVisible();
  await host.getByRole("button", { name: `Start ${game}` }).click();
}

/**
 * Puts the page away as a lock screen or another app does (hidden), or brings it back: the
 * page is told as a browser tells it, by its visibility and a visibilitychange event.
 */
export async function setPageShown(page: Page, shown: boolean) {
  await page.evaluate(
    (visibility) => {
      Object.defineProperty(document, "visibilityState", { value: visibility, configurable: true });
      Object.defineProperty(document, "hidden", {
        value: visibility === "hidden",
        configurable: true,
      });
      document.dispatchEvent(new Event("visibilitychange"));
    },
    shown ? "visible" : "hidden",
  );
}
