import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { open, seat } from "./table.ts";
import { axeOf } from "./axe.ts";

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await axeOf(page).include("#main").analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help}`);
}

function players(...names: string[]) {
  return names.map((name) => ({ name, notDrinking: false }));
}

test("the three games are on the picker and the landing page, linked to their pages", async ({
  page,
}) => {
  const games = [
    { name: "Meyer", path: "/games/meyer" },
    { name: "Drunk Dice", path: "/games/drunk-dice" },
    { name: "Word Guess", path: "/games/word-guess" },
  ];
  await open(page, "/go");
  for (const game of games) {
    await expect(page.getByRole("link", { name: `Play ${game.name}` })).toHaveAttribute(
      "href",
      game.path,
    );
  }
  await open(page, "/");
  await expect(page.locator('main a[href="/games/meyer"]').first()).toBeVisible();
});

test.describe("Meyer", () => {
  test("asks for players first and seats them", async ({ page }) => {
    await open(page, "/games/meyer");
    await expect(page.getByRole("heading", { level: 1, name: "Meyer" })).toBeVisible();
    await expect(page.getByText(/add at least 2 players/)).toBeVisible();

    // The dialog stays open while the table fills up, past the two needed to start.
    await page.getByRole("button", { name: "Add players" }).click();
    const dialog = page.getByRole("dialog");
    for (const name of ["Ada", "Bo", "Cy"]) {
      await dialog.getByRole("textbox", { name: "Player name" }).fill(name);
      await dialog.getByRole("button", { name: "Add player" }).click();
    }
    await expect(dialog.getByText("3 players")).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page.getByTestId("meyer-player")).toHaveCount(3);
    await expect(page.getByText(/Round 1: Ada, the cup is yours/)).toBeVisible();
  });

  test("plays from the first roll to a winner, peeking by keyboard and lifting", async ({
    page,
  }) => {
    await seat(page, players("Ada", "Bo"));
    await open(page, "/games/meyer");
    await expect(page.getByTestId("meyer-player")).toHaveCount(2);
    await expect(page.getByTestId("meyer-player").first()).toContainText("6 lives");

    for (let round = 0; round < 8; round += 1) {
      if (await page.getByTestId("meyer-winner").isVisible()) break;
      await page.getByRole("button", { name: "Roll under the cup" }).click();
      // Hidden until held: the dice show only while the key is down.
      const peek = page.getByRole("button", { name: "Hold to peek" });
      await expect(page.getByTestId("meyer-peek-result")).toHaveText("");
      await peek.focus();
      await page.keyboard.down("Space");
      await expect(page.getByTestId("meyer-peek-result")).toHaveText(/^You rolled /);
      await page.keyboard.up("Space");
      await expect(page.getByTestId("meyer-peek-result")).toHaveText("");
      // Calling Meyer costs two lives either way once lifted, so the game ends quickly.
      await page.getByRole("radio", { name: "Meyer", exact: true }).check();
      await page.getByRole("button", { name: "Call Meyer and pass the phone" }).click();
      await expect(page.getByTestId("meyer-call")).toHaveText(/calls Meyer$/);
      await expect(page.getByRole("button", { name: "Believe and roll" })).toBeDisabled();
      await page.getByRole("button", { name: "Lift the cup" }).click();
      await expect(page.getByTestId("meyer-lift")).toContainText("loses 2 lives");
    }

    await expect(page.getByTestId("meyer-winner")).toHaveText(/^(Ada|Bo) wins!$/);
    await expect(page.getByText("0 lives")).toHaveCount(0);
    await expect(page.getByText("out", { exact: true })).toHaveCount(1);
    await expect(page.getByTestId("meyer-log").getByRole("listitem").first()).toContainText(
      "lifted",
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Play again, same table" }).click();
    await expect(page.getByText("6 lives")).toHaveCount(2);
  });

  test("after believing a call only higher calls are offered", async ({ page }) => {
    await seat(page, players("Ada", "Bo", "Cy"));
    await open(page, "/games/meyer");
    await page.getByRole("button", { name: "Roll under the cup" }).click();
    // Press and hold with a finger (here the mouse): the dice show until it lets go.
    const peek = page.getByRole("button", { name: "Hold to peek" });
    await peek.hover();
    await page.mouse.down();
    await expect(page.getByTestId("meyer-peek-result")).toHaveText(/^You rolled /);
    await page.mouse.up();
    await expect(page.getByTestId("meyer-peek-result")).toHaveText("");
    await expect(page.getByRole("radio")).toHaveCount(21);
    await page.getByRole("radio", { name: "54", exact: true }).check();
    await page.getByRole("button", { name: "Call 54 and pass the phone" }).click();
    await page.getByRole("button", { name: "Believe and roll" }).click();
    await page.getByRole("button", { name: "Roll under the cup" }).click();
    // Above 54: Meyer, Lille Meyer, six pairs, 65, 64, 63, 62, 61.
    await expect(page.getByRole("radio")).toHaveCount(13);
    await expect(page.getByRole("radio", { name: "53", exact: true })).toHaveCount(0);
    await expect(page.getByRole("radio", { name: "Pair of 6s" })).toHaveCount(1);
    await expect(page.getByTestId("meyer-log")).toContainText("Bo believed it.");
    await expect(page.getByTestId("meyer-log")).toContainText("Ada called 54.");

    // A reload mid-round keeps the call to beat, the turn and the log.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("radio")).toHaveCount(13);
    await expect(page.getByTestId("meyer-log")).toContainText("Bo believed it.");
  });
});

test.describe("Drunk Dice", () => {
  test("rolls, explains who drinks, tracks Three Man and keeps the tally", async ({ page }) => {
    await seat(page, players("Ada", "Bo", "Cy"));
    await open(page, "/games/drunk-dice");
    await expect(page.getByRole("heading", { level: 1, name: "Drunk Dice" })).toBeVisible();
    await expect(page.getByTestId("three-man")).toHaveText(/No Three Man yet/);
    const roll = page.getByRole("button", { name: "Roll the dice" });
    for (let i = 0; i < 60; i += 1) {
      await roll.click();
      await expect(page.getByTestId("roll-result")).toContainText(/rolled \d and \d: \d+\./);
      await expect(page.getByTestId("roll-result")).toContainText(/(rolls again|The dice pass to)/);
      if (/Three Man: /.test((await page.getByTestId("three-man").textContent()) ?? "")) break;
    }
    await expect(page.getByTestId("three-man")).toHaveText(/^Three Man: (Ada|Bo|Cy)$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "New game" }).click();
    await page.getByRole("button", { name: "Start over" }).click();
    await expect(page.getByTestId("three-man")).toHaveText(/No Three Man yet/);
  });

  test("house rules are validated, saved and kept across a reload", async ({ page }) => {
    await seat(page, players("Ada", "Bo", "Cy"));
    await open(page, "/games/drunk-dice");
    await page.getByRole("button", { name: "House rules" }).click();
    const dialog = page.getByRole("dialog");

    await dialog.getByLabel("Sips per drink").fill("9");
    await dialog.getByRole("button", { name: "Save house rules" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "Sips per drink must be a whole number from 1 to 3",
    );

    await dialog.getByLabel("Sips per drink").fill("2");
    for (let total = 2; total <= 12; total += 1) {
      await dialog.getByLabel(`Total ${total}`, { exact: true }).selectOption("everyone");
    }
    await dialog.getByRole("button", { name: "Save house rules" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(/every roll makes someone drink/);

    await dialog.getByRole("button", { name: "Back to the classic rules" }).click();
    await dialog.getByLabel("Total 8", { exact: true }).selectOption("roller");
    await dialog.getByLabel("Sips per drink").fill("2");
    await dialog.getByRole("button", { name: "Save house rules" }).click();
    await expect(dialog.getByRole("status")).toHaveText(/House rules saved/);
    await expect(dialog.getByRole("alert")).toHaveText("");

    await page.reload();
    await waitForHydration(page);
    await page.getByRole("button", { name: "House rules" }).click();
    await expect(page.getByRole("dialog").getByLabel("Total 8", { exact: true })).toHaveValue(
      "roller",
    );
    await expect(page.getByRole("dialog").getByLabel("Total 7", { exact: true })).toHaveValue(
      "left",
    );
    await expect(page.getByRole("dialog").getByLabel("Sips per drink")).toHaveValue("2");
  });
});

test.describe("Word Guess", () => {
  test("a round runs out of questions, the askers drink, and the next answerer takes over", async ({
    page,
  }) => {
    await seat(page, players("Ada", "Bo", "Cy"));
    await open(page, "/games/word-guess");
    await expect(page.getByRole("heading", { level: 1, name: "Word Guess" })).toBeVisible();
    await expect(page.getByText("Ada answers this round")).toBeVisible();

    await expect(page.getByTestId("secret-word")).toHaveCount(0);
    await page.getByRole("button", { name: "Show the secret word" }).click();
    const word = (await page.getByTestId("secret-word").textContent()) ?? "";
    expect(word.length).toBeGreaterThan(1);
    await page.getByRole("button", { name: "Hide the word" }).click();
    await expect(page.getByTestId("secret-word")).toHaveCount(0);

    const ask = page.getByRole("button", { name: "Question asked" });
    for (let i = 0; i < 20; i += 1) await ask.click();
    await expect(page.getByTestId("question-count")).toHaveText("20 of 20");
    await expect(ask).toBeDisabled();
    await expect(page.getByText("That was the last question. Did they get it?")).toBeVisible();
    await page.getByRole("button", { name: "Not guessed" }).click();
    await expect(page.getByTestId("word-result")).toContainText(`The word was ${word}.`);
    await expect(page.getByTestId("word-result")).toContainText(
      "The askers drink: Bo and Cy take 2 sips.",
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Next word" }).click();
    await expect(page.getByText("Bo answers this round")).toBeVisible();
    await expect(page.getByTestId("question-count")).toHaveText("0 of 20");
    for (let i = 0; i < 3; i += 1) await ask.click();
    await page.getByRole("button", { name: "Take one back" }).click();
    await expect(page.getByTestId("question-count")).toHaveText("2 of 20");
    await page.getByRole("button", { name: "They guessed it" }).click();
    await expect(page.getByTestId("word-result")).toContainText("Guessed in 2 questions!");
    await expect(page.getByTestId("word-result")).toContainText(
      "The answerer drinks: Bo takes 3 sips.",
    );
    // Bo asked in the first round (2) and answered in the second (3); Ada never drank.
    await expect(page.getByText("Bo: 5 sips")).toBeVisible();
    await expect(page.getByText("Cy: 2 sips")).toBeVisible();
    await expect(page.getByText(/^Ada: /)).toHaveCount(0);
  });

  test("alcohol-free mode turns sips into points, and no voice agent loads unconfigured", async ({
    page,
  }) => {
    const external: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith("http://127.0.0.1")) external.push(request.url());
    });
    await page.addInitScript(() => {
      window.localStorage.setItem(
        "party-dojo:preferences",
        JSON.stringify({ state: { alcoholFree: true }, version: 0 }),
      );
    });
    await open(page, "/games/word-guess");
    await page.getByLabel("Category").selectOption({ label: "Animals" });
    await expect(page.getByTestId("word-category")).toHaveText("Category: Animals");
    await page.getByRole("button", { name: "We give up" }).click();
    await expect(page.getByTestId("word-result")).toContainText(
      "Every asker takes 2 penalty points.",
    );
    await expect(page.getByTestId("voice-agent")).toHaveCount(0);
    expect(external).toEqual([]);
  });
});
