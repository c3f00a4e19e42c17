import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { open } from "./table.ts";

// One phone passed between the teams keeps the whole game on the device
// (app/games/_ui/use-table-game.ts): a reload mid-turn shows the very same lines and shot.

test("a reload mid-turn keeps both lines, the team throwing, the balls left and the last shot", async ({
  page,
}) => {
  await open(page, "/games/slusen");
  await page.getByRole("button", { name: "More balls per turn" }).click();
  await page.getByRole("button", { name: "Team B, cup 5, place 5" }).click();
  await page.getByRole("button", { name: "Missed" }).click();
  await page.getByRole("button", { name: "Team A, cup 3, place 3" }).click();
  const lines = page.getByRole("region", { name: /^Team [AB]$/ });
  const before = await lines.allInnerTexts();
  const shot = "Team B hit cup 3: it moves to the front.";
  await expect(page.getByRole("status")).toHaveText(shot);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Team B to throw" })).toBeVisible();
  await expect(page.getByText("1 ball left this turn")).toBeVisible();
  await expect(page.getByRole("button", { name: "Team B, cup 5, front" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Team A, cup 3, front" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(shot);
  expect(await lines.allInnerTexts()).toEqual(before);
  // The ball after the reload is Team B's second and last of the turn.
  await page.getByRole("button", { name: "Missed" }).click();
  await expect(page.getByRole("heading", { name: "Team A to throw" })).toBeVisible();
});
