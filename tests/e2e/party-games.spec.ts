import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { open, seat } from "./table.ts";
import { switchOffEveryPack } from "./pack-switches.ts";
import { axeOf } from "./axe.ts";

// The two timed team games: Category (a turn timer) and Charades (teams, a turn timer, Correct/Skip
// scoring). Both deal their first card on the server, never repeat a prompt within 40
// (docs/product-rules.md#prompt-selection) and keep one pack on. Timers run on Playwright's clock.

const start = new Date("2025-06-06T20:00:00+02:00");

/**
 * Opens a page on Playwright's clock, then stops time, so a timer moves only when the test
 * fast-forwards it (a busy machine can't run a five-second turn out between two clicks).
 */
async function openOnPausedClock(page: Page, path: string) {
  await page.clock.install({ time: start });
  await open(page, path);
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

/** The board's live line says it (the visible panels say the same, without a live region). */
async function expectAnnounced(page: Page, text: string) {
  await expect(page.getByRole("status").filter({ hasText: text })).toHaveText(text);
}

/** Charades: the actor uncovers the word, which starts the team's turn. */
async function startCharadesTurn(page: Page) {
  await page.getByRole("button", { name: "I'm the actor — show me" }).click();
  await expect(page.getByRole("button", { name: "Correct" })).toBeVisible();
}

const games = [
  { path: "/games/category", beforeNext: async (_page: Page) => {} },
  {
    path: "/games/charades",
    beforeNext: async (page: Page) => {
      // The longest turn (120 s), so a slow machine can't run out the clock mid-test.
      const more = page.getByRole("button", { name: "More time" });
      while (await more.isEnabled()) await more.click();
      await expect(page.getByRole("group", { name: "Turn timer" })).toContainText("120 s");
      await startCharadesTurn(page);
    },
  },
] as const;

for (const { path, beforeNext } of games) {
  test(`${path} has its first prompt in the server HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const prompt = /data-testid="prompt"[^>]*>([^<]+)</.exec(html)?.[1]?.trim() ?? "";
    // A charades word can be as short as "Owl": any words at all, and not the empty deck.
    expect(prompt).toMatch(/\p{L}/u);
    expect(prompt).not.toMatch(/No cards to deal/);
  });

  test(`${path}: 50 presses of Next give 50 prompts, none repeated within 40`, async ({ page }) => {
    // Fifty round trips, twice per project; generous on a busy CI machine.
    test.slow();
    await open(page, path);
    await beforeNext(page);
    const prompt = page.getByTestId("prompt");
    const next = page.getByRole("button", { name: "Next", exact: true });
    const seen = [(await prompt.innerText()).trim()];

    for (let press = 0; press < 50; press++) {
      const previous = seen.at(-1) ?? "";
      await next.click();
      await expect(prompt).not.toHaveText(previous);
      seen.push((await prompt.innerText()).trim());
    }

    expect(seen).toHaveLength(51);
    seen.forEach((text, index) => {
      expect(text).not.toMatch(/No cards to deal/);
      expect(seen.slice(Math.max(0, index - 40), index), `prompt ${index}: ${text}`).not.toContain(
        text,
      );
    });
  });

  test(`${path} refuses to switch off the last active pack`, async ({ page }) => {
    await open(page, path);
    await switchOffEveryPack(page);
    await beforeNext(page);
    const prompt = page.getByTestId("prompt");
    const before = await prompt.innerText();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(prompt).not.toHaveText(before);
    await expect(prompt).not.toHaveText(/No cards to deal/);
  });

  test(`${path} passes axe before and during a turn`, async ({ page }) => {
    test.slow();
    await open(page, path);
    const serious = async () =>
      (await axeOf(page).analyze()).violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(await serious()).toEqual([]);
    if (path === "/games/category") {
      await page.getByRole("button", { name: "Start the round" }).click();
    } else {
      await startCharadesTurn(page);
    }
    expect(await serious()).toEqual([]);
  });
}

test("category: the turn timer ends the round and the player on turn drinks", async ({ page }) => {
  await seat(page, [
    { name: "Ana", notDrinking: false },
    { name: "Bo", notDrinking: false },
    { name: "Cy", notDrinking: true },
  ]);
  await openOnPausedClock(page, "/games/category");
  const prompt = page.getByTestId("prompt");
  const category = await prompt.innerText();
  await expect(page.getByText("Ana starts")).toBeVisible();

  await page.getByRole("button", { name: "Start the round" }).click();
  await expect(page.getByRole("progressbar", { name: "Ana's turn" })).toBeVisible();
  // Got one! passes the turn and restarts the five seconds.
  await page.clock.fastForward(3000);
  await page.getByRole("button", { name: "Got one!" }).click();
  await expect(page.getByRole("progressbar", { name: "Bo's turn" })).toBeVisible();
  await page.clock.fastForward(4000);
  await expect(page.getByRole("heading", { name: "Time's up!" })).toHaveCount(0);
  await page.clock.fastForward(2000);

  await expect(page.getByRole("heading", { name: "Time's up!" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Time's up!" })).toContainText("Bo: take a sip.");
  await expect(page.getByRole("button", { name: "Got one!" })).toHaveCount(0);
  await expect(prompt).toHaveText(category);

  // Next deals a new category; the player after Bo starts it.
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(prompt).not.toHaveText(category);
  await expect(page.getByText("Cy starts")).toBeVisible();
  await expect(page.getByRole("button", { name: "Start the round" })).toBeVisible();
});

test("category: hesitating ends the round; not drinking means penalty points", async ({ page }) => {
  await seat(page, [
    { name: "Ana", notDrinking: true },
    { name: "Bo", notDrinking: false },
  ]);
  await open(page, "/games/category");
  await page.getByRole("button", { name: "More time" }).click();
  await expect(page.getByRole("group", { name: "Turn timer" })).toContainText("6 s");
  await page.getByRole("button", { name: "Start the round" }).click();
  await page.getByRole("button", { name: "Hesitated / repeated" }).click();
  await expect(page.getByRole("region", { name: "Hesitated or repeated!" })).toContainText(
    "Ana: take a penalty point.",
  );
});

test("charades: Correct scores for the team on turn; time-out passes to the next team", async ({
  page,
}) => {
  await openOnPausedClock(page, "/games/charades");
  const prompt = page.getByTestId("prompt");
  await expect(page.getByRole("heading", { name: "Team A's turn" })).toBeVisible();

  await startCharadesTurn(page);
  const first = await prompt.innerText();
  await page.getByRole("button", { name: "Correct" }).click();
  await expect(prompt).not.toHaveText(first);
  const second = await prompt.innerText();
  await page.getByRole("button", { name: "Skip" }).click();
  await expect(prompt).not.toHaveText(second);
  await page.getByRole("button", { name: "Correct" }).click();
  await expect(page.getByText("This turn: 2 correct, 1 skipped")).toBeVisible();

  await page.clock.fastForward(61_000);
  await expect(page.getByText("Time's up! Team A got 2 points. 1 skipped.")).toHaveCount(2);
  await expectAnnounced(page, "Time's up! Team A got 2 points. 1 skipped.");
  const scores = page.getByRole("region", { name: "Scores" });
  await expect(scores.getByRole("listitem").filter({ hasText: "Team A" })).toContainText(
    "2 points",
  );
  await expect(scores.getByRole("listitem").filter({ hasText: "Team B" })).toContainText(
    "0 points",
  );

  await page.getByRole("button", { name: "Team B's turn" }).click();
  await expect(page.getByRole("heading", { name: "Team B's turn" })).toBeVisible();
  await startCharadesTurn(page);
  await page.getByRole("button", { name: "Correct" }).click();
  await page.getByRole("button", { name: "End game" }).click();
  await expectAnnounced(page, "Team A wins with 2 points!");
  await expect(page.getByRole("region", { name: "Final scores" })).toContainText("1 point");
});

test("charades splits the named players into teams and rotates the actor", async ({ page }) => {
  await seat(
    page,
    ["Ana", "Bo", "Cy", "Dee"].map((name) => ({ name, notDrinking: false })),
  );
  await openOnPausedClock(page, "/games/charades");
  await expect(page.getByText("Actor: Ana")).toBeVisible();
  await startCharadesTurn(page);
  await page.clock.fastForward(61_000);
  await page.getByRole("button", { name: "Team B's turn" }).click();
  await expect(page.getByText("Actor: Bo")).toBeVisible();
});
