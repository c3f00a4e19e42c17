import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { roomOfPhones, startRoomGameSaying } from "./room-phones.ts";
import { open, seat } from "./table.ts";

// Country, Island, City on everyone's phone (docs/decisions/034-one-rule-set.md): the letter, the
// bonus column and the clock on every phone, answers typed on each player's own phone and hidden
// until everyone is done, matched whatever the case, accents, a typo or æ/ae; shared answers score
// 5 and unique ones 10, a vote strikes one, the host splits and joins two. And on one phone, a
// reload mid-round keeps the same letter, bonus column and clock, running on from its deadline.

/** Types `answers` into this phone's answer form, column by column. */
async function write(page: Page, answers: Record<string, string>) {
  const form = page.getByRole("form", { name: "Your answers" });
  for (const [column, text] of Object.entries(answers)) {
    await form.getByRole("textbox", { name: column, exact: true }).fill(text);
  }
}

/** The revealed answer by `player` in `column`. */
function answerRow(page: Page, column: string, player: string) {
  return page
    .getByRole("region", { name: column, exact: true })
    .getByTestId("judged-answer")
    .filter({ hasText: new RegExp(`^${player} `) });
}

test("three phones: answers typed in secret, revealed together, shared ones score less, a vote strikes one", async ({
  page: ada,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000);
  const [bo, cy] = await roomOfPhones(ada, browser, extraHTTPHeaders, ["Bo", "Cy"]);
  const phones = [ada, bo, cy];

  await startRoomGameSaying(ada, "Country, Island, City", /shared answers score less/);

  // The same letter, bonus column and clock on every phone; only the host starts the clock.
  const letter = (await ada.getByTestId("letter").innerText()).trim();
  const bonus = (await ada.getByTestId("prompt").innerText()).trim();
  for (const each of phones) {
    await expect(each.getByTestId("letter")).toHaveText(letter);
    await expect(each.getByTestId("prompt")).toHaveText(bonus);
    await expect(each.getByRole("timer", { name: "Time left" })).toHaveText("1:30");
  }
  await expect(bo.getByRole("button", { name: "Start the clock" })).toHaveCount(0);
  await ada.getByRole("button", { name: "Start the clock" }).click();
  for (const each of phones) {
    await expect(each.getByRole("form", { name: "Your answers" })).toBeVisible();
    await expect(each.getByRole("textbox", { name: `Bonus: ${bonus}` })).toBeVisible();
  }

  // One typo, a capital, an accent and æ/ø spelled out are all still the same answer.
  await write(ada, { Country: "Denmark", Island: "Bornholm" });
  await write(bo, { Country: "denmrak", Island: "Ærø" });
  await write(cy, { Country: "Djibouti", Island: "Aeroe", City: "París" });
  await ada.getByRole("button", { name: "I'm done" }).click();
  await expect(ada.getByText("Done. Your answers stay hidden until the reveal.")).toBeVisible();
  for (const each of phones) await expect(each.getByText("Done: Ada")).toBeVisible();
  // Typed answers are sent as they rest, and a reload brings them back.
  await expect(async () => {
    await cy.reload();
    await waitForHydration(cy);
    await expect(cy.getByRole("textbox", { name: "City", exact: true })).toHaveValue("París", {
      timeout: 1000,
    });
  }).toPass();
  // Nobody sees anyone else's answers before the reveal.
  await expect(ada.getByText("Djibouti")).toHaveCount(0);
  await expect(bo.getByText("Bornholm")).toHaveCount(0);
  await expect(cy.getByText("denmrak")).toHaveCount(0);

  await bo.getByRole("button", { name: "I'm done" }).click();
  await cy.getByRole("button", { name: "I'm done" }).click();

  // Everyone is done: every answer on every phone at once, shared ones at 5, unique at 10.
  for (const each of phones) {
    await expect(each.getByTestId("judged-answer")).toHaveCount(7);
    await expect(answerRow(each, "Country", "Ada")).toContainText("Shared · 5 pts");
    await expect(answerRow(each, "Country", "Bo")).toContainText("Shared · 5 pts");
    await expect(answerRow(each, "Country", "Cy")).toContainText("Nobody else · 10 pts");
    await expect(answerRow(each, "Island", "Ada")).toContainText("Nobody else · 10 pts");
    await expect(answerRow(each, "Island", "Bo")).toContainText("Shared · 5 pts");
    await expect(answerRow(each, "Island", "Cy")).toContainText("Shared · 5 pts");
  }
  const scores = (page: Page) => page.getByRole("region", { name: "This round so far" });
  await expect(scores(bo)).toContainText("Ada: 15");
  await expect(scores(bo)).toContainText("Bo: 10");
  await expect(scores(bo)).toContainText("Cy: 25");

  // The host splits Cy's "Aeroe" from Bo's "Ærø", then joins them back.
  await expect(bo.getByRole("button", { name: "“Aeroe” is a different answer" })).toHaveCount(0);
  await ada.getByRole("button", { name: "“Aeroe” is a different answer" }).click();
  await expect(answerRow(cy, "Island", "Cy")).toContainText("Nobody else · 10 pts");
  await expect(answerRow(cy, "Island", "Bo")).toContainText("Nobody else · 10 pts");
  await ada.getByRole("button", { name: "“Aeroe” is the same as another answer" }).click();
  await answerRow(ada, "Island", "Bo").getByRole("button", { name: "Same as “Aeroe”" }).click();
  await expect(answerRow(cy, "Island", "Cy")).toContainText("Shared · 5 pts");

  // Ada and Bo, both of Cy's others, vote his "París" down: it scores nothing.
  await expect(cy.getByRole("button", { name: "Vote “París” down" })).toHaveCount(0);
  await ada.getByRole("button", { name: "Vote “París” down" }).click();
  await expect(answerRow(cy, "City", "Cy")).toContainText("1 against");
  await bo.getByRole("button", { name: "Vote “París” down" }).click();
  for (const each of phones) {
    await expect(answerRow(each, "City", "Cy")).toContainText("Voted down · 0 pts");
    await expect(scores(each)).toContainText("Cy: 15");
  }

  await expect(bo.getByRole("button", { name: "Save the scores" })).toHaveCount(0);
  await ada.getByRole("button", { name: "Save the scores" }).click();
  for (const each of phones) {
    await expect(each.getByTestId("lowest-scorer")).toHaveText("Lowest this round: Bo");
    const totals = each.getByRole("region", { name: "Points this game" });
    await expect(totals).toContainText("Ada: 15");
    await expect(totals).toContainText("Cy: 15");
    await expect(totals).toContainText("Bo: 10");
  }
  await expect(bo.getByTestId("you-drink")).toHaveText("You take 2 sips.");
  await expect(ada.getByTestId("you-drink")).toHaveCount(0);

  await ada.getByRole("button", { name: "Next letter" }).click();
  for (const each of phones) {
    await expect(each.getByText("Round 2")).toBeVisible();
    await expect(each.getByTestId("letter")).not.toHaveText(letter);
  }
});

