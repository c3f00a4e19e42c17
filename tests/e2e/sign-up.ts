import { expect, type Page } from "@playwright/test";
import { open } from "./table.ts";

/** A fresh address per test, so parallel runs never share an account. */
export function newEmail(localPart: string): string {
  return `${localPart}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Signs up with a password on /sign-up and lands signed in on the home page. */
export async function createAccount(page: Page, email: string): Promise<void> {
  await open(page, "/sign-up");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("correct-horse");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL("/");
}
