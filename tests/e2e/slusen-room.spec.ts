import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { roomOfPhones, sayNotDrinking, startRoomGame } from "./room-phones.ts";

// The Line in a room (app/games/slusen/rules.ts): each phone plays for its team, the throwing
// team's phones tap the shots, everyone sees the lines, and each loser is told what to drink.

const cup = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const missed = (page: Page) => page.getByRole("button", { name: "Missed" });

test("the throwing team's phones tap the shots, every phone follows, the losers are told", async ({
  page: ada,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000);
  const [bo, cy] = await roomOfPhones(ada, browser, extraHTTPHeaders, ["Bo", "Cy"]);
  await sayNotDrinking(cy);

  await startRoomGame(ada, "Slusen: The Line");
  const everyone = [ada, bo, cy];

  // Seats alternate: Ada and Cy play for Team A, Bo for Team B. Team A throws first.
  await expect(ada.getByTestId("my-team")).toHaveText("You play for Team A");
  await expect(cy.getByTestId("my-team")).toHaveText("You play for Team A");
  await expect(bo.getByTestId("my-team")).toHaveText("You play for Team B");
  await expect(ada.getByText("Your team throws")).toBeVisible();
  await expect(bo.getByText("Team A to throw")).toBeVisible();
  await expect(missed(bo)).toHaveCount(0);
  await expect(cup(bo, "Team B, cup 4, place 4")).toBeDisabled();
  for (const each of everyone) {
    await expect(each.getByRole("region", { name: "Teams" })).toContainText("Team A: Ada and Cy");
  }

  // Ada's ball lands in cup 4: it moves to the front on every phone.
  await cup(ada, "Team B, cup 4, place 4").click();
  for (const each of everyone) {
    await expect(cup(each, "Team B, cup 4, front")).toBeVisible();
    await expect(
      each.getByRole("status").getByText("Team A hit cup 4: it moves to the front."),
    ).toBeVisible();
  }

  // Team B sinks Team A's front cup every turn; Team A's phones miss in between, in turn.
  for (let sunk = 1; sunk <= 6; sunk += 1) {
    await expect(bo.getByText("Your team throws")).toBeVisible();
    await expect(missed(ada)).toHaveCount(0);
    await cup(bo, `Team A, cup ${sunk}, front`).click();
    if (sunk === 6) break;
    const thrower = sunk % 2 === 0 ? ada : cy;
    await expect(missed(thrower)).toBeVisible();
    await missed(thrower).click();
  }

  for (const each of everyone) {
    await expect(each.getByRole("heading", { name: "Winner: Team B!" })).toBeVisible();
  }
  await expect(ada.getByTestId("my-drink")).toHaveText("That's you: take 3 sips.");
  await expect(cy.getByTestId("my-drink")).toHaveText("That's you: take 3 penalty points.");
  await expect(bo.getByTestId("my-drink")).toHaveCount(0);
  await expect(
    bo.getByText(
      "Team A: take 3 sips each, one for every cup still standing on the winners' side, up to 3.",
    ),
  ).toBeVisible();

  // Anyone starts the rematch; the losers throw first.
  await cy.getByRole("button", { name: "Play again" }).click();
  for (const each of [ada, cy]) await expect(each.getByText("Your team throws")).toBeVisible();
  await expect(bo.getByText("Team A to throw")).toBeVisible();
  await expect(ada.getByTestId("my-drink")).toHaveCount(0);
});
