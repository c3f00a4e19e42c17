import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { newEmail, signUpOverHttp } from "./sign-up.ts";
import { open } from "./table.ts";
import { expectNoSeriousAxeIssues } from "./axe.ts";

// Premium (docs/product-rules.md#premium) on the built-in test provider: the e2e server has no
// Stripe keys.

/** The premium pack "Confessions" in Never Have I Ever's pack settings. */
async function confessionsSwitch(page: Page) {
  await open(page, "/games/never-have-i-ever");
  await page.getByRole("button", { name: "Open settings" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Packs" }).click();
  return dialog.getByRole("switch", { name: /Confessions/ });
}

const profileLink = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: /Your profile/ });

test("a free player buys Premium, cancels, keeps it until the end date, then is free again", async ({
  page,
}) => {
  // The longest journey of the suite: a dozen page loads on a phone profile.
  test.setTimeout(120_000);
  await signUpOverHttp(page, newEmail("buyer"));
  await expect(await confessionsSwitch(page)).toBeDisabled();
  await expect(page.getByRole("dialog").getByRole("link", { name: "See Premium" })).toHaveAttribute(
    "href",
    "/info/pricing",
  );

  await open(page, "/info/pricing");
  await page.getByRole("tab", { name: /Yearly/ }).click();
  await page.getByRole("button", { name: "Go Premium yearly" }).click();

  await expect(page).toHaveURL(/\/billing\/test-checkout\//);
  await expect(page.getByText("Test mode — no money is taken")).toBeVisible();
  await expect(page.getByText("Party Dojo Premium, yearly")).toBeVisible();
  await expectNoSeriousAxeIssues(page);
  await page.getByRole("button", { name: "Pay" }).click();

  await expect(page).toHaveURL("/info/premium-confirmation");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Premium!");
  await expect(profileLink(page)).toHaveAccessibleName(/Premium supporter/);
  await expectNoSeriousAxeIssues(page);

  // Every premium pack is switched on for the new supporter.
  const confessions = await confessionsSwitch(page);
  await expect(confessions).toBeEnabled();
  await expect(confessions).toBeChecked();
  await page.keyboard.press("Escape");

  await open(page, "/profile");
  await expect(page.getByTestId("plan")).toHaveText("Premium");
  await expect(page.getByTestId("plan-detail")).toHaveText(/Your Premium renews on/);
  await expect(page.getByTestId("supporter-badge").first()).toBeVisible();
  await expect(page.getByText("Supporter", { exact: false }).first()).toBeVisible();

  await page.getByRole("button", { name: "Cancel Premium" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, cancel" }).click();
  await expect(page.getByTestId("plan-detail")).toHaveText(/Cancelled: you keep Premium until/);
  await expect(page.getByTestId("plan")).toHaveText("Premium");
  await expect(page.getByRole("button", { name: "Resume Premium" })).toBeVisible();
  await expect(await confessionsSwitch(page)).toBeEnabled();

  // The test provider's billing page moves the subscription to the end of its period, the
  // way Stripe's test clocks do: the end date now lies in the past.
  await open(page, "/profile");
  await page.getByRole("button", { name: "Manage billing" }).click();
  await expect(page).toHaveURL("/billing/test-portal");
  await expect(page.getByTestId("test-subscription-status")).toHaveText(/Cancels at the end/);
  await page.getByRole("button", { name: "End the current period now" }).click();
  await expect(page.getByRole("status")).toHaveText("Done.");
  await expect(page.getByTestId("test-subscription-status")).toHaveText("Ended");

  await open(page, "/profile");
  await expect(page.getByTestId("plan")).toHaveText("Free plan");
  await expect(page.getByTestId("supporter-badge")).toHaveCount(0);
  await expect(profileLink(page)).not.toHaveAccessibleName(/Premium supporter/);
  await expect(await confessionsSwitch(page)).toBeDisabled();
});

test("leaving or failing the checkout changes nothing", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpOverHttp(page, newEmail("undecided"));

  await open(page, "/info/pricing");
  await page.getByRole("button", { name: "Go Premium monthly" }).click();
  await expect(page.getByText("Party Dojo Premium, monthly")).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL("/info/premium-cancelled");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Checkout cancelled");
  await expectNoSeriousAxeIssues(page);

  await page.getByRole("link", { name: "Back to pricing" }).click();
  await page.getByRole("button", { name: "Go Premium monthly" }).click();
  await page.getByRole("button", { name: "Fail" }).click();
  await expect(page).toHaveURL("/info/premium-failed");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The payment didn't go through");
  await expectNoSeriousAxeIssues(page);

  await open(page, "/profile");
  await expect(page.getByTestId("plan")).toHaveText("Free plan");
});

test("a visitor is asked to sign in before checkout, and the API refuses them", async ({
  page,
  request,
}) => {
  await open(page, "/info/pricing");
  await page.getByRole("link", { name: "Sign in to go Premium" }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  const answer = await request.post("/api/subscription/create-checkout-session", {
    data: { price_id: "premium-monthly" },
  });
  expect(answer.status()).toBe(401);
  expect(await answer.json()).toEqual({ error: "User is not authenticated" });
});