test("one phone: a reload mid-round keeps the letter, the bonus column and the running clock", async ({
  page,
}) => {
  await seat(
    page,
    ["Ana", "Bo", "Cy"].map((name) => ({ name, notDrinking: false })),
  );
  await page.clock.install({ time: new Date("2025-06-06T20:00:00+02:00") });
  await open(page, "/games/country-island-city");
  await page.clock.pauseAt(new Date("2025-06-06T20:01:00+02:00"));
  const letter = (await page.getByTestId("letter").innerText()).trim();
  const bonus = (await page.getByTestId("prompt").innerText()).trim();
  await page.getByRole("button", { name: "Start the clock" }).click();
  await page.clock.fastForward(10_500);
  const timer = page.getByRole("timer", { name: "Time left" });
  await expect(timer).toHaveText("1:20");

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("letter")).toHaveText(letter);
  await expect(page.getByTestId("prompt")).toHaveText(bonus);
  await expect(timer).toHaveText("1:20");
  await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();

  // The deadline set before the reload still holds: the clock runs out on it.
  await page.clock.fastForward(80_000);
  await expect(timer).toHaveText("0:00");
  await expect(page.getByRole("region", { name: "Score sheet" })).toBeVisible();
  await expect(page.getByTestId("letter")).toHaveText(letter);
});
