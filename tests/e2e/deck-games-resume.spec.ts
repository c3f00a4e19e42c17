import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { open, seat } from "./table.ts";

// The prompt games keep the card on the table in their saved game (docs/decisions/034-one-rule-set.md):
// a reload on one phone shows the very card that was being read out, never a new one.

const table = [
  { name: "Ana", notDrinking: false },
  { name: "Bo", notDrinking: false },
  { name: "Cy", notDrinking: false },
] as const;

/** The card once it is this phone's game's, not the one the server dealt into the page. */
function shownCard(page: Page) {
  return page.locator('[data-testid="prompt"][data-dealt="tab"]');
}

async function reload(page: Page) {
  await page.reload();
  await waitForHydration(page);
  await expect(shownCard(page)).toBeVisible();
}

async function cardText(page: Page): Promise<string> {
  return (await shownCard(page).innerText()).trim();
}

/** Presses Next and waits for another card; returns its text. */
async function next(page: Page): Promise<string> {
  const before = await cardText(page);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(shownCard(page)).not.toHaveText(before);
  return cardText(page);
}

for (const path of ["/games/never-have-i-ever", "/games/mix"]) {
  test(`${path}: a reload shows the card that was on the table`, async ({ page }) => {
    await seat(page, table);
    await open(page, path);
    await expect(shownCard(page)).toBeVisible();
    await next(page);
    const card = await next(page);
    await reload(page);
    await expect(shownCard(page)).toHaveText(card);
    // And the game goes on from it.
    expect(await next(page)).not.toBe(card);
  });
}

test("most likely to: a reload shows the same card with its finger tally", async ({ page }) => {
  await seat(page, table);
  await open(page, "/games/most-likely-to");
  await next(page);
  const card = await cardText(page);
  const tally = page.getByRole("region", { name: "Who got pointed at?" });
  await tally.getByRole("button", { name: /^Bo/ }).click();
  await expect(tally.getByRole("button", { name: /^Bo/ })).toHaveAccessibleName("Bo 1 finger");

  await reload(page);
  await expect(shownCard(page)).toHaveText(card);
  await expect(
    page.getByRole("region", { name: "Who got pointed at?" }).getByRole("button", { name: /^Bo/ }),
  ).toHaveAccessibleName("Bo 1 finger");
});

test("squiffy: a reload shows the same card, of the same kind, with the same rules", async ({
  page,
}) => {
  await seat(page, table);
  await open(page, "/games/squiffy");
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await expect(shownCard(page)).toBeVisible();
  await next(page);
  const card = await next(page);
  const held = page.locator("[data-card-id]");
  const id = await held.getAttribute("data-card-id");
  const kind = await held.getAttribute("data-card-kind");
  const rules = await page.locator("[data-virus-id]").count();

  await reload(page);
  await expect(shownCard(page)).toHaveText(card);
  await expect(page.locator("[data-card-id]")).toHaveAttribute("data-card-id", id ?? "");
  await expect(page.locator("[data-card-id]")).toHaveAttribute("data-card-kind", kind ?? "");
  await expect(page.locator("[data-virus-id]")).toHaveCount(rules);
  await expect(page.getByRole("heading", { name: "Who's playing?" })).toHaveCount(0);
});

test("truth or dare: a reload keeps the turn, the choice and the card", async ({ page }) => {
  await seat(page, table);
  await open(page, "/games/truth-or-dare");
  const prompt = page.getByTestId("prompt");
  await expect(prompt).toHaveText("Ana, truth or dare?");
  await page.getByRole("button", { name: "Dare", exact: true }).click();
  await expect(page.getByText("Ana · Dare")).toBeVisible();
  const dare = await cardText(page);

  await reload(page);
  await expect(page.getByText("Ana · Dare")).toBeVisible();
  await expect(shownCard(page)).toHaveText(dare);

  // The next turn's choice is the same after a reload, and so is the card it deals.
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(prompt).toHaveText("Bo, truth or dare?");
  await reload(page);
  await expect(shownCard(page)).toHaveText("Bo, truth or dare?");
  await page.getByRole("button", { name: "Truth", exact: true }).click();
  await expect(page.getByText("Bo · Truth")).toBeVisible();
  const truth = await cardText(page);
  await reload(page);
  await expect(page.getByText("Bo · Truth")).toBeVisible();
  await expect(shownCard(page)).toHaveText(truth);
});
