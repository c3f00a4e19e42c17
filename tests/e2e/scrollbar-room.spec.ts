import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { roomOfPhones, sayNotDrinking, startRoomGame } from "./room-phones.ts";

// ScrollBar in a room (app/games/scrollbar/rules.ts): each phone plays for its team and taps the
// cups its team sinks; the dare lands on the losing team's phones, in each player's own unit.

const cup = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const dareText = (page: Page) => page.getByTestId("dare-text");

/** The dare as a player not drinking reads it: sips become penalty points. */
function inPoints(text: string): string {
  return text
    .replace(/take a sip/g, "take a penalty point")
    .replace(/take (\d+) sips/g, "take $1 penalty points");
}

test("each team's phones tap the cups they sink, and the dare lands on the other team's", async ({
  page: ada,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000);
  const [bo, cy] = await roomOfPhones(ada, browser, extraHTTPHeaders, ["Bo", "Cy"]);
  await sayNotDrinking(cy);

  await startRoomGame(ada, "ScrollBar Dare Pong");
  const everyone = [ada, bo, cy];

  // Ada and Cy play for Team A, Bo for Team B: each phone taps only the other side's cups.
  await expect(ada.getByTestId("my-team")).toHaveText("You play for Team A");
  await expect(cy.getByTestId("my-team")).toHaveText("You play for Team A");
  await expect(bo.getByTestId("my-team")).toHaveText("You play for Team B");
  await expect(cup(ada, "Team B, cup 1")).toBeEnabled();
  await expect(cup(ada, "Team A, cup 1")).toBeDisabled();
  await expect(cup(bo, "Team A, cup 1")).toBeEnabled();
  await expect(cup(bo, "Team B, cup 1")).toBeDisabled();

  // Bo sinks Team A's cup 1: the dare is Team A's, and their phones answer for it.
  await cup(bo, "Team A, cup 1").click();
  for (const each of everyone) {
    await expect(cup(each, "Team A, cup 1, sunk")).toBeVisible();
    await expect(each.getByRole("heading", { name: "Dare for Team A" })).toBeVisible();
  }
  await expect(ada.getByText("Your team's dare")).toBeVisible();
  await expect(cy.getByText("Your team's dare")).toBeVisible();
  await expect(bo.getByText("Your team's dare")).toHaveCount(0);
  await expect(bo.getByText("Team A's phones say when it's done.")).toBeVisible();
  await expect(bo.getByRole("button", { name: "Dare done" })).toHaveCount(0);
  const dare = await dareText(ada).innerText();
  await expect(dareText(bo)).toHaveText(dare);
  await expect(dareText(cy)).toHaveText(inPoints(dare));
  await cy.getByRole("button", { name: "Dare done" }).click();
  for (const each of everyone) await expect(each.getByTestId("prompt")).toHaveCount(0);

  // Team A sinks four of Team B's cups: only Team B's phones may re-rack them.
  for (const number of [1, 2, 3, 4]) {
    const thrower = number % 2 === 0 ? cy : ada;
    await cup(thrower, `Team B, cup ${number}`).click();
    await expect(cup(thrower, `Team B, cup ${number}, sunk`)).toBeVisible();
  }
  await expect(bo.getByRole("heading", { name: "Dare for Team B" })).toBeVisible();
  const rerack = "Re-rack Team B into a 6-cup triangle";
  await expect(ada.getByRole("button", { name: rerack })).toHaveCount(0);
  await bo.getByRole("button", { name: rerack }).click();
  for (const each of everyone) {
    await expect(each.getByText("6 cups standing · 1 re-rack left")).toBeVisible();
  }

  // Team B's last cup falls: its redemption turn is Bo's to end, and Team A wins.
  for (let number = 1; number <= 6; number += 1) {
    await cup(ada, `Team B, cup ${number}`).click();
    await expect(cup(ada, `Team B, cup ${number}, sunk`)).toBeVisible();
  }
  for (const each of everyone) {
    await expect(each.getByRole("heading", { name: "Redemption turn for Team B" })).toBeVisible();
  }
  await expect(ada.getByRole("button", { name: "Redemption turn is over" })).toHaveCount(0);
  await bo.getByRole("button", { name: "Redemption turn is over" }).click();
  for (const each of everyone) {
    await expect(each.getByRole("heading", { name: "Winner: Team A!" })).toBeVisible();
  }
  await bo.getByRole("button", { name: "Play again" }).click();
  for (const each of everyone) {
    await expect(each.getByText("10 cups standing · 2 re-racks left")).toHaveCount(2);
  }
});
