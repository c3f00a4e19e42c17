import { expect, test } from "./fixtures.ts";

// What a phone whose page script never arrives (a bad link, a script blocker) can still do:
// every write is a plain form that the server answers with a page.
test.use({ javaScriptEnabled: false });

test("a game's heart takes a signed-out visitor to sign-in and back, then likes and unlikes with a message", async ({
  page,
}) => {
  await page.goto("/games/meyer");
  await page.getByRole("button", { name: "Like Meyer" }).click();
  await expect(page).toHaveURL("/sign-in?returnTo=%2Fgames%2Fmeyer");

  // Signing up is a plain form too, and comes back to the game.
  await page.goto("/sign-up?returnTo=%2Fgames%2Fmeyer");
  await page.getByLabel("Email").fill(`plain${Date.now().toString(36)}@example.com`);
  await page.getByLabel("Password").fill("correct-horse");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL("/games/meyer");

  const heart = page.getByRole("button", { name: "Like Meyer" });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(page).toHaveURL("/games/meyer");
  await expect(page.getByTestId("flash")).toHaveText("Saved to your liked games.");
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  // The message is said once: the next page has none.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("flash")).toHaveCount(0);

  await heart.click();
  await expect(page.getByTestId("flash")).toHaveText("Removed from your liked games.");
  await expect(heart).toHaveAttribute("aria-pressed", "false");
});

test("the message comes in the visitor's language", async ({ page }) => {
  await page.goto("/sign-up?lang=da&returnTo=%2Fgames%2Fmeyer%3Flang%3Dda");
  await page.getByLabel("E-mail").fill(`plainda${Date.now().toString(36)}@example.com`);
  await page.getByLabel("Adgangskode").fill("correct-horse");
  await page.getByRole("button", { name: "Opret konto" }).click();
  await expect(page).toHaveURL("/games/meyer?lang=da");
  await page.getByRole("button", { name: "Synes godt om Meyer" }).click();
  await expect(page.getByTestId("flash")).toHaveText("Gemt under dine likede spil.");
});

test("Next on a prompt game is a link: the server deals a card the page hasn't shown", async ({
  page,
}) => {
  await page.goto("/games/never-have-i-ever");
  const prompt = page.getByTestId("prompt");
  const shown = [await prompt.innerText()];
  for (let press = 0; press < 4; press += 1) {
    await page.getByRole("link", { name: "Next", exact: true }).click();
    await expect(page).toHaveURL(/[?&]seen=/);
    await expect(prompt).not.toHaveText(shown.at(-1) ?? "");
    shown.push(await prompt.innerText());
  }
  expect(new Set(shown).size).toBe(shown.length);
});

test("the editor starts a new pack from a plain form", async ({ page }) => {
  await page.goto("/editor");
  await page.getByRole("button", { name: "Start a new pack" }).click();
  await expect(page).toHaveURL(/\/editor\/steps\/Step2Explanation\??$/);
  await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();
});
