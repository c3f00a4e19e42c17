import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { open, seat } from "./table.ts";

// On one phone a reload brings back the very throw on screen (docs/decisions/034-one-rule-set.md):
// the coin's face and turn, the dice's faces, the bottle's angle and pick. Nothing turns again.

/** The inline transform of the element that turns (the coin, the bottle). */
function transformOf(page: Page, kind: "rotateX" | "rotate(") {
  return page.locator(`[style*="${kind}"]`).first().getAttribute("style");
}

async function reload(page: Page) {
  await page.reload();
  await waitForHydration(page);
}

test("the coin comes back with the same side up, turned as far, and the same tally", async ({
  page,
}) => {
  await open(page, "/tools/coin-flip");
  const flip = page.getByRole("button", { name: "Flip", exact: true });
  for (let i = 1; i <= 4; i += 1) {
    await flip.click();
    await expect(page.getByText(new RegExp(`^${i} flips?$`))).toBeVisible();
  }
  await expect(page.getByTestId("result")).toHaveText(/^(Heads|Tails)$/, { timeout: 5_000 });
  const seen = {
    side: await page.getByTestId("result").textContent(),
    recent: await page.getByTestId("recent-flips").textContent(),
    heads: await page.getByTestId("heads-count").textContent(),
    coin: await transformOf(page, "rotateX"),
  };

  await reload(page);
  await expect(page.getByTestId("result")).toHaveText(seen.side ?? "");
  await expect(page.getByText("Flipping…")).toHaveCount(0);
  await expect(page.getByText("4 flips")).toBeVisible();
  await expect(page.getByTestId("recent-flips")).toHaveText(seen.recent ?? "");
  await expect(page.getByTestId("heads-count")).toHaveText(seen.heads ?? "");
  expect(await transformOf(page, "rotateX")).toBe(seen.coin);
});

test("the dice come back with the same faces, total and earlier rolls", async ({ page }) => {
  await open(page, "/tools/dice-roll");
  await page.getByRole("radio", { name: "4 dice" }).check();
  const roll = page.getByRole("button", { name: "Roll", exact: true });
  await roll.click();
  await expect(page.getByTestId("result")).toHaveText(/^You rolled/, { timeout: 5_000 });
  await roll.click();
  const earlierRolls = page.getByRole("region", { name: "Earlier rolls" }).getByRole("listitem");
  await expect(earlierRolls).toHaveCount(1, { timeout: 5_000 });
  await expect(page.getByTestId("result")).toHaveText(/^You rolled/);
  const faces = () =>
    page.getByTestId("die").evaluateAll((dice) => dice.map((die) => die.getAttribute("data-face")));
  const seen = {
    faces: await faces(),
    total: await page.getByTestId("total").textContent(),
    earlier: await page.getByRole("region", { name: "Earlier rolls" }).textContent(),
  };
  expect(seen.faces).toHaveLength(4);

  await reload(page);
  await expect(page.getByTestId("total")).toHaveText(seen.total ?? "");
  await expect(page.getByRole("radio", { name: "4 dice" })).toBeChecked();
  expect(await faces()).toEqual(seen.faces);
  await expect(page.getByRole("region", { name: "Earlier rolls" })).toHaveText(seen.earlier ?? "");
});

test("the bottle comes back at the same angle, pointing at the same player", async ({ page }) => {
  await seat(page, [
    { name: "Mia", notDrinking: false },
    { name: "Jonas", notDrinking: false },
    { name: "Freja", notDrinking: false },
    { name: "Ali", notDrinking: false },
  ]);
  await open(page, "/tools/spin-the-bottle");
  await expect(page.getByRole("list", { name: "The circle: 4 players" })).toBeVisible();
  const spin = page.getByRole("button", { name: "Spin", exact: true });
  const result = page.getByTestId("result");
  for (let i = 0; i < 2; i += 1) {
    await spin.click();
    await expect(page.getByTestId("round").getByRole("listitem")).toHaveCount(i + 1, {
      timeout: 5_000,
    });
  }
  await expect(result).toHaveText(/^The bottle points at /);
  const seen = {
    result: await result.textContent(),
    round: await page.getByTestId("round").getByRole("listitem").allTextContents(),
    bottle: await transformOf(page, "rotate("),
  };

  await reload(page);
  await expect(result).toHaveText(seen.result ?? "");
  await expect(page.getByText("Spinning…")).toHaveCount(0);
  await expect(page.getByTestId("round").getByRole("listitem")).toHaveText(seen.round);
  expect(await transformOf(page, "rotate(")).toBe(seen.bottle);
  await expect(page.getByText("2 still to go.")).toBeVisible();
});
