import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { open } from "./table.ts";

// Email-link and phone sign-in (docs/product-rules.md#accounts), followed through the dev outbox
// the test server lists at /dev/outbox, and the way back to the page the visitor came from.

/** Short enough that the email's local part is the whole username (20 characters at most). */
function unique() {
  return `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;
}

/** A Danish mobile number no other test uses. */
function newPhoneNumber() {
  return `+45 2${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
}

/** The newest outbox message to `to`, read in a second tab as a developer would. */
async function outboxMessage(page: Page, heading: string) {
  const outbox = await page.context().newPage();
  await outbox.goto("/dev/outbox");
  const message = outbox.getByRole("article", { name: heading }).first();
  await expect(message).toBeVisible();
  return { outbox, message };
}

async function phoneCode(page: Page, phoneNumber: string) {
  const { outbox, message } = await outboxMessage(page, `Text message to ${phoneNumber}`);
  const code = /(\d{6}) is your Party Dojo code/.exec((await message.textContent()) ?? "")?.[1];
  await outbox.close();
  expect(code).toMatch(/^\d{6}$/);
  return code ?? "";
}

const profileLink = /Your profile/;

test("an email link from the outbox signs in and returns to the page before", async ({ page }) => {
  const email = `linker${unique()}@example.com`;
  await open(page, "/games/truth-or-dare");
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/sign-in");
  await page.getByRole("link", { name: "Email link" }).click();
  await expect(page.getByLabel("Password")).toHaveCount(0);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const { outbox, message } = await outboxMessage(page, `Mail to ${email}`);
  await message.getByRole("link", { name: "Open the sign-in link" }).click();
  await expect(outbox).toHaveURL("/games/truth-or-dare");
  await expect(outbox.getByRole("banner").getByRole("link", { name: profileLink })).toBeVisible();

  await outbox.goto("/profile");
  await expect(outbox.getByTestId("username")).toHaveText(email.split("@")[0] ?? "");
});

test("a used email link says so on the sign-in page", async ({ page }) => {
  const email = `again${unique()}@example.com`;
  await open(page, "/sign-in?method=email-link");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  const { outbox, message } = await outboxMessage(page, `Mail to ${email}`);
  const link = (await message.getByRole("link").getAttribute("href")) ?? "";
  await outbox.goto(link);
  await outbox.context().clearCookies();
  await outbox.goto(link);
  await expect(outbox).toHaveURL(/\/sign-in\?method=email-link&error=INVALID_TOKEN/);
  await expect(outbox.getByRole("alert")).toHaveText(
    "That sign-in link has expired or was already used. Ask for a new one.",
  );
});

test("another email link comes from the inbox step, and a tampered address never leaves the page", async ({
  page,
}) => {
  const email = `resend${unique()}@example.com`;
  await open(page, "/sign-in?method=email-link");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();

  // The resend form posts the address as a hidden field, checked with the first send's schema.
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const sentTo = page.locator('input[type="hidden"][name="email"]');
  await sentTo.evaluate((input: HTMLInputElement) => (input.value = "not-an-address"));
  await page.getByRole("button", { name: "Send another link" }).click();
  await expect(page.getByRole("alert")).toHaveText("Enter a valid email address.");
  expect(posts).toEqual([]);

  await sentTo.evaluate((input: HTMLInputElement, address) => (input.value = address), email);
  const resent = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Send another link" }).click();
  await resent;
  await expect(page.getByRole("alert")).toHaveCount(0);
  const outbox = await page.context().newPage();
  await outbox.goto("/dev/outbox");
  await expect(outbox.getByRole("article", { name: `Mail to ${email}` })).toHaveCount(2);
  await outbox.close();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
});

test("a phone code from the outbox creates an account and returns to the page before", async ({
  page,
}) => {
  const phoneNumber = newPhoneNumber();
  await open(page, "/games/most-likely-to");
  await page.getByRole("link", { name: "Sign in" }).click();
  await page.getByRole("link", { name: "Phone", exact: true }).click();

  // Seven digits: not a Danish number, and no country code to make it another.
  await page.getByLabel("Phone number").fill("2012 345");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Enter a whole phone number: 8 digits for a Danish one, or + and the country code for others.",
  );

  // A Danish number may leave out +45.
  await page.getByLabel("Phone number").fill(phoneNumber.replace("+45 ", ""));
  await page.getByRole("button", { name: "Send code" }).click();
  const e164 = phoneNumber.replace(/\s/g, "");
  await expect(page.getByText(`We texted a 6-digit code to ${e164}`)).toBeVisible();
  // A new code replaces the first: the second text's code is the one that signs in.
  const resent = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Send a new code" }).click();
  await resent;
  await expect(page.getByText(`We texted a 6-digit code to ${e164}`)).toBeVisible();
  const code = await phoneCode(page, e164);

  await page.getByLabel("Code").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify code" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "That code isn't right. Check the text message and try again.",
  );

  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Verify code" }).click();
  await expect(page).toHaveURL("/games/most-likely-to");
  await expect(page.getByRole("banner").getByRole("link", { name: profileLink })).toBeVisible();
  await open(page, "/profile");
  await expect(page.getByTestId("username")).toHaveText(/^new_user\d*$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("phone sign-in works as plain forms", async ({ page }) => {
    const phoneNumber = newPhoneNumber();
    const e164 = phoneNumber.replace(/\s/g, "");
    await page.goto("/sign-up");
    await page.getByRole("link", { name: "Phone", exact: true }).click();
    await page.getByLabel("Phone number").fill(phoneNumber);
    await page.getByRole("button", { name: "Send code" }).click();
    await page.getByLabel("Code").fill(await phoneCode(page, e164));
    await page.getByRole("button", { name: "Verify code" }).click();
    await expect(page).toHaveURL("/");
    await page.goto("/profile");
    await expect(page.getByTestId("username")).toHaveText(/^new_user\d*$/);
  });
});

test("a session that no longer exists sends /profile to sign-in and back after", async ({
  page,
  baseURL,
}) => {
  const email = `expired${unique()}@example.com`;
  await open(page, "/sign-up");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("correct-horse");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL("/");

  // The cookie stays, but the session behind it is gone (ended elsewhere, or expired).
  await page
    .context()
    .addCookies([
      { name: "better-auth.session_token", value: "ended.session", url: baseURL ?? "" },
    ]);
  await open(page, "/profile");
  await expect(page).toHaveURL("/sign-in?returnTo=%2Fprofile");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("correct-horse");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/profile");
  await expect(page.getByTestId("username")).toHaveText(email.split("@")[0] ?? "");
});
