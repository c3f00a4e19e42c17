import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { roomOfPhones, startRoomGameSaying } from "./room-phones.ts";

// More or Less on everyone's phone (docs/decisions/034-one-rule-set.md): the room is dealt into
// teams; each player of the team on turn votes on their own phone, the majority answers (a tie:
// the first vote), and the answer, the team's vote and the drinks reach the phones.

const answers = /^(More|Fewer|Higher|Lower|Taller|Shorter|Longer|Bigger|Smaller|Later|Earlier)$/;

const answerButtons = (page: Page) => page.getByRole("button", { name: answers });
const verdict = (page: Page) => page.getByRole("status").filter({ hasText: /^(Right|Wrong)!/ });

test("four phones in two teams: each team votes on its phones, the majority answers, the drinkers are told", async ({
  page: ada,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000);
  const [bo, cy, di] = await roomOfPhones(ada, browser, extraHTTPHeaders, ["Bo", "Cy", "Di"]);
  const phones = [ada, bo, cy, di];

  await startRoomGameSaying(ada, "More or Less", /votes higher or lower on their own phone/);

  // Team 1 is Ada and Cy, Team 2 Bo and Di; only Team 1's phones can answer.
  for (const each of [ada, cy]) await expect(each.getByText("Your team's turn")).toBeVisible();
  for (const each of [bo, di]) {
    await expect(each.getByText("Team 1's turn")).toBeVisible();
    await expect(answerButtons(each)).toHaveCount(0);
  }
  await expect(bo.getByText("Your team: Bo, Di")).toBeVisible();
  await expect(answerButtons(ada)).toHaveCount(2);

  // Ada and Cy split: the first vote, Ada's, answers for the team.
  const adaSays = (await answerButtons(ada).first().textContent()) ?? "";
  await answerButtons(ada).first().click();
  await expect(cy.getByText(`Your team so far: ${adaSays} 1`)).toBeVisible();
  await expect(di.getByText("Team 1 is deciding: 1 of 2 voted.")).toBeVisible();
  await expect(di.getByText(/Your team so far/)).toHaveCount(0);
  await answerButtons(cy).last().click();
  for (const each of phones) {
    await expect(verdict(each)).toBeVisible();
    await expect(
      each.getByText(`Team 1 was split 1 to 1: the first vote, ${adaSays}, counted.`),
    ).toBeVisible();
  }

  // A wrong answer is the team's to drink, told on its own phones; a right one theirs to bank.
  const wrong = ((await verdict(bo).textContent()) ?? "").startsWith("Wrong!");
  for (const each of [ada, cy]) {
    await expect(each.getByTestId("my-drink")).toHaveText(
      wrong ? ["Wrong for your team: take a sip."] : [],
    );
  }
  for (const each of [bo, di]) await expect(each.getByTestId("my-drink")).toHaveCount(0);
  await expect(bo.getByText("Waiting for Team 1 to keep going or bank…")).toBeVisible({
    visible: !wrong,
  });
  await expect(bo.getByRole("button", { name: "Keep going" })).toHaveCount(0);
  await (
    wrong
      ? di.getByRole("button", { name: "Over to Team 2" })
      : cy.getByRole("button", { name: "Bank 1 point and pass" })
  ).click();
  await expect(bo.getByRole("region", { name: "Scores" }).getByText("1 point")).toBeVisible({
    visible: !wrong,
  });

  // Team 2: Bo votes, the host closes the vote before Di does; a reload keeps Bo's vote.
  for (const each of [bo, di]) await expect(each.getByText("Your team's turn")).toBeVisible();
  await answerButtons(bo).first().click();
  await expect(ada.getByText("Team 2 is deciding: 1 of 2 voted.")).toBeVisible();
  await bo.reload();
  await waitForHydration(bo);
  await expect(answerButtons(bo).first()).toHaveAttribute("aria-pressed", "true");
  await ada.getByRole("button", { name: "Close the vote" }).click();
  for (const each of phones) {
    await expect(verdict(each)).toBeVisible();
    await expect(each.getByText(/^Team 2 said .+, 1 to 0\.$/)).toBeVisible();
  }

  // The host ends the game: the final scores on every phone.
  await ada.getByRole("button", { name: "End game" }).click();
  for (const each of phones) {
    await expect(each.getByRole("region", { name: "Final scores" })).toBeVisible();
    await expect(each.getByText("The game was ended early.")).toBeVisible();
  }
  await expect(ada.getByRole("button", { name: "Play again" })).toBeVisible();
  await expect(bo.getByRole("button", { name: "Play again" })).toHaveCount(0);
});
