import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { open, seat } from "./table.ts";

// The timed and personalised games keep their game on the device: a reload, and a closed
// tab opened again, bring back the scores, the turn and a running clock paused at the time
// it had left (docs/decisions/017-offline-and-resume.md). The games on one rule set keep the
// clock as a deadline, which runs on from where it was (docs/decisions/034-one-rule-set.md).

const players = ["Ana", "Bo", "Cy"].map((name) => ({ name, notDrinking: false }));

/** Opens a game on Playwright's clock and stops time, so the clock moves only when told. */
async function openOnPausedClock(page: Page, path: string) {
  await page.clock.install({ time: new Date("2025-06-06T20:00:00+02:00") });
  await open(page, path);
  await page.clock.pauseAt(new Date("2025-06-06T20:01:00+02:00"));
}

/**
 * Reloads with time standing still (a busy machine can't run the clock on before the
 * reload), and waits for hydration, after which the saved game is on screen.
 */
async function reload(page: Page) {
  await page.reload();
  await waitForHydration(page);
}

/** Closes the tab and opens the game again in a new one on the same device. */
async function reopen(page: Page, context: BrowserContext, path: string): Promise<Page> {
  await page.close();
  const again = await context.newPage();
  await open(again, path);
  return again;
}

test("category: the round, the turn and the running clock survive a reload and a closed tab; New game starts over", async ({
  page,
  context,
}) => {
  const path = "/games/category";
  await seat(page, players);
  await openOnPausedClock(page, path);
  await page.getByRole("button", { name: "Start the round" }).click();
  await page.getByRole("button", { name: "Got one!" }).click();
  await page.getByRole("button", { name: "Got one!" }).click();
  await page.clock.fastForward(2500);
  await expect(page.getByRole("progressbar", { name: "Cy's turn" })).toHaveAttribute(
    "aria-valuenow",
    "3",
  );

  const category = await page.getByTestId("prompt").innerText();

  // Time stands still here, so the clock has the very time it had.
  const expectSaved = async (on: Page) => {
    await expect(on.getByTestId("prompt")).toHaveText(category);
    await expect(on.getByRole("progressbar", { name: "Cy's turn" })).toHaveAttribute(
      "aria-valuenow",
      "3",
    );
    await expect(on.getByText("2 named so far")).toBeVisible();
    await expect(on.getByRole("button", { name: "Got one!" })).toBeVisible();
  };
  await reload(page);
  await expectSaved(page);
  const again = await reopen(page, context, path);
  await expectSaved(again);

  await again.getByRole("button", { name: "New game" }).click();
  await again.getByRole("button", { name: "Start over" }).click();
  await expect(again.getByText("Ana starts")).toBeVisible();
  await expect(again.getByRole("button", { name: "Start the round" })).toBeVisible();
});

test("charades: the scores and an interrupted turn, same word and clock running on from its deadline, survive a reload and a closed tab", async ({
  page,
  context,
}) => {
  const path = "/games/charades";
  await openOnPausedClock(page, path);
  await page.getByRole("button", { name: "I'm the actor — show me" }).click();
  await page.getByRole("button", { name: "Correct" }).click();
  await page.clock.fastForward(61_000);
  await page.getByRole("button", { name: "Team B's turn" }).click();
  await page.getByRole("button", { name: "I'm the actor — show me" }).click();
  const prompt = page.getByTestId("prompt");
  const first = await prompt.innerText();
  await page.getByRole("button", { name: "Skip" }).click();
  await expect(prompt).not.toHaveText(first);
  const word = await prompt.innerText();
  await page.clock.fastForward(3500);
  const clock = (on: Page) => on.getByRole("progressbar", { name: "Team B is guessing" });
  await expect(clock(page)).toHaveAttribute("aria-valuenow", "57");

  // The turn's clock is a deadline: with time standing still it still has 57 s, and it
  // runs on from there, never paused and never restarted.
  const expectSaved = async (on: Page) => {
    await expect(on.getByTestId("prompt")).toHaveText(word);
    await expect(on.getByText("This turn: 0 correct, 1 skipped")).toBeVisible();
    await expect(clock(on)).toHaveAttribute("aria-valuenow", "57");
    await expect(on.getByRole("button", { name: "Correct" })).toBeVisible();
  };
  await reload(page);
  await expectSaved(page);
  const again = await reopen(page, context, path);
  await expectSaved(again);
  await again.clock.fastForward(10_000);
  await expect(clock(again)).toHaveAttribute("aria-valuenow", "47");

  await again.getByRole("button", { name: "End game" }).click();
  const scores = again.getByRole("region", { name: "Final scores" });
  await expect(scores.getByRole("listitem").filter({ hasText: "Team A" })).toContainText("1 point");
  await expect(scores.getByRole("listitem").filter({ hasText: "Team B" })).toContainText(
    "0 points",
  );
});

