import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { roomOfPhones, startRoomGame, startRoomGameSaying } from "./room-phones.ts";
import { open, seat } from "./table.ts";

// Category on everyone's phone (docs/decisions/034-one-rule-set.md): the category and the clock on
// every phone, each list written on its own phone and hidden until everyone is done, a vote
// that strikes an answer, and the scores on every phone. And on one phone, a reload mid-turn
// keeps the very same category with the turn's clock running on from its deadline.

const answers = (page: Page) => page.getByRole("textbox", { name: "Your answers, one a line" });

/** The revealed answer `text` in `player`'s list. */
function answerRow(page: Page, player: string, text: string) {
  return page
    .getByRole("region", { name: player, exact: true })
    .getByTestId("judged-answer")
    .filter({ hasText: text });
}

test("three phones: lists written in secret, revealed together, a vote strikes one, scores on all", async ({
  page: ada,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000);
  const [bo, cy] = await roomOfPhones(ada, browser, extraHTTPHeaders, ["Bo", "Cy"]);
  const phones = [ada, bo, cy];

  await startRoomGameSaying(ada, "Category", /the lists are revealed together/);

  // The same category on every phone, and the clock waiting for the host.
  const category = (await ada.getByTestId("prompt").innerText()).trim();
  expect(category).toMatch(/\p{L}/u);
  for (const each of phones) {
    await expect(each.getByTestId("prompt")).toHaveText(category);
    await expect(each.getByRole("progressbar", { name: "Time to write" })).toBeVisible();
  }
  await expect(bo.getByRole("button", { name: "Start the clock" })).toHaveCount(0);
  await expect(bo.getByText("The host starts the clock when everyone's ready.")).toBeVisible();
  await ada.getByRole("button", { name: "Start the clock" }).click();
  for (const each of phones) await expect(answers(each)).toBeVisible();

  // Each writes on their own phone; Bo's list is sent as he types, and kept over a reload.
  await answers(ada).fill("Dog\nCat");
  await answers(bo).fill("dog\nBanana");
  await expect(bo.getByText("2 answers", { exact: false })).toBeVisible();
  await answers(cy).fill("Horse");
  await ada.getByRole("button", { name: "I'm done" }).click();
  await expect(ada.getByText("Done. Your answers stay hidden until the reveal.")).toBeVisible();
  for (const each of phones) await expect(each.getByText("Done: Ada")).toBeVisible();
  await expect(async () => {
    await bo.reload();
    await waitForHydration(bo);
    await expect(answers(bo)).toHaveValue("dog\nBanana", { timeout: 1000 });
  }).toPass();
  // Nobody sees anyone else's answers before the reveal.
  await expect(bo.getByText("Cat", { exact: true })).toHaveCount(0);
  await expect(cy.getByText("Banana", { exact: true })).toHaveCount(0);
  await expect(ada.getByTestId("judged-answer")).toHaveCount(0);

  await bo.getByRole("button", { name: "I'm done" }).click();
  await cy.getByRole("button", { name: "I'm done" }).click();

  // Everyone is done: every list on every phone at once.
  for (const each of phones) {
    await expect(each.getByTestId("judged-answer")).toHaveCount(5);
    await expect(answerRow(each, "Ada", "Cat")).toContainText("Nobody else · 2 pts");
    await expect(answerRow(each, "Bo", "dog")).toContainText("Shared · 1 pt");
  }
  // Nobody votes on their own answer; two of Bo's two others strike his banana.
  await expect(bo.getByRole("button", { name: "Vote “Banana” down" })).toHaveCount(0);
  await ada.getByRole("button", { name: "Vote “Banana” down" }).click();
  await expect(answerRow(bo, "Bo", "Banana")).toContainText("1 against");
  await expect(answerRow(bo, "Bo", "Banana")).toContainText("Nobody else · 2 pts");
  await cy.getByRole("button", { name: "Vote “Banana” down" }).click();
  for (const each of phones) {
    await expect(answerRow(each, "Bo", "Banana")).toContainText("Voted down · 0 pts");
    await expect(
      each.getByRole("region", { name: "Bo", exact: true }).getByTestId("section-points"),
    ).toHaveText("1 point");
  }

  await expect(bo.getByRole("button", { name: "Score the round" })).toHaveCount(0);
  await ada.getByRole("button", { name: "Score the round" }).click();
  for (const each of phones) {
    await expect(each.getByTestId("lowest-scorer")).toHaveText("Lowest this round: Bo");
    const totals = each.getByRole("region", { name: "Points this game" });
    await expect(totals).toContainText("Ada: 3 points");
    await expect(totals).toContainText("Cy: 2 points");
    await expect(totals).toContainText("Bo: 1 point");
  }
  await expect(bo.getByTestId("you-drink")).toHaveText("You take a sip.");
  await expect(ada.getByTestId("you-drink")).toHaveCount(0);
  await expect(cy.getByTestId("you-drink")).toHaveCount(0);

  await ada.getByRole("button", { name: "Next category" }).click();
  for (const each of phones) await expect(each.getByTestId("prompt")).not.toHaveText(category);
});

test("the clock running out reveals the lists, what was typed included", async ({
  page: ada,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000);
  const [bo] = await roomOfPhones(ada, browser, extraHTTPHeaders, ["Bo"]);
  await startRoomGame(ada, "Category");
  // The shortest clock: 30 seconds.
  const less = ada.getByRole("button", { name: "Less time" });
  await less.click();
  await less.click();
  await expect(ada.getByRole("group", { name: "Time to write" })).toContainText("30 s");
  await ada.getByRole("button", { name: "Start the clock" }).click();
  await answers(bo).fill("Otter");
  await answers(ada).fill("Seal");
  for (const each of [ada, bo]) {
    await expect(answerRow(each, "Bo", "Otter")).toBeVisible({ timeout: 45_000 });
    await expect(answerRow(each, "Ada", "Seal")).toBeVisible();
  }
});

test("one phone: a reload mid-turn keeps the same category, and the turn's clock runs on", async ({
  page,
}) => {
  await seat(
    page,
    ["Ana", "Bo", "Cy"].map((name) => ({ name, notDrinking: false })),
  );
  await page.clock.install({ time: new Date("2025-06-06T20:00:00+02:00") });
  await open(page, "/games/category");
  await page.clock.pauseAt(new Date("2025-06-06T20:01:00+02:00"));
  const prompt = page.getByTestId("prompt");
  const category = (await prompt.innerText()).trim();
  await page.getByRole("button", { name: "Start the round" }).click();
  await page.getByRole("button", { name: "Got one!" }).click();
  await page.clock.fastForward(2500);
  const turn = page.getByRole("progressbar", { name: "Bo's turn" });
  await expect(turn).toHaveAttribute("aria-valuenow", "3");

  await page.reload();
  await waitForHydration(page);
  await expect(prompt).toHaveText(category);
  await expect(turn).toHaveAttribute("aria-valuenow", "3");
  await expect(page.getByText("1 named so far")).toBeVisible();
  await expect(page.getByRole("button", { name: "Got one!" })).toBeVisible();

  // The deadline set before the reload still holds: Bo's time runs out on it.
  await page.clock.fastForward(3000);
  await expect(page.getByRole("region", { name: "Time's up!" })).toContainText("Bo: take a sip.");
  await expect(prompt).toHaveText(category);
});
