import type { Browser } from "@playwright/test";
import { answerFirstVisit, expect, test } from "./fixtures.ts";
import { createAccount, newEmail, signUpOverHttp } from "./sign-up.ts";
import { open } from "./table.ts";

// Dojo coins (docs/product-rules.md#coins): a friend who signs up through a referral link brings
// 100 coins, and coins unlock a premium pack for good.

/** A second visitor on their own phone. */
async function friendsPhone(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await answerFirstVisit(page);
  return page;
}

test("a referred friend brings 100 coins, which unlock a premium pack for good", async ({
  page,
  browser,
}) => {
  // Two sign-ups on two phones, the profile, an unlock and a second visit: a long journey
  // that takes most of the default 30 s on a busy machine.
  test.slow();
  const hostEmail = newEmail("host");
  const host = hostEmail.split("@")[0] ?? "";
  await signUpOverHttp(page, hostEmail);

  const friend = await friendsPhone(browser);
  await open(friend, `/?ref=${host}`);
  await createAccount(friend, newEmail("guest"));
  await friend.context().close();

  await open(page, "/profile");
  await expect(page.getByTestId("coins")).toHaveText("100");

  await open(page, "/games/never-have-i-ever");
  await page.getByRole("button", { name: "Open settings" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Packs" }).click();
  const confessions = dialog.getByRole("switch", { name: /Confessions/ });
  await expect(confessions).toBeDisabled();
  await dialog.getByRole("button", { name: "Unlock Confessions for 100 coins" }).click();
  await dialog.getByRole("button", { name: "Spend 100 coins" }).click();
  // Unlocked means on, without another tap.
  await expect(confessions).toBeEnabled();
  await expect(confessions).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(
    page.getByRole("banner").getByRole("link", { name: /Your profile/ }),
  ).toHaveAccessibleName(/0 dojo coins/);

  // Unlocked for good: a new visit still has it.
  await open(page, "/games/never-have-i-ever");
  await page.getByRole("button", { name: "Open settings" }).click();
  await page.getByRole("dialog").getByRole("tab", { name: "Packs" }).click();
  await expect(page.getByRole("dialog").getByRole("switch", { name: /Confessions/ })).toBeEnabled();
});

test("a visitor sees how to unlock a premium pack instead of a dead switch", async ({ page }) => {
  await open(page, "/games/truth-or-dare");
  await page.getByRole("button", { name: "Open settings" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Packs" }).click();
  // Every premium pack offers its own way in.
  const deepCuts = dialog.getByRole("listitem").filter({ hasText: "Deep cuts" });
  await expect(deepCuts.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(deepCuts.getByText("to unlock it for good with 100 dojo coins.")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Sign in" })).toHaveCount(2);
});
