import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { roomOfPhones, startRoomGameSaying } from "./room-phones.ts";

// Charades on everyone's phone (docs/decisions/034-one-rule-set.md): the room is dealt into
// teams; only the actor's phone shows the word, every phone shows who acts and the clock; the
// actor or the host marks Correct and Skip; the turn passes on when the room's clock runs out.

const scoreOf = (page: Page, team: string) =>
  page
    .getByRole("region", { name: /Scores/ })
    .getByRole("listitem")
    .filter({ hasText: team });

test("four phones in two teams: the word on the actor's phone only, the clock and scores on all", async ({
  page: ada,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(150_000);
  const [bo, cy, di] = await roomOfPhones(ada, browser, extraHTTPHeaders, ["Bo", "Cy", "Di"]);
  const phones = [ada, bo, cy, di];

  await startRoomGameSaying(ada, "Charades", /The actor's phone shows the word and the clock/);

  // Teams dealt round the table; Ada acts first for Team A.
  for (const each of phones) {
    await expect(scoreOf(each, "Team A")).toContainText("Ada, Cy");
    await expect(scoreOf(each, "Team B")).toContainText("Bo, Di");
  }
  await expect(ada.getByText("Your turn to act for Team A")).toBeVisible();
  await expect(bo.getByText("Ada acts for Team A")).toBeVisible();
  await expect(bo.getByText("Waiting for Ada to take the word…")).toBeVisible();

  // The host sets the shortest clock; the others see it and can't change it.
  const timer = (page: Page) => page.getByRole("group", { name: "Turn timer" });
  await ada.getByRole("button", { name: "Less time" }).click();
  await expect(timer(bo)).toContainText("45 s");
  await ada.getByRole("button", { name: "Less time" }).click();
  await expect(timer(bo)).toContainText("30 s");
  await expect(bo.getByRole("button", { name: "Less time" })).toBeDisabled();

  // Ada takes the word: her phone only shows it; every phone runs the clock.
  await ada.getByRole("button", { name: "I'm acting — show me the word" }).click();
  const word = ada.getByTestId("prompt");
  await expect(word).toHaveText(/\p{L}/u);
  const first = (await word.textContent()) ?? "";
  for (const other of [bo, cy, di]) {
    await expect(other.getByText("Ada is acting for Team A")).toBeVisible();
    await expect(other.getByText("Only Ada can see the word")).toBeVisible();
    await expect(other.getByTestId("prompt")).toHaveCount(0);
    await expect(other.getByText(first, { exact: true })).toHaveCount(0);
  }
  for (const each of phones) {
    await expect(each.getByRole("progressbar", { name: "Team A is guessing" })).toBeVisible();
  }
  await expect(bo.getByRole("button", { name: "Correct" })).toHaveCount(0);

  await ada.getByRole("button", { name: "Correct" }).click();
  await expect(word).not.toHaveText(first);
  await ada.getByRole("button", { name: "Skip" }).click();
  for (const other of [bo, cy, di]) {
    await expect(other.getByText("This turn: 1 correct, 1 skipped")).toBeVisible();
    await expect(scoreOf(other, "Team A")).toContainText("1 point");
  }

  // The room's clock runs out: every phone says so, and anyone passes the turn on.
  for (const each of phones) {
    await expect(each.getByText("Time's up! Team A got 1 point. 1 skipped.")).toBeVisible({
      timeout: 45_000,
    });
  }
  await di.getByRole("button", { name: "Team B's turn" }).click();

  // Bo acts for Team B; the host starts his turn and marks for him without seeing the word.
  await expect(bo.getByText("Your turn to act for Team B")).toBeVisible();
  await expect(cy.getByText("Bo acts for Team B")).toBeVisible();
  await ada.getByRole("button", { name: "Start Bo's turn" }).click();
  await expect(bo.getByTestId("prompt")).toHaveText(/\p{L}/u);
  await expect(ada.getByTestId("prompt")).toHaveCount(0);
  await expect(ada.getByText("Only Bo can see the word")).toBeVisible();
  await ada.getByRole("button", { name: "Correct" }).click();
  await expect(scoreOf(cy, "Team B")).toContainText("1 point");

  // The host ends the game: a tie on every phone.
  await ada.getByRole("button", { name: "End game" }).click();
  for (const each of phones) {
    await expect(each.getByText("It's a tie: Team A, Team B with 1 point each.")).toBeVisible();
  }
  await expect(ada.getByRole("button", { name: "New game" })).toBeVisible();
  await expect(bo.getByRole("button", { name: "New game" })).toHaveCount(0);
});
