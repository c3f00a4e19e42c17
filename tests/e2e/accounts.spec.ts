import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { open } from "./table.ts";

// Accounts (docs/product-rules.md#accounts): email+password sign-up and sign-in, the profile,
// sign-out, and the return to the page the visitor came from.

/** A fresh address per test, so parallel runs never share an account. */
function newEmail(localPart: string) {
  return `${localPart}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function createAccount(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
}

test("sign-up shows the profile: the email's local part, 0 coins and Early Bird", async ({
  page,
}) => {
  const email = newEmail("mette");
  await open(page, "/sign-up");
  await createAccount(page, email, "correct-horse");
  await expect(page).toHaveURL("/");

  await open(page, "/profile");
  await expect(page.getByTestId("username")).toHaveText(email.split("@")[0] ?? "");
  await expect(page.getByTestId("coins")).toHaveText("0");
  await expect(page.getByText("Early Bird")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: /Your profile/ })).toBeVisible();
});

test("a short password and a wrong password get friendly messages", async ({ page }) => {
  const email = newEmail("sam");
  await open(page, "/sign-up");
  await createAccount(page, email, "short");
  await expect(page.getByRole("alert")).toHaveText("Use at least 8 characters.");
  await createAccount(page, email, "long-enough");
  await expect(page).toHaveURL("/");

  await page.context().clearCookies();
  await open(page, "/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Wrong email or password.");

  await page.getByLabel("Password").fill("long-enough");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("banner").getByRole("link", { name: /Your profile/ })).toBeVisible();
});

test("signing up twice with one email says the account exists", async ({ page }) => {
  const email = newEmail("twice");
  await open(page, "/sign-up");
  await createAccount(page, email, "correct-horse");
  await expect(page).toHaveURL("/");
  await page.context().clearCookies();
  await open(page, "/sign-up");
  await createAccount(page, email, "correct-horse");
  await expect(page.getByRole("alert")).toHaveText("An account with this email already exists.");
});

test("sign-out brings back the signed-out header", async ({ page }) => {
  await open(page, "/sign-up");
  await createAccount(page, newEmail("leaver"), "correct-horse");
  await expect(page).toHaveURL("/");

  await open(page, "/profile");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(header.getByRole("link", { name: /Your profile/ })).toHaveCount(0);

  await page.goto("/profile");
  await expect(page).toHaveURL("/sign-in");
});

test("creating an account from a game returns to that game", async ({ page }) => {
  await open(page, "/games/truth-or-dare");
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/sign-in");
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL("/sign-up");
  await createAccount(page, newEmail("player"), "correct-horse");
  await expect(page).toHaveURL("/games/truth-or-dare");
  await expect(page.getByRole("link", { name: /Your profile/ })).toBeVisible();
});

test("the username can be changed on the profile, with a clear message for a bad one", async ({
  page,
}) => {
  await open(page, "/sign-up");
  await createAccount(page, newEmail("renamer"), "correct-horse");
  await expect(page).toHaveURL("/");
  await open(page, "/profile");

  await page.getByLabel("New username").fill("no spaces!");
  await page.getByRole("button", { name: "Save username" }).click();
  await expect(page.getByText("Use only letters, digits, _ - and . in a username.")).toBeVisible();

  const chosen = `dojo_${Date.now().toString(36)}`;
  await page.getByLabel("New username").fill(chosen);
  await page.getByRole("button", { name: "Save username" }).click();
  await expect(page.getByTestId("username")).toHaveText(chosen);
  await expect(page.getByText("Username saved.")).toBeVisible();
});
