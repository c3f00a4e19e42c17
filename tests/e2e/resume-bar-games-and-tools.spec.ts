import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { open, seat } from "./table.ts";

// The bar games and the tools keep their game on the device: a reload and a closed tab both
// come back to the same state (app/games/_ui/saved-game.ts).

/** Reloads, then closes the page and opens the game again in a new one, as a closed tab would. */
async function reloadThenReopen(
  page: Page,
  context: BrowserContext,
  path: string,
  expectSame: (page: Page) => Promise<void>,
): Promise<Page> {
  await page.reload();
  await waitForHydration(page);
  await expectSame(page);
  await page.close();
  const again = await context.newPage();
  await open(again, path);
  await expectSame(again);
  return again;
}

async function startOver(page: Page) {
  await page.getByRole("button", { name: "New game" }).click();
  await page.getByRole("button", { name: "Start over" }).click();
}

test("The Line keeps both lines, the turn and the balls left, and New game starts over", async ({
  page,
  context,
}) => {
  await open(page, "/games/slusen");
  await page.getByRole("button", { name: "More balls per turn" }).click();
  await page.getByRole("button", { name: "Team B, cup 4, place 4" }).click();
  await page.getByRole("button", { name: "Missed" }).click();
  await page.getByRole("button", { name: "Team A, cup 1, front" }).click();

  const midGame = async (on: Page) => {
    await expect(on.getByRole("heading", { name: "Team B to throw" })).toBeVisible();
    await expect(on.getByText("1 ball left this turn")).toBeVisible();
    await expect(on.getByRole("button", { name: "Team B, cup 4, front" })).toBeVisible();
    await expect(on.getByRole("button", { name: "Team A, cup 2, front" })).toBeVisible();
    await expect(on.getByRole("button", { name: "Undo last shot" })).toBeEnabled();
  };
  await midGame(page);
  const again = await reloadThenReopen(page, context, "/games/slusen", midGame);

  await startOver(again);
  await expect(again.getByRole("heading", { name: "Team A to throw" })).toBeVisible();
  await expect(again.getByRole("button", { name: "Team A, cup 1, front" })).toBeVisible();
  await expect(again.getByRole("button", { name: "Team B, cup 1, front" })).toBeVisible();
  await expect(again.getByRole("button", { name: "Undo last shot" })).toBeDisabled();
  // The balls per turn are the table's choice, not the game's: they stay, reload or not.
  await expect(again.getByText("2 balls left this turn")).toBeVisible();
  await again.reload();
  await waitForHydration(again);
  await expect(again.getByRole("heading", { name: "Team A to throw" })).toBeVisible();
  await expect(again.getByText("2 balls left this turn")).toBeVisible();
});

test("ScrollBar keeps the racks, the re-racks and the dare on the table", async ({
  page,
  context,
}) => {
  await open(page, "/games/scrollbar");
  for (const cup of [1, 2, 3, 4]) {
    await page.getByRole("button", { name: `Team B, cup ${cup}`, exact: true }).click();
  }
  await page.getByRole("button", { name: "Re-rack Team B into a 6-cup triangle" }).click();
  const dare = await page.getByTestId("prompt").locator("p").first().innerText();

  const midGame = async (on: Page) => {
    await expect(on.getByText("6 cups standing · 1 re-rack left")).toBeVisible();
    await expect(on.getByText("10 cups standing · 2 re-racks left")).toBeVisible();
    await expect(on.getByRole("heading", { name: "Dare for Team B" })).toBeVisible();
    await expect(on.getByTestId("prompt").locator("p").first()).toHaveText(dare);
  };
  await midGame(page);
  await reloadThenReopen(page, context, "/games/scrollbar", midGame);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the coin keeps its tally and the side up, and New game clears the tally", async ({
    page,
    context,
  }) => {
    await open(page, "/tools/coin-flip");
    const flip = page.getByRole("button", { name: "Flip", exact: true });
    for (let i = 0; i < 3; i += 1) {
      await flip.click();
      await expect(page.getByText(new RegExp(`^${i + 1} flips?$`))).toBeVisible();
    }
    const side = (await page.getByTestId("result").textContent()) ?? "";
    const heads = (await page.getByTestId("heads-count").textContent()) ?? "";
    const tails = (await page.getByTestId("tails-count").textContent()) ?? "";
    expect(side).toMatch(/^(Heads|Tails)$/);

    const same = async (on: Page) => {
      await expect(on.getByText("3 flips")).toBeVisible();
      await expect(on.getByTestId("result")).toHaveText(side);
      await expect(on.getByTestId("heads-count")).toHaveText(heads);
      await expect(on.getByTestId("tails-count")).toHaveText(tails);
    };
    const again = await reloadThenReopen(page, context, "/tools/coin-flip", same);

    await startOver(again);
    await expect(again.getByTestId("heads-count")).toHaveText("Heads: 0");
    await expect(again.getByTestId("tails-count")).toHaveText("Tails: 0");
    await expect(again.getByTestId("result")).toHaveText("");
  });

  test("the dice keep their number, the last roll and the earlier rolls", async ({
    page,
    context,
  }) => {
    await open(page, "/tools/dice-roll");
    await page.getByRole("radio", { name: "3 dice" }).check();
    const roll = page.getByRole("button", { name: "Roll", exact: true });
    const earlier = page.getByRole("region", { name: "Earlier rolls" }).getByRole("listitem");
    for (let i = 0; i < 3; i += 1) {
      await roll.click();
      await expect(page.getByTestId("result")).toHaveText(/^You rolled/);
    }
    await expect(earlier).toHaveCount(2);
    const result = (await page.getByTestId("result").textContent()) ?? "";
    const total = (await page.getByTestId("total").textContent()) ?? "";
    const history = await earlier.allTextContents();

    const same = async (on: Page) => {
      await expect(on.getByRole("radio", { name: "3 dice" })).toBeChecked();
      await expect(on.getByTestId("result")).toHaveText(result);
      await expect(on.getByTestId("total")).toHaveText(total);
      await expect(
        on.getByRole("region", { name: "Earlier rolls" }).getByRole("listitem"),
      ).toHaveText(history);
    };
    const again = await reloadThenReopen(page, context, "/tools/dice-roll", same);

    await startOver(again);
    await expect(again.getByTestId("total")).toHaveText("–");
    await expect(again.getByRole("region", { name: "Earlier rolls" })).toHaveCount(0);
    await expect(again.getByRole("radio", { name: "3 dice" })).toBeChecked();
  });

  test("the bottle keeps the round, who has been picked and the last result", async ({
    page,
    context,
  }) => {
    await seat(page, [
      { name: "Mia", notDrinking: false },
      { name: "Jonas", notDrinking: false },
      { name: "Freja", notDrinking: false },
    ]);
    await open(page, "/tools/spin-the-bottle");
    await expect(page.getByRole("list", { name: "The circle: 3 players" })).toBeVisible();
    const spin = page.getByRole("button", { name: "Spin", exact: true });
    const round = page.getByTestId("round").getByRole("listitem");
    for (let i = 0; i < 2; i += 1) {
      await spin.click();
      await expect(round).toHaveCount(i + 1);
    }
    const picked = await round.allTextContents();
    const last = picked.at(-1) ?? "";

    const same = async (on: Page) => {
      await expect(on.getByTestId("result")).toHaveText(`The bottle points at ${last}`);
      await expect(on.getByRole("heading", { name: "Round 1" })).toBeVisible();
      await expect(on.getByTestId("round").getByRole("listitem")).toHaveText(picked);
    };
    await reloadThenReopen(page, context, "/tools/spin-the-bottle", same);
  });
});
