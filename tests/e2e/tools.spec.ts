import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { axeOf } from "./axe.ts";

const tools = [
  { path: "/tools/coin-flip", heading: "Coin Flip", button: "Flip", result: /^(Heads|Tails)$/ },
  { path: "/tools/dice-roll", heading: "Dice Roll", button: "Roll", result: /^You rolled \d/ },
  {
    path: "/tools/spin-the-bottle",
    heading: "Spin the Bottle",
    button: "Spin",
    result: /^Whoever the bottle points at is up$/,
  },
];

/** Clicks before hydration do nothing, so the page is used once it has hydrated. */
async function openHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** The polite live region that carries `text` (other live regions on the page are not ours). */
function announcement(page: Page, text: string) {
  return page.locator('#main [aria-live="polite"]').filter({ hasText: text });
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await axeOf(page).include("#main").analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help}`);
}

for (const tool of tools) {
  test(`${tool.path} answers with its heading, and ${tool.button} gives an announced result`, async ({
    page,
  }) => {
    const response = await openHydrated(page, tool.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: tool.heading })).toBeVisible();

    await page.getByRole("button", { name: tool.button, exact: true }).click();
    const result = page.getByTestId("result");
    await expect(result).toHaveText(tool.result, { timeout: 5_000 });
    const text = (await result.textContent()) ?? "";
    await expect(announcement(page, text)).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

// What the tools count and remember is the same at any width; the desktop run keeps the
// layouts above (playwright.config.ts).
test.describe("with reduced motion", { tag: ["@phone-only"] }, () => {
  test.use({ reducedMotion: "reduce" });

  test("the coin lands at once, is still announced, and the tally counts and resets", async ({
    page,
  }) => {
    await openHydrated(page, "/tools/coin-flip");
    const flip = page.getByRole("button", { name: "Flip", exact: true });
    const result = page.getByTestId("result");
    for (let i = 0; i < 5; i += 1) {
      await flip.click();
      await expect(result).toHaveText(/^(Heads|Tails)$/);
    }
    await expect(announcement(page, (await result.textContent()) ?? "")).toHaveCount(1);
    const heads = Number((await page.getByTestId("heads-count").textContent())?.match(/\d+/)?.[0]);
    const tails = Number((await page.getByTestId("tails-count").textContent())?.match(/\d+/)?.[0]);
    expect(heads + tails).toBe(5);
    await expect(page.getByText("5 flips")).toBeVisible();

    await page.getByRole("button", { name: "Reset" }).click();
    await expect(page.getByTestId("heads-count")).toHaveText("Heads: 0");
    await expect(page.getByTestId("tails-count")).toHaveText("Tails: 0");
    await expect(result).toHaveText("");
  });

  for (const count of [1, 6]) {
    test(`the dice total equals the sum of the faces with ${count} dice`, async ({ page }) => {
      await openHydrated(page, "/tools/dice-roll");
      await page.getByRole("radio", { name: count === 1 ? "1 die" : `${count} dice` }).check();
      await page.getByRole("button", { name: "Roll", exact: true }).click();
      const result = page.getByTestId("result");
      await expect(result).toHaveText(/^You rolled \d/);

      const dice = page.getByTestId("die");
      await expect(dice).toHaveCount(count);
      const faces = (
        await dice.evaluateAll((elements) => elements.map((die) => die.getAttribute("data-face")))
      ).map(Number);
      for (const face of faces) expect(face).toBeGreaterThanOrEqual(1);
      for (const face of faces) expect(face).toBeLessThanOrEqual(6);
      const sum = faces.reduce((total, face) => total + face, 0);
      await expect(page.getByTestId("total")).toHaveText(String(sum));
      await expect(result).toHaveText(
        count === 1 ? `You rolled ${sum}` : new RegExp(`: total ${sum}$`),
      );
      await expect(announcement(page, (await result.textContent()) ?? "")).toHaveCount(1);
    });
  }

  test("the last rolls stay in a short history", async ({ page }) => {
    await openHydrated(page, "/tools/dice-roll");
    const roll = page.getByRole("button", { name: "Roll", exact: true });
    for (let i = 0; i < 8; i += 1) {
      await roll.click();
      await expect(page.getByTestId("result")).toHaveText(/^You rolled/);
    }
    const history = page.getByRole("region", { name: "Earlier rolls" }).getByRole("listitem");
    await expect(history).toHaveCount(5);
    await expect(history.first()).toHaveText(/^\d( \+ \d)* = \d+$/);
  });

  test("with three players, three spins pick three different players", async ({ page }) => {
    await openHydrated(page, "/tools/spin-the-bottle");
    await page.getByRole("button", { name: "Open settings" }).click();
    const name = page.getByRole("textbox", { name: "Player name" });
    for (const player of ["Mia", "Jonas", "Freja"]) {
      await name.fill(player);
      await name.press("Enter");
    }
    await expect(page.getByText("3 players")).toBeVisible();
    await page.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("list", { name: "The circle: 3 players" })).toBeVisible();

    const spin = page.getByRole("button", { name: "Spin", exact: true });
    const result = page.getByTestId("result");
    const picked: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await spin.click();
      await expect(result).toHaveText(/^The bottle points at /);
      // Never the last spin's pick (none before the first spin).
      await expect(result).not.toHaveText(`The bottle points at ${picked.at(-1) ?? "nobody"}`);
      const text = (await result.textContent()) ?? "";
      await expect(announcement(page, text)).toHaveCount(1);
      picked.push(text.replace("The bottle points at ", ""));
    }
    expect(new Set(picked)).toEqual(new Set(["Mia", "Jonas", "Freja"]));
    await expect(page.getByTestId("round").getByRole("listitem")).toHaveText(picked);
    await expect(
      page.getByText("Everyone has had a turn. The next spin starts round 2."),
    ).toBeVisible();

    await spin.click();
    await expect(page.getByRole("heading", { name: "Round 2" })).toBeVisible();
    await expect(page.getByTestId("round").getByRole("listitem")).toHaveCount(1);
  });
});
