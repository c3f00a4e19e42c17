import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { open } from "./table.ts";
import { axeOf } from "./axe.ts";

// The recap after a round (docs/product-rules.md#card-pages): the game played, what next, the cards
// starred this session, and feedback that reaches the database through the feedback form's
// action (POST /feedback).

async function sendFeedback(page: Page, thumb: "Thumbs up" | "Thumbs down", text: string) {
  await page.getByText(thumb, { exact: true }).click();
  await page.getByLabel("Anything you'd like to add? (optional)").fill(text);
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith("/feedback") &&
      response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Send feedback" }).click();
  return answered;
}

test("feedback about the game just played is saved, with a thank-you", async ({ page }) => {
  await open(page, "/misc/end-of-round?game=country-island-city");
  await expect(page.getByRole("heading", { level: 1, name: "Round over" })).toBeVisible();
  await expect(page.getByText("You just played Country, Island, City.")).toBeVisible();
  const { violations } = await axeOf(page).include("#main").analyze();
  expect(
    violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? "")),
  ).toEqual([]);

  const response = await sendFeedback(page, "Thumbs up", "The bonus columns were a riot");
  expect(response.ok()).toBe(true);
  expect(Object.fromEntries(new URLSearchParams(response.request().postData() ?? ""))).toEqual({
    feedback: "The bonus columns were a riot",
    positive: "up",
    game: "country-island-city",
  });
  await expect(page.getByText("Thank you! Your feedback reached us.")).toBeVisible();
  await expect(page.getByLabel("Anything you'd like to add? (optional)")).toHaveValue("");
});

test("without a game the recap is general and the feedback is about the site", async ({ page }) => {
  await open(page, "/misc/end-of-round");
  await expect(page.getByText("Good game!", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: /again/ })).toHaveCount(0);

  const response = await sendFeedback(page, "Thumbs down", "");
  expect(response.ok()).toBe(true);
  expect(
    Object.fromEntries(new URLSearchParams(response.request().postData() ?? "")),
  ).toMatchObject({ positive: "down", game: "site" });
  await expect(page.getByText("Thank you! Your feedback reached us.")).toBeVisible();
});

test("an unknown game answers 404 with the Page Not Found page", async ({ page }) => {
  const response = await page.goto("/misc/end-of-round?game=not-a-game");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page.getByTestId("not-found-path")).toHaveText(
    "Page Not Found: /misc/end-of-round?game=not-a-game",
  );
});

test("'Pick another game' goes to the game picker", async ({ page }) => {
  await open(page, "/misc/end-of-round?game=country-island-city");
  await page.getByRole("link", { name: "Pick another game" }).click();
  await expect(page).toHaveURL(/\/go$/);
});

test("cards starred this session are listed and can be cleared", async ({ page }) => {
  await page.addInitScript(() => {
    // Only once: the clearing must survive the reload below.
    if (window.sessionStorage.getItem("seeded")) return;
    window.sessionStorage.setItem("seeded", "yes");
    window.localStorage.setItem(
      "party-dojo:minigames",
      JSON.stringify({
        state: { quotes: ["Never have I ever danced on a ferry", "A reason to be late"] },
        version: 0,
      }),
    );
  });
  await open(page, "/misc/end-of-round?game=never-have-i-ever");
  const starred = page.getByRole("region", { name: "Starred cards" });
  await expect(starred.getByRole("listitem")).toHaveText([
    "Never have I ever danced on a ferry",
    "A reason to be late",
  ]);

  await starred.getByRole("button", { name: "Clear starred cards" }).click();
  await expect(starred.getByRole("listitem")).toHaveCount(0);
  await expect(starred.getByText("No starred cards this session.")).toBeVisible();
  await expect(starred.getByRole("status")).toHaveText("Starred cards cleared.");

  await page.reload();
  await waitForHydration(page);
  await expect(starred.getByText("No starred cards this session.")).toBeVisible();
});
