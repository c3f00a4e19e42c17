import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { open } from "./table.ts";
import { switchOffEveryPack } from "./pack-switches.ts";
import { expectNoSeriousAxeIssues } from "./axe.ts";

// Squiffy (docs/product-rules.md#squiffy): 2–10 named players, personalised cards of several kinds,
// virus rules that stay in play until their "cured" card, a "Drank" tally and starred cards, then
// the recap at /games/squiffy-review with feedback that reaches the database.

const table = ["Ana", "Bo", "Cyrus"];

/** Seats players at the table, as the player set-up would have stored them. */
async function seat(page: Page, names: readonly string[]) {
  await page.addInitScript((players) => {
    window.localStorage.setItem(
      "party-dojo:minigames",
      JSON.stringify({
        state: { players: players.map((name) => ({ name, notDrinking: false })) },
        version: 0,
      }),
    );
  }, names);
}

/** The card on the table: its id and kind come from data attributes around the prompt. */
function currentCard(page: Page) {
  return page.locator("[data-card-id]");
}

async function readCard(page: Page) {
  return currentCard(page).evaluate((card) => ({
    id: card.getAttribute("data-card-id") ?? "",
    kind: card.getAttribute("data-card-kind") ?? "",
    text: card.querySelector("[data-testid=prompt]")?.textContent?.trim() ?? "",
  }));
}

/** Presses Next and waits for a different card. */
async function next(page: Page, before: string) {
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(currentCard(page)).not.toHaveAttribute("data-card-id", before);
  return readCard(page);
}

async function startWith(page: Page, names: readonly string[]) {
  await seat(page, names);
  await open(page, "/games/squiffy");
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await expect(page.getByTestId("prompt")).toBeVisible();
  return readCard(page);
}

test("the server HTML is the start screen, without a card", async ({ request }) => {
  const response = await request.get("/games/squiffy");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/Who(&#x27;|')s playing\?/);
  expect(html).toContain(">Start<");
  expect(html).not.toContain('data-testid="prompt"');
});

test("the start screen refuses to start with fewer than 2 players", async ({ page }) => {
  await open(page, "/games/squiffy");
  const start = page.getByRole("button", { name: "Start", exact: true });
  const name = page.getByLabel("Player name");
  const add = page.getByRole("button", { name: "Add player" });

  await start.click();
  await expect(page.getByRole("alert").filter({ hasText: "more player" })).toHaveText(
    "Add at least 2 more players to start.",
  );
  await expect(page.getByTestId("prompt")).toHaveCount(0);

  await name.fill("Ana");
  await add.click();
  await start.click();
  await expect(page.getByRole("alert").filter({ hasText: "more player" })).toHaveText(
    "Add at least 1 more player to start.",
  );
  await expect(page.getByTestId("prompt")).toHaveCount(0);

  await name.fill("Bo");
  await add.click();
  await expect(page.getByText("2 players ready.")).toBeVisible();
  await start.click();
  await expect(page.getByTestId("prompt")).toBeVisible();
  await expect(page.getByTestId("card-kind")).not.toBeEmpty();
});

test("the name form says why a name can't join, and a refused name adds no one", async ({
  page,
}) => {
  await open(page, "/games/squiffy");
  const name = page.getByLabel("Player name");
  const add = page.getByRole("button", { name: "Add player" });
  const problem = page.getByRole("alert").filter({ hasText: /name|playing|characters/ });

  await add.click();
  await expect(problem).toHaveText("Type a name first");
  await expect(name).toHaveAttribute("aria-invalid", "true");

  await name.fill("Ana");
  await add.click();
  await expect(page.getByText("1 player", { exact: true })).toBeVisible();
  await expect(name).toHaveValue("");

  await name.fill(" ana ");
  await add.click();
  await expect(problem).toHaveText("ana is already playing");
  await name.fill("x".repeat(25));
  await expect(problem).toHaveText("Keep names to 20 characters");
  await add.click();
  await expect(page.getByText("1 player", { exact: true })).toBeVisible();
});

test("with 3 players, 50 presses of Next give 50 cards, none repeated within 40, with names", async ({
  page,
}) => {
  test.slow();
  const cards = [await startWith(page, table)];
  for (let press = 0; press < 50; press++) {
    cards.push(await next(page, cards.at(-1)?.id ?? ""));
  }
  expect(cards).toHaveLength(51);

  for (const card of cards) {
    expect(card.text).not.toMatch(/\{player2?\}|\{sips:\d+\}|No cards to deal/);
    expect(card.kind).toMatch(/^(challenge|question|truth|dare|vote|virus|cured)$/);
  }
  // A cured card ends a rule; it is not a new prompt, so it is left out of the memory check.
  const prompts = cards.filter((card) => card.kind !== "cured").map((card) => card.id);
  prompts.forEach((id, index) => {
    expect(prompts.slice(Math.max(0, index - 40), index), `card ${index}: ${id}`).not.toContain(id);
  });
  const named = cards.filter((card) => table.some((name) => card.text.includes(name)));
  expect(named.length).toBeGreaterThan(cards.length / 2);
  // {player} and {player2} are two different people.
  expect(cards.some((card) => table.filter((name) => card.text.includes(name)).length >= 2)).toBe(
    true,
  );
});

test("a virus card stays in Rules in play until its cure is dealt", async ({ page }) => {
  test.slow();
  let card = await startWith(page, table);
  for (let press = 0; press < 200 && card.kind !== "virus"; press++)
    card = await next(page, card.id);
  expect(card.kind).toBe("virus");
  await expect(page.getByTestId("card-kind")).toHaveText("Virus");

  const virusId = card.id;
  const rules = page.getByRole("region", { name: "Rules in play" });
  const rule = rules.locator(`[data-virus-id="${virusId}"]`);
  await expect(rule).toContainText(card.text);
  const left = Number(/(\d+) more card/.exec(await rule.innerText())?.[1]);
  expect(left).toBeGreaterThan(0);

  // The rule counts down with every new prompt; its cure arrives after the last one.
  let prompts = 0;
  for (let press = 0; press < 30; press++) {
    card = await next(page, card.id);
    if (card.id === `${virusId}:cured`) break;
    if (card.kind !== "cured") prompts++;
    await expect(rule).toBeVisible();
    await expect(rule).toContainText(
      prompts < left ? `${left - prompts} more card` : "Ends with the next card",
    );
  }
  expect(card.id).toBe(`${virusId}:cured`);
  expect(prompts).toBe(left);
  await expect(page.getByTestId("card-kind")).toHaveText("Cured");
  await expect(rule).toHaveCount(0);
});

test("switching off the last active pack is refused", async ({ page }) => {
  await open(page, "/games/squiffy");
  await switchOffEveryPack(page);
});

test("end game shows the recap, which survives a reload, and feedback is sent", async ({
  page,
}) => {
  const seen = [await startWith(page, table)];
  const tally = page.getByRole("region", { name: "Keep count" });
  await tally.getByRole("button", { name: /^Bo drank/ }).click();
  await tally.getByRole("button", { name: /^Bo drank/ }).click();
  await tally.getByRole("button", { name: /^Cyrus drank/ }).click();
  await expect(tally.getByRole("button", { name: /^Bo drank/ })).toHaveAccessibleName(
    "Bo drank (2 so far)",
  );

  const star = page.getByRole("button", { name: "Save to favourites" });
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  const favourite = seen[0]?.text ?? "";
  // Stored just after the tap, not during it (app/utils/write-behind.ts).
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("party-dojo:minigames")))
    .toContain(favourite.slice(0, 20));

  for (let press = 0; press < 3; press++) seen.push(await next(page, seen.at(-1)?.id ?? ""));
  await expect(star).toHaveAttribute("aria-pressed", "false");

  await page.getByRole("button", { name: "End game" }).click();
  await page.waitForURL("**/games/squiffy-review");
  const played = String(seen.filter((card) => card.kind !== "cured").length);
  await expect(page.getByRole("heading", { level: 1, name: "Squiffy recap" })).toBeVisible();
  await expect(page.getByTestId("cards-played")).toHaveText(played);
  await expect(page.getByTestId("drank-most")).toHaveText("Bo");
  await expect(page.getByTestId("favourite-card")).toHaveText(favourite);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("cards-played")).toHaveText(played);
  await expect(page.getByTestId("drank-most")).toHaveText("Bo");

  await page.getByText("Thumbs up", { exact: true }).click();
  await page.getByLabel("Anything you'd like to add? (optional)").fill("The virus cards were wild");
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith("/feedback") &&
      response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Send feedback" }).click();
  const response = await answered;
  expect(response.ok()).toBe(true);
  expect(Object.fromEntries(new URLSearchParams(response.request().postData() ?? ""))).toEqual({
    feedback: "The virus cards were wild",
    positive: "up",
    game: "squiffy",
  });
  await expect(page.getByText("Thank you! Your feedback reached us.")).toBeVisible();

  await page.getByRole("link", { name: "Play again" }).click();
  await page.waitForURL("**/games/squiffy");
  await expect(page.getByText("3 players ready.")).toBeVisible();
});

