import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { open } from "./table.ts";

// More or Less on one phone keeps the whole question on the device
// (docs/decisions/034-one-rule-set.md): a reload shows the same pair, the same answer and the
// same scores, never a new draw.

const answers = /^(More|Fewer|Higher|Lower|Taller|Shorter|Longer|Bigger|Smaller|Later|Earlier)$/;

const card = (page: Page, label: string) => page.getByText(label, { exact: true }).locator("..");

const text = async (page: Page, label: string) => (await card(page, label).textContent()) ?? "";

async function reload(page: Page) {
  await page.reload();
  await waitForHydration(page);
}

test("a reload keeps the question after a veto, and the answer once given", async ({ page }) => {
  await open(page, "/games/more-or-less/team-select");
  await page.getByLabel("Team 1 name").fill("Owls");
  await page.getByLabel("Team 2 name").fill("Foxes");
  await page.getByRole("button", { name: "Start the game" }).click();
  await expect(page.getByRole("heading", { name: "Owls, your turn" })).toBeVisible();
  const before = await text(page, "New");
  await page.getByRole("button", { name: "Swap it (free veto)" }).click();
  await expect(card(page, "New")).not.toHaveText(before);
  const known = await text(page, "Known");
  const fresh = await text(page, "New");

  await reload(page);
  await expect(card(page, "Known")).toHaveText(known);
  await expect(card(page, "New")).toHaveText(fresh);
  await expect(page.getByRole("button", { name: /free veto/ })).toHaveCount(0);

  await page.getByRole("button", { name: answers }).first().click();
  await expect(page.getByRole("status")).toHaveText(/^(Right|Wrong)!/);
  const verdict = (await page.getByRole("status").textContent()) ?? "";
  const revealed = await text(page, "New");
  const scores = (await page.getByRole("region", { name: "Scores" }).textContent()) ?? "";
  await reload(page);
  await expect(page.getByRole("status")).toHaveText(verdict);
  await expect(card(page, "New")).toHaveText(revealed);
  await expect(page.getByRole("region", { name: "Scores" })).toHaveText(scores);
});
