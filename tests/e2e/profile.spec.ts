import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { signUpOverHttp } from "./sign-up.ts";
import { open } from "./table.ts";

// The profile (docs/product-rules.md#profile): rewards, likes, invites, data download and account
// deletion.

const password = "correct-horse";

/** A fresh address per test whose local part stays a whole username (at most 20 characters). */
function newEmail(prefix: string): string {
  const unique = `${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 36 ** 4).toString(36)}`;
  return `${prefix.slice(0, 8)}${unique}@example.com`;
}

/** Creates a fresh account (password `correct-horse`), signed in; answers its email. */
async function signUpFresh(page: Page, prefix: string): Promise<string> {
  const email = newEmail(prefix);
  await signUpOverHttp(page, email);
  return email;
}

/**
 * Likes or unlikes a game from its page and waits until the server has it. The page may just
 * have been loaded by a redirect, so it waits for hydration first: a tap before does nothing.
 */
async function setLiked(page: Page, game: string, liked: boolean): Promise<void> {
  await waitForHydration(page);
  const heart = page.getByRole("button", { name: `Like ${game}` });
  await heart.click();
  await expect(page.getByRole("button", { name: `Like ${game}`, pressed: liked })).toBeVisible();
  await expect(heart).toHaveAttribute("aria-busy", "false");
  await expect(heart).toHaveAttribute("aria-pressed", String(liked));
}

function headerAccount(page: Page) {
  return page.getByRole("banner").getByRole("link", { name: /Your profile/ });
}

test("a new account claims its welcome reward: 50 coins on the profile and in the header", async ({
  page,
}) => {
  const email = await signUpFresh(page, "claimer");
  await open(page, "/profile");
  await expect(page.getByTestId("username")).toHaveText(email.split("@")[0] ?? "");
  await expect(page.getByTestId("coins")).toHaveText("0");
  await expect(page.getByText("Early Bird")).toBeVisible();
  await expect(headerAccount(page)).toHaveAccessibleName(/, 0 dojo coins/);

  const welcome = page.getByRole("listitem").filter({ hasText: "Welcome" });
  await page.getByRole("button", { name: "Claim Welcome" }).click();
  await expect(welcome.getByText("Claimed")).toBeVisible();
  await expect(page.getByTestId("coins")).toHaveText("50");
  await expect(headerAccount(page)).toHaveAccessibleName(/, 50 dojo coins/);
  await expect(page.getByRole("button", { name: "Claim Welcome" })).toHaveCount(0);
  // Rewards not yet earned say how to earn them instead of offering a claim.
  await expect(page.getByText("Publish your first custom pack to earn it.")).toBeVisible();
});

test("a game liked from its page is listed on the profile until it is unliked", async ({
  page,
}) => {
  await signUpFresh(page, "liker");
  await open(page, "/profile");
  await expect(page.getByText("Nothing liked yet.", { exact: false })).toBeVisible();

  await open(page, "/games/truth-or-dare");
  const heart = page.getByRole("button", { name: "Like Truth or Dare" });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await setLiked(page, "Truth or Dare", true);

  await open(page, "/profile");
  const liked = page.getByRole("region", { name: "Liked games" });
  await expect(liked.getByRole("link", { name: "Truth or Dare" })).toBeVisible();
  await liked.getByRole("link", { name: "Truth or Dare" }).click();
  await expect(page).toHaveURL("/games/truth-or-dare");

  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await setLiked(page, "Truth or Dare", false);
  await open(page, "/profile");
  await expect(liked.getByRole("link", { name: "Truth or Dare" })).toHaveCount(0);
  await expect(liked.getByText("Nothing liked yet.", { exact: false })).toBeVisible();
});

test("a signed-out heart explains that likes need an account, and sign-up returns to the game", async ({
  page,
}) => {
  await open(page, "/tools/coin-flip");
  const heart = page.getByRole("button", { name: "Like Coin Flip" });
  const dialog = page.getByRole("dialog", { name: "Keep the games you love" });
  await heart.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // Nothing is saved for a visitor: the heart stays empty.
  await expect(heart).toHaveAttribute("aria-pressed", "false");

  await heart.click();
  await dialog.getByRole("link", { name: "Create a free account" }).click();
  await expect(page).toHaveURL("/sign-up");
  await page.getByLabel("Email").fill(newEmail("heart"));
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL("/tools/coin-flip");
  await setLiked(page, "Coin Flip", true);
});

test("the invite link copies with a Copied! confirmation", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const email = await signUpFresh(page, "inviter");
  const username = email.split("@")[0] ?? "";
  await open(page, "/profile");
  await expect(page.getByText("No friends have joined through your link yet.")).toBeVisible();
  const link = `${baseURL}/?ref=${username}`;
  await expect(page.getByLabel("Your invite link")).toHaveValue(link);

  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
});

test("download my data saves a JSON file about the account", async ({ page }) => {
  const email = await signUpFresh(page, "exporter");
  await open(page, "/profile");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("party-dojo-data.json");
  const saved = JSON.parse(await readFile((await download.path()) ?? "", "utf8"));
  expect(saved.profile.username).toBe(email.split("@")[0]);
  expect(saved.account.email).toBe(email);
});

test("a deleted account is signed out and cannot sign in again", async ({ page }) => {
  const email = await signUpFresh(page, "leaving");
  const username = email.split("@")[0] ?? "";
  await open(page, "/profile");

  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByLabel(/Type your username/);
  await confirm.fill("someone-else");
  await dialog.getByRole("button", { name: "Delete forever" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "That is not your username. Type it exactly as shown.",
  );

  await confirm.fill(username);
  await dialog.getByRole("button", { name: "Delete forever" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Your account has been deleted.", { exact: true })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(headerAccount(page)).toHaveCount(0);

  await open(page, "/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Wrong email or password.");
});
