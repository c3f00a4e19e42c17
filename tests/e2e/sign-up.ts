import { expect, test, type Page } from "@playwright/test";
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

/**
 * A new password account, signed in in this page's browser context, for tests about what an
 * account does rather than how it is made: the sign-up form posts as it does without
 * JavaScript, so no page loads or hydrates for it. The form itself is tested through the
 * page (accounts.spec.ts, and `createAccount` where a referral or a proxy is in the way).
 * Leaves the page where it was.
 */
export async function signUpOverHttp(page: Page, email: string): Promise<void> {
  const origin = test.info().project.use.baseURL ?? "";
  // From the site itself, as the browser's own form would be: the context already holds a
  // cookie (the age answer), and a cookie-bearing write must say where it comes from.
  const answer = await page.request.post("/sign-up", {
    headers: { Origin: origin },
    form: { intent: "password", email, password: "correct-horse" },
  });
  expect(answer.ok(), `sign-up answered ${answer.status()}`).toBe(true);
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name.includes("session_token"))).toBe(true);
}
