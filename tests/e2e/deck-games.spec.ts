import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { open, seat } from "./table.ts";
import { switchOffEveryPack } from "./pack-switches.ts";
import { expectNoSeriousAxeIssues } from "./axe.ts";

// The deck games: Never Have I Ever, Most Likely To, Truth or Dare and Mix. Each
// has its first card (Truth or Dare: the first player's choice) in the server HTML, never
// repeats a prompt within 40, keeps one pack on, and plays its own mechanic (the
// finger tally; the choice and the refusal).

const deckGames = [
  { path: "/games/never-have-i-ever", choose: false },
  { path: "/games/most-likely-to", choose: false },
  { path: "/games/truth-or-dare", choose: true },
  { path: "/games/mix", choose: false },
] as const;

/** In a game where players choose, Next passes the turn and the new player chooses. */
async function chooseNext(page: Page, choice: "Truth" | "Dare") {
  await expect(page.getByTestId("prompt")).toHaveText("Truth or dare?");
  const button = page.getByRole("button", { name: choice, exact: true });
  await button.click();
  await expect(button).toBeHidden();
}

for (const { path, choose } of deckGames) {
  test(`${path} has its first prompt in the server HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const prompt = /data-testid="prompt"[^>]*>([^<]+)</.exec(html)?.[1]?.trim() ?? "";
    expect(prompt.length).toBeGreaterThan(3);
    expect(prompt).not.toMatch(/No cards to deal/);
    // A game where the player chooses first deals the question, not a prompt.
    expect(prompt === "Truth or dare?").toBe(choose);
  });

  test(`${path}: 50 presses of Next give 50 prompts, none repeated within 40`, async ({ page }) => {
    // A hundred-odd clicks and checks: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    await open(page, path);
    const prompt = page.getByTestId("prompt");
    const next = page.getByRole("button", { name: "Next", exact: true });
    if (choose) await page.getByRole("button", { name: "Truth", exact: true }).click();
    await expect(prompt).not.toHaveText(/Truth or dare\?/);
    const seen = [(await prompt.innerText()).trim()];

    for (let press = 0; press < 50; press++) {
      const previous = seen.at(-1) ?? "";
      await next.click();
      if (choose) await chooseNext(page, press % 2 === 0 ? "Dare" : "Truth");
      await expect(prompt).not.toHaveText(previous);
      seen.push((await prompt.innerText()).trim());
    }

    expect(seen).toHaveLength(51);
    seen.forEach((text, index) => {
      expect(text).not.toMatch(/No cards to deal|Truth or dare\?/);
      expect(seen.slice(Math.max(0, index - 40), index), `prompt ${index}: ${text}`).not.toContain(
        text,
      );
    });
  });

  test(`${path} refuses to switch off the last active pack`, async ({ page }) => {
    // Mix has every prompt game's packs: a long list of switches to turn off.
    test.setTimeout(120_000);
    await open(page, path);
    await switchOffEveryPack(page);
    const prompt = page.getByTestId("prompt");
    const before = await prompt.innerText();
    if (choose) await page.getByRole("button", { name: "Truth", exact: true }).click();
    else await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(prompt).not.toHaveText(before);
    await expect(prompt).not.toHaveText(/No cards to deal/);
  });
}

test("most likely to: tap the players pointed at, Done shows the sips, Next clears", async ({
  page,
}) => {
  await seat(page, [
    { name: "Ana", notDrinking: false },
    { name: "Bo", notDrinking: true },
    { name: "Cy", notDrinking: false },
  ]);
  await open(page, "/games/most-likely-to");
  const tally = page.getByRole("region", { name: "Who got pointed at?" });
  const ana = tally.getByRole("button", { name: /^Ana/ });
  const bo = tally.getByRole("button", { name: /^Bo/ });
  const cy = tally.getByRole("button", { name: /^Cy/ });

  await ana.click();
  await ana.click();
  await cy.click();
  await expect(ana).toHaveAccessibleName("Ana 2 fingers");
  // Three players, three fingers: a fourth tap is not possible until one is undone.
  await expect(bo).toBeDisabled();
  await tally.getByRole("button", { name: "Undo" }).click();
  await expect(cy).toHaveAccessibleName("Cy 0 fingers");
  await bo.click();

  await tally.getByRole("button", { name: "Done" }).click();
  const result = tally.getByRole("status");
  await expect(result).toContainText("Ana takes 2 sips");
  // Bo isn't drinking: penalty points instead.
  await expect(result).toContainText("Bo takes a penalty point");
  await expect(result).not.toContainText("Cy");

  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(ana).toHaveAccessibleName("Ana 0 fingers");
  await expect(result).toBeEmpty();
});

test("the deck games pass axe with their own controls showing", async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  await seat(page, [
    { name: "Ana", notDrinking: false },
    { name: "Bo", notDrinking: true },
  ]);

  await open(page, "/games/most-likely-to");
  await page.getByRole("button", { name: /^Ana/ }).click();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText("Ana takes a sip")).toBeVisible();
  await expectNoSeriousAxeIssues(page);

  await open(page, "/games/truth-or-dare");
  await expectNoSeriousAxeIssues(page);
  await page.getByRole("button", { name: "Dare", exact: true }).click();
  await page.getByRole("button", { name: "Skip this card" }).click();
  await expectNoSeriousAxeIssues(page);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("button", { name: "Truth", exact: true })).toBeVisible();
  await expectNoSeriousAxeIssues(page);

  await open(page, "/games/mix");
  await expectNoSeriousAxeIssues(page);
  expect(problems).toEqual([]);
});

test("most likely to without players is just the card", async ({ page }) => {
  await open(page, "/games/most-likely-to");
  await expect(page.getByTestId("prompt")).not.toBeEmpty();
  await expect(page.getByRole("button", { name: "Done" })).toHaveCount(0);
});

test("truth or dare: turns rotate, and skipping a card is free", async ({ page }) => {
  await seat(page, [
    { name: "Ana", notDrinking: false },
    { name: "Bo", notDrinking: false },
  ]);
  await open(page, "/games/truth-or-dare");
  const prompt = page.getByTestId("prompt");
  await expect(prompt).toHaveText("Ana, truth or dare?");
  await page.getByRole("button", { name: "Truth", exact: true }).click();
  await expect(page.getByText("Ana · Truth")).toBeVisible();

  const skip = page.getByRole("button", { name: "Skip this card" });
  await skip.click();
  await expect(page.getByText("Ana skips this one. No penalty.")).toBeVisible();
  await expect(skip).toBeDisabled();
  await expect(page.getByText(/takes 2 sips/)).toHaveCount(0);

  const next = page.getByRole("button", { name: "Next", exact: true });
  await next.click();
  await expect(prompt).toHaveText("Bo, truth or dare?");
  await expect(next).toBeDisabled();
  await page.getByRole("button", { name: "Dare", exact: true }).click();
  await expect(page.getByText("Bo · Dare")).toBeVisible();

  await skip.click();
  await expect(page.getByText("Bo skips this one. No penalty.")).toBeVisible();

  await next.click();
  await expect(prompt).toHaveText("Ana, truth or dare?");
});

test("truth or dare without players still lets a card be skipped", async ({ page }) => {
  await open(page, "/games/truth-or-dare");
  await expect(page.getByRole("button", { name: "Skip this card" })).toBeDisabled();
  await page.getByRole("button", { name: "Truth", exact: true }).click();
  await page.getByRole("button", { name: "Skip this card" }).click();
  await expect(page.getByText("Skipped. No penalty.")).toBeVisible();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByTestId("prompt")).toHaveText("Truth or dare?");
  await expect(page.getByRole("button", { name: "Skip this card" })).toBeDisabled();
});

test("mix labels each card with the game it came from", async ({ page }) => {
  await open(page, "/games/mix");
  const games = [
    "Never Have I Ever",
    "Most Likely To",
    "Truth or Dare",
    "Category",
    "Charades",
    "Country, Island, City",
  ];
  const label = page.getByTestId("prompt").locator("xpath=preceding-sibling::div[1]");
  const next = page.getByRole("button", { name: "Next", exact: true });
  const labels = new Set<string>();
  for (let press = 0; press < 30; press++) {
    const text = (await label.innerText()).trim().toLowerCase();
    expect(games.map((game) => game.toLowerCase())).toContain(text);
    labels.add(text);
    const before = await page.getByTestId("prompt").innerText();
    await next.click();
    await expect(page.getByTestId("prompt")).not.toHaveText(before);
  }
  // Thirty cards from six games' packs come from more than one game.
  expect(labels.size).toBeGreaterThan(1);
});

test("the arrow key deals the next card each time, not only the first", async ({ page }) => {
  await open(page, "/games/never-have-i-ever");
  const prompt = page.getByTestId("prompt");
  await expect(prompt).toHaveAttribute("data-dealt", "tab");
  // Each card gives the board a new Next: a key handler left with the first one would send a
  // move for a card no longer on the table, which the rules refuse.
  for (const key of ["ArrowRight", "ArrowDown", "PageDown", "ArrowRight"]) {
    const before = await prompt.innerText();
    await page.keyboard.press(key);
    await expect(prompt).not.toHaveText(before);
    await expect(page.getByRole("alert")).toHaveCount(0);
  }
});

test("Never Have I Ever's three-finger game ends with the last finger standing", async ({
  page,
}) => {
  await seat(page, [
    { name: "Ana", notDrinking: false },
    { name: "Bo", notDrinking: false },
  ]);
  await open(page, "/games/never-have-i-ever");
  await page.getByRole("switch", { name: /Play with three fingers/ }).click();
  for (let left = 3; left > 0; left--) {
    await page.getByRole("button", { name: `Ana has: drop a finger (${left} left)` }).click();
  }
  await expect(page.getByText("Bo wins with a finger still up!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Ana is out" })).toBeDisabled();
});
