import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { open } from "./table.ts";
import { axeOf } from "./axe.ts";

// The team games: More or Less over three pages, and the two beer-pong
// referees, The Line (Slusen) and ScrollBar's dare pong. Each plays from start to a winner.

async function seriousViolations(page: Page) {
  const { violations } = await axeOf(page).include("#main").analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help}`);
}

const answers = /^(More|Fewer|Higher|Lower|Taller|Shorter|Longer|Bigger|Smaller|Later|Earlier)$/;

test.describe("More or Less", () => {
  test("two named teams play a round from team select to the winner, surviving reloads", async ({
    page,
  }) => {
    await open(page, "/games/more-or-less/team-select");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("More or Less");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel("Team 1 name").fill("Owls");
    await page.getByLabel("Team 2 name").fill("Foxes");
    await page.getByRole("button", { name: "Fewer rounds" }).click();
    await page.getByRole("button", { name: "Fewer rounds" }).click();
    await page.getByRole("button", { name: "Start the game" }).click();

    await expect(page).toHaveURL(/\/games\/more-or-less\/game$/);
    await expect(page.getByRole("heading", { name: "Owls, your turn" })).toBeVisible();
    await expect(page.getByText("Round 1 of 1")).toBeVisible();
    const known = await page.getByText("Known").locator("..").innerText();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Owls, your turn" })).toBeVisible();
    expect(await page.getByText("Known").locator("..").innerText()).toBe(known);
    // Owls spend their free veto: same known item, another new one, and the veto is gone.
    const fresh = page.getByText("New", { exact: true }).locator("..");
    const before = await fresh.innerText();
    await page.getByRole("button", { name: "Swap it (free veto)" }).click();
    await expect(fresh).not.toHaveText(before);
    expect(await page.getByText("Known").locator("..").innerText()).toBe(known);
    await expect(page.getByRole("button", { name: /free veto/ })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Guess until each team's turn is over: bank a right guess, pass on a wrong one.
    for (let move = 0; move < 10 && !page.url().endsWith("/ending"); move += 1) {
      await page.getByRole("button", { name: answers }).first().click();
      await expect(page.getByRole("status")).toHaveText(/^(Right|Wrong)!/);
      const bank = page.getByRole("button", { name: /^Bank \d+ points? and pass$/ });
      if (await bank.isVisible()) await bank.click();
      else
        await page
          .getByRole("button", { name: /^(Pass the phone to Foxes|See the scores)$/ })
          .click();
      // Either the next question (the same or the next team) or the final scores.
      await expect(page.getByRole("status").filter({ hasText: /^(Right|Wrong)!/ })).toHaveCount(0);
      await expect(
        page.getByRole("heading", { name: /(your turn|^Winner: .+!|^It's a tie: .+)$/ }),
      ).toBeVisible();
    }

    await expect(page).toHaveURL(/\/games\/more-or-less\/ending$/);
    await expect(page.getByTestId("winner")).toHaveText(
      /^(Winner: (Owls|Foxes)!|It's a tie: Owls, Foxes)$/,
    );
    await expect(page.getByText("All rounds played.")).toBeVisible();
    const scores = page.getByRole("region", { name: "Final scores" }).getByRole("listitem");
    await expect(scores).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    await expect(page.getByTestId("winner")).toBeVisible();

    await page.getByRole("button", { name: "Play again" }).click();
    await expect(page).toHaveURL(/\/games\/more-or-less\/game$/);
    await expect(page.getByRole("heading", { name: "Owls, your turn" })).toBeVisible();
  });

  test("team names are checked before a game starts", async ({ page }) => {
    await open(page, "/games/more-or-less/team-select");
    await page.getByLabel("Team 2 name").fill("team 1");
    await page.getByRole("button", { name: "Start the game" }).click();
    await expect(page.getByRole("alert")).toHaveText("Every team needs a different name.");
    await expect(page).toHaveURL(/team-select$/);
    await page.getByLabel("Team 2 name").fill("   ");
    await page.getByRole("button", { name: "Start the game" }).click();
    await expect(page.getByRole("alert")).toHaveText("Give every team a name.");
    await page.getByRole("button", { name: "Add a team" }).click();
    await expect(page.getByLabel("Team 3 name")).toHaveValue("Team 3");
    await page.getByRole("button", { name: "Remove Team 3" }).click();
    await expect(page.getByLabel("Team 3 name")).toHaveCount(0);
  });

  test("the game and ending pages without a game lead back to team select", async ({ page }) => {
    await open(page, "/games/more-or-less/game");
    await expect(page.getByText("There is no game in progress.")).toBeVisible();
    await page.getByRole("link", { name: "Pick teams and start" }).click();
    await expect(page).toHaveURL(/team-select$/);
  });
});

test.describe("Slusen: The Line", () => {
  test("hits move cups to the front, front cups come off, the first to clear wins", async ({
    page,
  }) => {
    await open(page, "/games/slusen");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Slusen: The Line");
    await expect(page.getByRole("heading", { name: "Team A to throw" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // A ball in cup 4 of Team B's line brings it to the front.
    await page.getByRole("button", { name: "Team B, cup 4, place 4" }).click();
    await expect(page.getByRole("button", { name: "Team B, cup 4, front" })).toBeVisible();
    // A phone that drops the tab mid-game picks the lines up where they were.
    await page.reload();
    await expect(page.getByRole("button", { name: "Team B, cup 4, front" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Team B to throw" })).toBeVisible();
    // Team B sinks Team A's front cup; a mistaken tap is taken back and replaced by a miss.
    await page.getByRole("button", { name: "Team A, cup 1, front" }).click();
    await expect(page.getByRole("button", { name: "Team A, cup 1, front" })).toHaveCount(0);
    await page.getByRole("button", { name: "Undo last shot" }).click();
    await expect(page.getByRole("button", { name: "Team A, cup 1, front" })).toBeVisible();
    await page.getByRole("button", { name: "Team A, cup 1, front" }).click();

    for (const cup of [4, 1, 2, 3, 5, 6]) {
      await expect(page.getByRole("heading", { name: "Team A to throw" })).toBeVisible();
      await page.getByRole("button", { name: `Team B, cup ${cup}, front` }).click();
      if (cup !== 6) await page.getByRole("button", { name: "Missed" }).click();
    }

    await expect(page.getByRole("heading", { name: "Winner: Team A!" })).toBeVisible();
    await expect(
      page.getByText(
        "Team B: take 3 sips each, one for every cup still standing on the winners' side, up to 3.",
        { exact: true },
      ),
    ).toBeVisible();
    await page.getByRole("button", { name: "Play again" }).click();
    await expect(page.getByRole("heading", { name: "Team B to throw" })).toBeVisible();
  });
});

test.describe("ScrollBar dare pong", () => {
  test("sunk cups deal dares, racks re-rack, and a failed redemption ends the game", async ({
    page,
  }) => {
    await open(page, "/games/scrollbar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ScrollBar Dare Pong");
    expect(await seriousViolations(page)).toEqual([]);

    const dares: string[] = [];
    for (const cup of [1, 2, 3, 4]) {
      await page.getByRole("button", { name: `Team B, cup ${cup}`, exact: true }).click();
      await expect(page.getByRole("heading", { name: "Dare for Team B" })).toBeVisible();
      dares.push(await page.getByTestId("prompt").locator("p").first().innerText());
    }
    expect(new Set(dares).size).toBe(4);
    // Team B spends its one free veto on the fourth dare.
    await page.getByRole("button", { name: "Free veto" }).click();
    await expect(page.getByTestId("prompt")).toHaveCount(0);

    await page.getByRole("button", { name: "Re-rack Team B into a 6-cup triangle" }).click();
    await expect(page.getByText("6 cups standing · 1 re-rack left")).toBeVisible();
    await page.reload();
    await expect(page.getByText("6 cups standing · 1 re-rack left")).toBeVisible();
    await page.getByRole("button", { name: "Team B, cup 1", exact: true }).click();
    await expect(page.getByRole("button", { name: "Free veto" })).toHaveCount(0);
    await page.getByRole("button", { name: "Dare done" }).click();
    await expect(page.getByTestId("prompt")).toHaveCount(0);
    for (let cup = 2; cup <= 6; cup += 1) {
      await page.getByRole("button", { name: `Team B, cup ${cup}`, exact: true }).click();
    }

    await expect(page.getByRole("heading", { name: "Redemption turn for Team B" })).toBeVisible();
    await page.getByRole("button", { name: "Redemption turn is over" }).click();
    await expect(page.getByRole("heading", { name: "Winner: Team A!" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Play again" }).click();
    await expect(page.getByText("10 cups standing · 2 re-racks left")).toHaveCount(2);
  });

  test("a redemption turn that sinks a cup keeps the game going", async ({ page }) => {
    await open(page, "/games/scrollbar");
    for (let cup = 1; cup <= 10; cup += 1) {
      await page.getByRole("button", { name: `Team B, cup ${cup}`, exact: true }).click();
    }
    await expect(page.getByRole("heading", { name: "Redemption turn for Team B" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Team B, cup 1, sunk" })).toBeDisabled();
    await page.getByRole("button", { name: "Team A, cup 7", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Dare for Team A" })).toBeVisible();
    await page.getByRole("button", { name: "Redemption turn is over" }).click();
    await expect(page.getByRole("status")).toHaveText(
      /^Team B: back in the game with one cup to defend\./,
    );
    await expect(page.getByRole("button", { name: "Team B, cup 1", exact: true })).toBeEnabled();
    await expect(page.getByRole("heading", { name: /^Winner/ })).toHaveCount(0);
  });
});

test("the landing page and the game picker lead to each team game", async ({ page }) => {
  const games = [
    ["More or Less", "/games/more-or-less/team-select"],
    ["Slusen: The Line", "/games/slusen"],
    ["ScrollBar Dare Pong", "/games/scrollbar"],
  ] as const;
  for (const path of ["/", "/go"]) {
    await open(page, path);
    for (const [name, href] of games) {
      // The landing page's cards are links named by the game; the picker's say "Play …".
      const link = page.getByRole("link", { name: new RegExp(`^(Play )?${name}$`) });
      await expect(link.first()).toHaveAttribute("href", href);
    }
  }
  await page.getByRole("link", { name: "Play ScrollBar Dare Pong" }).click();
  await expect(page).toHaveURL(/\/games\/scrollbar$/);
});
