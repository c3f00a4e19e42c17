import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { open, seat } from "./table.ts";

// King's Cup on one phone (app/games/kings-cup/rules.ts): the deck is shuffled fresh for every
// game, so the tests draw until the card they need turns up, making any rule a jack asks for.

const table = ["Ada", "Bo", "Cy"].map((name) => ({ name, notDrinking: false }));

interface Words {
  draw: string;
  addRule: string;
  ruleBox: RegExp;
}

const english: Words = { draw: "Draw a card", addRule: "Add the rule", ruleBox: /^New rule from / };
const danish: Words = { draw: "Træk et kort", addRule: "Tilføj reglen", ruleBox: /^Ny regel fra / };

let made = 0;

/**
 * Waits for what a draw leads to: the next draw, the end of the game, or the box for the rule
 * a jack asks for, whose form's code loads on its own.
 */
async function settled(page: Page, words: Words = english) {
  await expect(
    page
      .getByRole("textbox", { name: words.ruleBox })
      .or(page.getByRole("button", { name: words.draw }))
      .or(page.getByTestId("game-over"))
      .first(),
  ).toBeVisible();
}

/** Draws the next card; a jack's rule owed first is written down. */
async function drawCard(page: Page, words: Words = english) {
  const ruleBox = page.getByRole("textbox", { name: words.ruleBox });
  await settled(page, words);
  if (await ruleBox.isVisible()) {
    made += 1;
    await ruleBox.fill(`House rule number ${made}`);
    await page.getByRole("button", { name: words.addRule }).click();
  }
  // No rule is owed once it is written (or when none was).
  await expect(ruleBox).toHaveCount(0);
  await page.getByRole("button", { name: words.draw }).click();
}

test("plays a whole deck in English: the cards, the count, a made rule and the fourth king", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await seat(page, table);
  await open(page, "/games/kings-cup");
  await expect(page.getByRole("heading", { level: 1, name: "King's Cup" })).toBeVisible();
  await expect(page.getByTestId("deck-count")).toHaveText("0 drawn · 52 of 52 left");
  await expect(page.getByTestId("kings-cup")).toHaveText("Kings: 0 of 4 · The King's Cup is empty");
  await expect(page.getByText("Ada draws next")).toBeVisible();

  // Draw until a jack asks for a rule: too short a rule is refused, a real one stays on screen.
  // The fourth king before any jack (one deal in 70) ends the game: then deal again.
  const ruleBox = page.getByRole("textbox", { name: "New rule from" });
  let drawn = 0;
  while (!(await ruleBox.isVisible())) {
    if (await page.getByTestId("game-over").isVisible()) {
      await page.getByRole("button", { name: "Play again" }).click();
      drawn = 0;
    }
    await page.getByRole("button", { name: "Draw a card" }).click();
    drawn += 1;
    await expect(page.getByTestId("deck-count")).toHaveText(
      `${drawn} drawn · ${52 - drawn} of 52 left`,
    );
    await settled(page);
  }
  await expect(page.getByRole("button", { name: "Draw a card" })).toHaveCount(0);
  await ruleBox.fill("ab");
  await page.getByRole("button", { name: "Add the rule" }).click();
  await expect(page.getByRole("alert")).toHaveText("Write the rule in 3 to 80 characters.");
  await ruleBox.fill("No first names");
  await page.getByRole("button", { name: "Add the rule" }).click();
  await expect(page.getByTestId("made-rules")).toContainText("No first names");

  // On to the fourth king: every king fills the cup by a sip, never past three.
  while (!(await page.getByTestId("game-over").isVisible())) {
    await drawCard(page);
    const cup = (await page.getByTestId("kings-cup").textContent()) ?? "";
    expect(cup).toMatch(/^Kings: [0-4] of 4 · The King's Cup (is empty|holds (a sip|[23] sips))$/);
  }
  await expect(page.getByTestId("card-rule")).toContainText(
    /The fourth king ends the game: the King's Cup goes to (Ada|Bo|Cy), who takes 3 sips\./,
  );
  await expect(page.getByTestId("game-over")).toHaveText(
    "The fourth king is out: that's the game.",
  );
  await expect(page.getByTestId("made-rules")).toContainText("No first names");

  await page.getByRole("button", { name: "Play again" }).click();
  await expect(page.getByTestId("deck-count")).toHaveText("0 drawn · 52 of 52 left");
  await expect(page.getByText("No rules made yet.", { exact: false })).toBeVisible();
});