test("country-island-city: the round, the letter, the results and the running clock survive a reload and a closed tab", async ({
  page,
  context,
}) => {
  const path = "/games/country-island-city";
  await seat(page, players);
  await openOnPausedClock(page, path);
  await page.getByRole("button", { name: "Start the clock" }).click();
  await page.getByRole("button", { name: "Pens down" }).click();
  const sheet = page.getByRole("region", { name: "Score sheet" });
  await sheet.getByRole("group", { name: "Ana: Country" }).getByText("Unique").click();
  await sheet.getByRole("button", { name: "Save the scores" }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("Round 2")).toBeVisible();
  const letter = await page.getByTestId("letter").innerText();
  const bonus = await page.getByTestId("prompt").innerText();
  await page.getByRole("button", { name: "Start the clock" }).click();
  await page.clock.fastForward(10_500);
  const timer = page.getByRole("timer", { name: "Time left" });
  await expect(timer).toHaveText("1:20");

  const expectSaved = async (on: Page) => {
    await expect(on.getByText("Round 2")).toBeVisible();
    await expect(on.getByTestId("letter")).toHaveText(letter);
    await expect(on.getByTestId("prompt")).toHaveText(bonus);
    // Time stands still here, so the clock has the very time it had, and runs.
    await expect(on.getByRole("timer", { name: "Time left" })).toHaveText("1:20");
    await expect(on.getByRole("button", { name: "Pause" })).toBeVisible();
  };
  await reload(page);
  await expectSaved(page);
  const again = await reopen(page, context, path);
  await expectSaved(again);

  // The first round's score is still on the sheet of the next round scored.
  await again.getByRole("button", { name: "Pens down" }).click();
  await again.getByRole("button", { name: "Save the scores" }).click();
  await expect(again.getByRole("row", { name: /^Ana/ })).toHaveText(/Ana\s*0\s*10/);
});

test("squiffy: players, taps, stars and cards played survive a reload and a closed tab, up to the recap", async ({
  page,
  context,
}) => {
  const path = "/games/squiffy";
  await seat(page, players);
  await open(page, path);
  await page.getByRole("button", { name: "Start", exact: true }).click();
  const prompt = page.getByTestId("prompt");
  const favourite = (await prompt.innerText()).trim();
  await page.getByRole("button", { name: "Save to favourites" }).click();
  const tally = page.getByRole("region", { name: "Keep count" });
  await tally.getByRole("button", { name: /^Bo drank/ }).click();
  await tally.getByRole("button", { name: /^Bo drank/ }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(prompt).not.toHaveText(favourite);
  const card = await page.locator("[data-card-id]").getAttribute("data-card-id");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.locator("[data-card-id]")).not.toHaveAttribute("data-card-id", card ?? "");

  const expectSaved = async (on: Page) => {
    const drank = on.getByRole("region", { name: "Keep count" });
    await expect(drank.getByRole("button", { name: /^Bo drank/ })).toHaveAccessibleName(
      "Bo drank (2 so far)",
    );
    await expect(on.getByTestId("prompt")).toBeVisible();
    await expect(on.getByRole("heading", { name: "Who's playing?" })).toHaveCount(0);
  };
  await reload(page);
  await expectSaved(page);
  const again = await reopen(page, context, path);
  await expectSaved(again);

  await again.getByRole("button", { name: "End game" }).click();
  await again.waitForURL("**/games/squiffy-review");
  await expect(again.getByTestId("cards-played")).toHaveText("3");
  await expect(again.getByTestId("drank-most")).toHaveText("Bo");
  await expect(again.getByTestId("favourite-card")).toHaveText(favourite);
});
