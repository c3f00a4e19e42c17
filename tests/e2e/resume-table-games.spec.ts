import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { open, seat } from "./table.ts";

// The dice and team games keep a game in progress on the device: a reload and a closed tab
// pick it up where it was, and "New game" really starts over.

const table = ["Ada", "Bo", "Cy"].map((name) => ({ name, notDrinking: false }));

/** Reloads the page, then the same game in a new tab of the same browser (the old one closed). */
async function reopen(page: Page, path: string, check: (page: Page) => Promise<void>) {
  await page.reload();
  await waitForHydration(page);
  await check(page);
  const again = await page.context().newPage();
  await page.close();
  await open(again, path);
  await check(again);
  return again;
}

test("Meyer keeps lives, the call to beat, the turn and the log, and New game starts over", async ({
  page,
}) => {
  await seat(page, table);
  await open(page, "/games/meyer");
  // A called Meyer, lifted: someone loses two lives and starts round 2.
  await page.getByRole("button", { name: "Roll under the cup" }).click();
  await page.getByRole("radio", { name: "Meyer", exact: true }).check();
  await page.getByRole("button", { name: "Call Meyer and pass the phone" }).click();
  await page.getByRole("button", { name: "Lift the cup" }).click();
  await expect(page.getByTestId("meyer-lift")).toContainText("loses 2 lives");
  // Round 2: a call of 54, believed, and the next player's dice under the cup.
  await page.getByRole("button", { name: "Roll under the cup" }).click();
  await page.getByRole("radio", { name: "54", exact: true }).check();
  await page.getByRole("button", { name: "Call 54 and pass the phone" }).click();
  await page.getByRole("button", { name: "Believe and roll" }).click();
  await page.getByRole("button", { name: "Roll under the cup" }).click();
  await expect(page.getByRole("radio")).toHaveCount(13);
  const lives = await page.getByTestId("meyer-player").allTextContents();
  expect(lives.join(" ")).toContain("4 lives");
  const log = (await page.getByTestId("meyer-log").textContent()) ?? "";
  const onTurn = (
    (await page.getByText(/, your dice are under the cup\.$/).textContent()) ?? ""
  ).trim();

  const again = await reopen(page, "/games/meyer", async (current) => {
    await expect(current.getByText(onTurn)).toBeVisible();
    await expect(current.getByRole("radio")).toHaveCount(13);
    await expect(current.getByTestId("meyer-log")).toHaveText(log);
    await expect(current.getByTestId("meyer-player")).toHaveText(lives);
  });

  await again.getByRole("button", { name: "New game" }).click();
  await again.getByRole("button", { name: "Start over" }).click();
  await expect(again.getByText(/^Round 1: Ada, the cup is yours/)).toBeVisible();
  await expect(again.getByText("6 lives")).toHaveCount(3);
  await expect(again.getByText(/^No calls yet/)).toBeVisible();
  await again.reload();
  await waitForHydration(again);
  await expect(again.getByTestId("meyer-player")).toHaveCount(3);
  await expect(again.getByText(/^Round 1: Ada, the cup is yours/)).toBeVisible();
  await expect(again.getByText("6 lives")).toHaveCount(3);
});

test("Drunk Dice keeps the tally, Three Man, whose turn and the last roll", async ({ page }) => {
  await seat(page, table);
  await open(page, "/games/drunk-dice");
  const roll = page.getByRole("button", { name: "Roll the dice" });
  for (let rolls = 1; rolls <= 6; rolls += 1) {
    await roll.click();
    await expect(page.getByTestId("roll-result")).toContainText(/rolled \d and \d: \d+\./);
  }
  const tally = page.getByRole("region", { name: "Tally" }).getByRole("listitem");
  const state = {
    result: (await page.getByTestId("roll-result").textContent()) ?? "",
    roller: (await page.getByTestId("roller").textContent()) ?? "",
    threeMan: (await page.getByTestId("three-man").textContent()) ?? "",
    tally: await tally.allTextContents(),
  };

  await reopen(page, "/games/drunk-dice", async (current) => {
    await expect(current.getByTestId("roll-result")).toHaveText(state.result);
    await expect(current.getByTestId("roller")).toHaveText(state.roller);
    await expect(current.getByTestId("three-man")).toHaveText(state.threeMan);
    await expect(current.getByRole("region", { name: "Tally" }).getByRole("listitem")).toHaveText(
      state.tally,
    );
  });
});