test("plays in Danish as Ring of Fire", async ({ page }) => {
  await seat(page, table);
  await open(page, "/games/kings-cup?lang=da");
  await expect(page.getByRole("heading", { level: 1, name: "Ring of Fire" })).toBeVisible();
  await expect(page.getByText("Ada trækker næste kort")).toBeVisible();
  await drawCard(page, danish);
  await expect(page.getByTestId("deck-count")).toHaveText("1 trukket · 51 af 52 tilbage");
  await expect(page.getByTestId("card-rule")).toContainText(
    /^Ada trak (spar|hjerter|ruder|klør) (es|to|tre|fire|fem|seks|syv|otte|ni|ti|knægt|dame|konge)/,
  );
  await drawCard(page, danish);
  await expect(page.getByTestId("deck-count")).toHaveText("2 trukket · 50 af 52 tilbage");
  await expect(page.getByText("Regler i spil")).toBeVisible();
});

test("alcohol-free mode says penalty points, and the King's Cup holds points", async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    window.localStorage.setItem(
      "party-dojo:preferences",
      JSON.stringify({ state: { alcoholFree: true }, version: 0 }),
    );
  });
  await seat(page, table);
  await open(page, "/games/kings-cup");
  const cup = page.getByTestId("kings-cup");
  while (/Kings: 0/.test((await cup.textContent()) ?? "")) await drawCard(page);
  await expect(cup).toHaveText("Kings: 1 of 4 · The King's Cup holds a penalty point");
  await expect(page.getByTestId("card-rule")).toContainText(
    "A king for the cup: it now holds a penalty point for whoever draws the fourth king.",
  );
  await expect(page.locator("main")).not.toContainText(/\bsips?\b/);
});

test("a reload keeps the card, the deck, the house rules and the rules made", async ({ page }) => {
  test.setTimeout(90_000);
  await seat(page, table);
  await open(page, "/games/kings-cup");

  // The twos become Social for 2, saved with the game.
  await page.getByRole("button", { name: "House rules" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Two", { exact: true }).selectOption("social");
  await dialog.getByLabel("Two: how many").selectOption("2");
  await dialog.getByRole("button", { name: "Save house rules" }).click();
  await expect(dialog.getByRole("status")).toHaveText(/House rules saved/);
  await dialog.getByRole("button", { name: "Close" }).click();

  for (let draws = 0; draws < 6; draws += 1) await drawCard(page);
  const before = {
    card: await page.getByTestId("card-face").getAttribute("aria-label"),
    rule: await page.getByTestId("card-rule").innerText(),
    count: await page.getByTestId("deck-count").textContent(),
    cup: await page.getByTestId("kings-cup").textContent(),
    made: await page.getByTestId("made-rules").allTextContents(),
  };

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("card-face")).toHaveAttribute("aria-label", before.card ?? "");
  await expect(page.getByTestId("card-rule")).toHaveText(before.rule, { useInnerText: true });
  await expect(page.getByTestId("deck-count")).toHaveText(before.count ?? "");
  await expect(page.getByTestId("kings-cup")).toHaveText(before.cup ?? "");
  await expect(page.getByTestId("made-rules")).toHaveText(before.made);
  await page.getByRole("button", { name: "House rules" }).click();
  await expect(dialog.getByLabel("Two", { exact: true })).toHaveValue("social");
  await expect(dialog.getByLabel("Two: how many")).toHaveValue("2");
});

test("a player not drinking is told their sips are penalty points", async ({ page }) => {
  await seat(page, [...table.slice(0, 2), { name: "Cy", notDrinking: true }]);
  await open(page, "/games/kings-cup");
  await page.getByRole("button", { name: "Draw a card" }).click();
  await expect(page.getByTestId("card-rule")).toContainText(
    "Anyone not drinking takes penalty points instead.",
  );
});

test("the tally counts who took a played-out card, and a reload keeps it", async ({ page }) => {
  test.setTimeout(90_000);
  await seat(page, [...table.slice(0, 2), { name: "Cy", notDrinking: true }]);
  await open(page, "/games/kings-cup");
  const tally = page.getByRole("region", { name: "Tally" });
  await expect(tally.getByRole("listitem")).toHaveText([
    "Ada: 0 sips",
    "Bo: 0 sips",
    "Cy: 0 points",
  ]);

  // Draw until a card the table plays out (You, Floor, Rhyme…) asks who took it.
  const whoTook = page.getByTestId("kings-cup-who-took");
  while (!(await whoTook.isVisible())) await drawCard(page);
  const cy = tally.getByRole("listitem").nth(2);
  const before = Number(/\d+/.exec((await cy.textContent()) ?? "")?.[0]);
  await whoTook.getByRole("button", { name: "Cy" }).click();
  await expect(page.getByTestId("kings-cup-taker")).toHaveText("Counted for Cy.");
  await expect(whoTook).toHaveCount(0);
  // The classic table's played-out cards cost one: Cy, not drinking, gets a point.
  await expect(cy).toHaveText(`Cy: ${before + 1} ${before + 1 === 1 ? "point" : "points"}`);

  const counts = await tally.getByRole("listitem").allTextContents();
  await page.reload();
  await waitForHydration(page);
  await expect(tally.getByRole("listitem")).toHaveText(counts);
  await expect(page.getByTestId("kings-cup-taker")).toHaveText("Counted for Cy.");
});
