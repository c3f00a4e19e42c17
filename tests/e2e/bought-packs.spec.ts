import type { Browser, Page } from "@playwright/test";
import { answerFirstVisit, expect, test } from "./fixtures.ts";
import { createAccount, newEmail, signUpOverHttp } from "./sign-up.ts";
import { open } from "./table.ts";

// A pack the visitor buys (Premium) or unlocks (coins) is switched on in their games at once,
// while the packs they switched off themselves stay off.

/** Never Have I Ever's pack settings, open. */
async function packSettings(page: Page) {
  await open(page, "/games/never-have-i-ever");
  await page.getByRole("button", { name: "Open settings" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Packs" }).click();
  return dialog;
}

/** The player's own choice, made while Confessions was still locked. */
async function switchOffWarmUp(page: Page) {
  const dialog = await packSettings(page);
  await expect(dialog.getByRole("switch", { name: /Confessions/ })).toBeDisabled();
  await dialog.getByRole("switch", { name: /Warm-up/ }).click();
  await expect(dialog.getByRole("switch", { name: /Warm-up/ })).not.toBeChecked();
  await page.keyboard.press("Escape");
}

async function friendsPhone(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await answerFirstVisit(page);
  return page;
}

test("Premium purchase → a premium pack's switch is on in the game without any extra step", async ({
  page,
}) => {
  test.slow();
  await signUpOverHttp(page, newEmail("supporter"));
  await switchOffWarmUp(page);

  await open(page, "/info/pricing");
  await page.getByRole("button", { name: "Go Premium monthly" }).click();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL("/info/premium-confirmation");

  const dialog = await packSettings(page);
  await expect(dialog.getByRole("switch", { name: /Confessions/ })).toBeChecked();
  await expect(dialog.getByRole("switch", { name: /Warm-up/ })).not.toBeChecked();
});

test("coin unlock → that pack's switch is on", async ({ page, browser }) => {
  test.slow();
  const hostEmail = newEmail("saver");
  await signUpOverHttp(page, hostEmail);
  const friend = await friendsPhone(browser);
  await open(friend, `/?ref=${hostEmail.split("@")[0] ?? ""}`);
  await createAccount(friend, newEmail("pal"));
  await friend.context().close();
  await switchOffWarmUp(page);

  const dialog = await packSettings(page);
  const confessions = dialog.getByRole("switch", { name: /Confessions/ });
  await dialog.getByRole("button", { name: "Unlock Confessions for 100 coins" }).click();
  await dialog.getByRole("button", { name: "Spend 100 coins" }).click();
  await expect(confessions).toBeEnabled();
  await expect(confessions).toBeChecked();
  await expect(dialog.getByRole("switch", { name: /Warm-up/ })).not.toBeChecked();
});