test("Word Guess keeps the secret word, the questions asked, the round, tally and history", async ({
  page,
}) => {
  await seat(page, table);
  await open(page, "/games/word-guess");
  await page.getByRole("button", { name: "Question asked" }).click();
  await page.getByRole("button", { name: "We give up" }).click();
  await expect(page.getByTestId("word-result")).toContainText("Bo and Cy take 2 sips");
  const first = ((await page.getByTestId("secret-word").textContent()) ?? "").trim();
  await page.getByRole("button", { name: "Next word" }).click();
  for (let asked = 0; asked < 3; asked += 1) {
    await page.getByRole("button", { name: "Question asked" }).click();
  }
  await page.getByRole("button", { name: "Show the secret word" }).click();
  const word = ((await page.getByTestId("secret-word").textContent()) ?? "").trim();
  const category = (await page.getByTestId("word-category").textContent()) ?? "";

  await reopen(page, "/games/word-guess", async (current) => {
    await expect(current.getByText("Bo answers this round")).toBeVisible();
    await expect(current.getByText("Round 2", { exact: true })).toBeVisible();
    await expect(current.getByTestId("question-count")).toHaveText("3 of 20");
    await expect(current.getByTestId("word-category")).toHaveText(category);
    await expect(current.getByText(`${first}: not guessed`)).toBeVisible();
    await expect(current.getByText("Bo: 2 sips")).toBeVisible();
    await expect(current.getByText("Cy: 2 sips")).toBeVisible();
    // The word stays hidden until the answerer looks again.
    await expect(current.getByTestId("secret-word")).toHaveCount(0);
    await current.getByRole("button", { name: "Show the secret word" }).click();
    await expect(current.getByTestId("secret-word")).toHaveText(word);
    await current.getByRole("button", { name: "Hide the word" }).click();
  });
});

test("More or Less keeps the teams, scores and the question, and New game starts the same teams over", async ({
  page,
}) => {
  await open(page, "/games/more-or-less/team-select");
  await page.getByLabel("Team 1 name").fill("Owls");
  await page.getByLabel("Team 2 name").fill("Foxes");
  await page.getByRole("button", { name: "Start the game" }).click();
  await expect(page.getByRole("heading", { name: "Owls, your turn" })).toBeVisible();
  await page
    .getByRole("button", {
      name: /^(More|Fewer|Higher|Lower|Taller|Shorter|Longer|Bigger|Smaller|Later|Earlier)$/,
    })
    .first()
    .click();
  await expect(page.getByRole("status")).toHaveText(/^(Right|Wrong)!/);
  const verdict = (await page.getByRole("status").textContent()) ?? "";
  const scores = (await page.getByRole("region", { name: "Scores" }).textContent()) ?? "";
  const known = (await page.getByText("Known", { exact: true }).locator("..").textContent()) ?? "";
  const challenger =
    (await page.getByText("New", { exact: true }).locator("..").textContent()) ?? "";

  const again = await reopen(page, "/games/more-or-less/game", async (current) => {
    await expect(current.getByRole("status")).toHaveText(verdict);
    await expect(current.getByRole("region", { name: "Scores" })).toHaveText(scores);
    await expect(current.getByText("Known", { exact: true }).locator("..")).toHaveText(known);
    await expect(current.getByText("New", { exact: true }).locator("..")).toHaveText(challenger);
  });

  await again.getByRole("button", { name: "New game" }).click();
  await again.getByRole("button", { name: "Start over" }).click();
  await expect(again.getByRole("status")).toHaveText("Owls, your turn");
  const board = again.getByRole("region", { name: "Scores" });
  await expect(board).toContainText("Round 1 of 3");
  await expect(board.getByRole("listitem")).toHaveText([
    /^Owls.*0 points · 0 sips$/,
    /^Foxes.*0 points · 0 sips$/,
  ]);
  await again.reload();
  await waitForHydration(again);
  await expect(again.getByRole("status")).toHaveText("Owls, your turn");
  await expect(again.getByRole("region", { name: "Scores" }).getByRole("listitem")).toHaveText([
    /^Owls.*0 points · 0 sips$/,
    /^Foxes.*0 points · 0 sips$/,
  ]);
});
