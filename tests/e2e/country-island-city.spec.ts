import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { animationsSettled, axeOf } from "./axe.ts";
import { open, seat } from "./table.ts";
import { switchOffEveryPack } from "./pack-switches.ts";

// Country, Island, City (docs/product-rules.md#country-island-city): a letter and a bonus column on
// the card, a clock, and a score sheet of unique (10), shared (5) and none (0) whose lowest scorer
// drinks.

const path = "/games/country-island-city";
const hardLetters = ["Q", "W", "X", "Y", "Z", "Æ", "Ø", "Å"];

/** Marks one answer on the score sheet: the player's row for that column, then the mark. */
async function score(sheet: Locator, player: string, column: string, mark: string) {
  const row = sheet.getByRole("group", { name: `${player}: ${column}` });
  await row.getByText(mark, { exact: true }).click();
  await expect(row.getByRole("radio", { name: new RegExp(`^${mark}`) })).toBeChecked();
}

/** Serious and critical accessibility problems in the page's main area. */
async function seriousViolations(page: Page) {
  await animationsSettled(page);
  const { violations } = await axeOf(page).include("#main").analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help}`);
}

async function pensDown(page: Page) {
  await page.getByRole("button", { name: "Start the clock" }).click();
  await page.getByRole("button", { name: "Pens down" }).click();
}

test("the first letter and bonus column are in the server HTML", async ({ request }) => {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const prompt = /data-testid="prompt"[^>]*>([^<]+)</.exec(html)?.[1]?.trim() ?? "";
  expect(prompt.length).toBeGreaterThan(3);
  expect(prompt).not.toMatch(/No cards to deal/);
  const letter = /data-testid="letter"[^>]*>([^<]+)</.exec(html)?.[1]?.trim() ?? "";
  expect(letter).toMatch(/^[A-ZÆØÅ]$/);
  expect(hardLetters).not.toContain(letter);
});

test("50 presses of Next: 50 bonus columns none repeated within 40, and fresh letters", async ({
  page,
}) => {
  // Fifty presses, each waited for: long for the default 30 s on a busy machine.
  test.slow();
  await open(page, path);
  const prompt = page.getByTestId("prompt");
  const letter = page.getByTestId("letter");
  const next = page.getByRole("button", { name: "Next", exact: true });
  const columns = [(await prompt.innerText()).trim()];
  const letters = [(await letter.innerText()).trim()];

  for (let press = 0; press < 50; press++) {
    const previous = columns.at(-1) ?? "";
    await next.click();
    await expect(prompt).not.toHaveText(previous);
    columns.push((await prompt.innerText()).trim());
    letters.push((await letter.innerText()).trim());
  }

  expect(columns).toHaveLength(51);
  columns.forEach((text, index) => {
    expect(text).not.toMatch(/No cards to deal/);
    expect(
      columns.slice(Math.max(0, index - 40), index),
      `bonus column ${index}: ${text}`,
    ).not.toContain(text);
  });
  // 21 letters are left once the hard ones are out: the first 21 are all different, and
  // none of the 51 is a hard letter.
  expect(new Set(letters.slice(0, 21)).size).toBe(21);
  for (const drawn of letters) expect(hardLetters).not.toContain(drawn);
  await expect(page.getByText("Round 51")).toBeVisible();
});

test("switching off the last active pack is refused", async ({ page }) => {
  await open(page, path);
  await switchOffEveryPack(page);
  const prompt = page.getByTestId("prompt");
  const before = await prompt.innerText();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(prompt).not.toHaveText(before);
  await expect(prompt).not.toHaveText(/No cards to deal/);
});

test("scoring: unique, shared and none add up, the lowest scorer drinks, totals run on", async ({
  page,
}) => {
  await seat(page, [
    { name: "Ana", notDrinking: false },
    { name: "Bo", notDrinking: true },
    { name: "Cy", notDrinking: false },
  ]);
  await open(page, path);
  const bonus = (await page.getByTestId("prompt").innerText()).trim();
  await pensDown(page);

  const sheet = page.getByRole("region", { name: "Score sheet" });
  await score(sheet, "Ana", "Country", "Unique");
  await score(sheet, "Ana", "Island", "Unique");
  await score(sheet, "Ana", "City", "Shared");
  await score(sheet, "Bo", "Country", "Shared");
  await score(sheet, "Bo", "City", "Shared");
  await score(sheet, "Bo", `Bonus: ${bonus}`, "Unique");
  await score(sheet, "Cy", "Country", "Shared");
  await score(sheet, "Cy", "Island", "Shared");
  // A mark changed back to None counts nothing.
  await score(sheet, "Cy", "City", "Unique");
  await score(sheet, "Cy", "City", "None");
  await expect(sheet.getByTestId("round-total")).toHaveText([
    "25 this round",
    "20 this round",
    "10 this round",
  ]);
  await sheet.getByRole("button", { name: "Save the scores" }).click();

  const results = page.getByRole("region", { name: "Scores after round 1" });
  await expect(results.getByTestId("lowest-scorer")).toHaveText("Lowest this round: Cy");
  await expect(results.getByRole("status")).toContainText("Cy: take 2 sips");
  await expect(results.getByRole("row", { name: /^Ana/ })).toHaveText(/Ana\s*25\s*25/);
  await expect(results.getByRole("row", { name: /^Bo/ })).toHaveText(/Bo\s*20\s*20/);
  await expect(results.getByRole("row", { name: /^Cy/ })).toHaveText(/Cy\s*10\s*10/);

  // Round 2: a tie for last means both drink; Bo isn't drinking, so penalty points.
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(results).toBeHidden();
  await pensDown(page);
  await score(sheet, "Cy", "Country", "Unique");
  await score(sheet, "Cy", "Island", "Shared");
  await sheet.getByRole("button", { name: "Save the scores" }).click();

  const second = page.getByRole("region", { name: "Scores after round 2" });
  await expect(second.getByTestId("lowest-scorer")).toHaveText("Lowest this round: Ana and Bo");
  await expect(second.getByRole("status")).toContainText("Ana: take 2 sips");
  await expect(second.getByRole("status")).toContainText("Bo: take 2 penalty points");
  await expect(second.getByRole("row", { name: /^Ana/ })).toHaveText(/Ana\s*0\s*25/);
  await expect(second.getByRole("row", { name: /^Bo/ })).toHaveText(/Bo\s*0\s*20/);
  await expect(second.getByRole("row", { name: /^Cy/ })).toHaveText(/Cy\s*15\s*25/);
});

test("the clock runs out by itself and opens the score sheet", async ({ page }) => {
  await page.clock.install();
  await seat(page, [
    { name: "Ana", notDrinking: false },
    { name: "Bo", notDrinking: false },
  ]);
  await open(page, path);
  const timer = page.getByRole("timer", { name: "Time left" });
  await expect(timer).toHaveText("1:30");

  // The length is a setting between 30 and 180 seconds.
  await page.getByRole("button", { name: "Letters & timer" }).click();
  const dialog = page.getByRole("dialog");
  const shorter = dialog.getByRole("button", { name: "15 seconds less" });
  for (let i = 0; i < 4; i++) await shorter.click();
  await expect(dialog.getByText("30 seconds", { exact: true })).toBeVisible();
  await expect(shorter).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(timer).toHaveText("0:30");

  await page.getByRole("button", { name: "Start the clock" }).click();
  await page.clock.fastForward(10_000);
  await expect(timer).toHaveText(/0:2\d/);
  await page.clock.fastForward(21_000);
  await expect(timer).toHaveText("0:00");
  await expect(page.getByRole("region", { name: "Score sheet" })).toBeVisible();
  await expect(page.getByText("Time's up! Pens down.")).toBeAttached();
});

test("without players the letter and clock work, and the sheet asks for players", async ({
  page,
}) => {
  await open(page, path);
  await expect(
    page.getByText("Add at least two players to keep score.", { exact: false }),
  ).toBeVisible();
  await pensDown(page);
  await expect(page.getByRole("region", { name: "Score sheet" })).toHaveCount(0);

  await page.getByRole("button", { name: "Add players" }).click();
  const dialog = page.getByRole("dialog", { name: "Who's playing?" });
  for (const name of ["Ana", "Bo"]) {
    await dialog.getByPlaceholder("Player name").fill(name);
    await dialog.getByRole("button", { name: "Add player" }).click();
  }
  await page.keyboard.press("Escape");
  await expect(page.getByRole("region", { name: "Score sheet" })).toBeVisible();
});

test("the card, the score sheet and the results pass axe", async ({ page }) => {
  // Three full axe scans take seconds each on a busy machine.
  test.slow();
  await seat(page, [
    { name: "Ana", notDrinking: false },
    { name: "Bo", notDrinking: false },
  ]);
  await open(page, path);
  expect(await seriousViolations(page)).toEqual([]);
  await pensDown(page);
  const sheet = page.getByRole("region", { name: "Score sheet" });
  await score(sheet, "Ana", "Country", "Unique");
  expect(await seriousViolations(page)).toEqual([]);
  await sheet.getByRole("button", { name: "Save the scores" }).click();
  await expect(page.getByTestId("lowest-scorer")).toHaveText("Lowest this round: Bo");
  expect(await seriousViolations(page)).toEqual([]);
});