test("a tie for who drank most names everyone at the top", async ({ page }) => {
  await startWith(page, table);
  const tally = page.getByRole("region", { name: "Keep count" });
  await tally.getByRole("button", { name: /^Ana drank/ }).click();
  await tally.getByRole("button", { name: /^Cyrus drank/ }).click();
  await page.getByRole("button", { name: "End game" }).click();
  await page.waitForURL("**/games/squiffy-review");
  await expect(page.getByTestId("drank-most")).toHaveText("Ana and Cyrus");
  await expect(page.getByText("Tied on 1 tap")).toBeVisible();
  await expect(page.getByText("No card got a star this time.", { exact: false })).toBeVisible();
});

test("the review without a game says so and offers to start one", async ({ page }) => {
  await open(page, "/games/squiffy-review");
  await expect(page.getByRole("heading", { name: "No game yet" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How was Squiffy?" })).toBeVisible();
  await page.getByRole("link", { name: "Start a game" }).click();
  await page.waitForURL("**/games/squiffy");
  await expect(page.getByRole("heading", { name: "Who's playing?" })).toBeVisible();
});

test("the start screen, the table and the recap pass axe", async ({ page }) => {
  test.slow();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  await open(page, "/games/squiffy");
  await expectNoSeriousAxeIssues(page);

  let card = await startWith(page, table);
  for (let press = 0; press < 200 && card.kind !== "virus"; press++) {
    card = await next(page, card.id);
  }
  await page.getByRole("button", { name: /^Ana drank/ }).click();
  await page.getByRole("button", { name: "Save to favourites" }).click();
  await expect(page.getByRole("region", { name: "Rules in play" })).toBeVisible();
  await expectNoSeriousAxeIssues(page);

  await page.getByRole("button", { name: "End game" }).click();
  await page.waitForURL("**/games/squiffy-review");
  await expect(page.getByTestId("favourite-card")).toBeVisible();
  await expectNoSeriousAxeIssues(page);
  expect(problems).toEqual([]);
});
