import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { open } from "./table.ts";

// One phone by the table keeps the whole game on the device (app/games/_ui/use-table-game.ts):
// a reload mid-redemption shows the very same racks, dare and count, not a new deal.

test("a reload mid-redemption keeps the racks, the dare on the table and the cups sunk", async ({
  page,
}) => {
  await open(page, "/games/scrollbar");
  for (let number = 1; number <= 10; number += 1) {
    await page.getByRole("button", { name: `Team B, cup ${number}`, exact: true }).click();
  }
  await expect(page.getByRole("heading", { name: "Redemption turn for Team B" })).toBeVisible();
  await page.getByRole("button", { name: "Team A, cup 3", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dare for Team A" })).toBeVisible();
  const dare = await page.getByTestId("prompt").locator("p").first().innerText();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Redemption turn for Team B" })).toBeVisible();
  await expect(page.getByText("1 cup sunk so far.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Dare for Team A" })).toBeVisible();
  await expect(page.getByTestId("prompt").locator("p").first()).toHaveText(dare);
  await expect(page.getByRole("button", { name: "Team A, cup 3, sunk" })).toBeDisabled();
  await expect(page.getByText("9 cups standing · 2 re-racks left")).toBeVisible();
  await expect(page.getByText("0 cups standing · 2 re-racks left")).toBeVisible();

  await page.getByRole("button", { name: "Redemption turn is over" }).click();
  await expect(page.getByRole("status")).toHaveText(
    /^Team B: back in the game with one cup to defend\./,
  );
});
