import type { Page, Request } from "@playwright/test";
import { z } from "zod";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousAxeIssues } from "./axe.ts";
import { waitForHydration } from "./hydration.ts";

// The checkout result pages say what the server knows about the visitor's Premium: signed
// out, paid but not confirmed yet, or Premium (docs/decisions/011-premium.md). The e2e
// server runs the built-in test provider.

const statusCheckPath = "/api/subscription/check-subscription";
const welcome = "Welcome to Premium!";
const notSignedIn = "You're not signed in";
const notConfirmed = "We couldn't confirm your payment yet";

function newEmail(localPart: string) {
  return `${localPart}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * A new free account, signed in in this page's browser context. The sign-up form posts
 * as it does without JavaScript, so no page has to hydrate first.
 */
async function signUpFree(page: Page, baseURL: string | undefined): Promise<void> {
  // From the site itself, as the browser's own form would be: the context already holds a
  // cookie (the age answer), and a cookie-bearing write must say where it comes from.
  const answer = await page.request.post("/sign-up", {
    headers: { Origin: baseURL ?? "" },
    form: { intent: "password", email: newEmail("free"), password: "correct-horse" },
  });
  expect(answer.ok()).toBe(true);
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name.includes("session_token"))).toBe(true);
}

/**
 * After sign-in every tab checks Premium once by itself (app/features/account/account-sync.tsx);
 * let that happen on the home page, so what follows counts only the page's own checks.
 */
async function settleAccountSync(page: Page): Promise<void> {
  const synced = page.waitForResponse(
    (answer) => new URL(answer.url()).pathname === statusCheckPath,
  );
  await page.goto("/");
  await synced;
}

/** Every status check the page sends, in order. */
function recordStatusChecks(page: Page): Request[] {
  const checks: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === statusCheckPath) checks.push(request);
  });
  return checks;
}

/** Moves the page's fake clock on, a second at a time, until `done` holds. */
async function runClockUntil(page: Page, done: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await done()) return true;
        await page.clock.runFor(1000);
        return done();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

const checkoutSchema = z.object({ url: z.string() });

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

test("the confirmation page tells a signed-out visitor to sign in, not 'Welcome'", async ({
  page,
}) => {
  const response = await page.goto("/info/premium-confirmation");
  expect(response?.status()).toBe(200);
  await expect(heading(page)).toHaveText(notSignedIn);
  await expect(page.getByText(/account you paid with/)).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    "/sign-in?returnTo=%2Finfo%2Fpremium-confirmation",
  );
  await expect(page.getByText(welcome)).toHaveCount(0);
  await expect(page).not.toHaveTitle(/Welcome/);
  await expectNoSeriousAxeIssues(page);
});

test("the confirmation page tells a free account the payment isn't confirmed yet", async ({
  page,
  baseURL,
}) => {
  await signUpFree(page, baseURL);
  await page.goto("/info/premium-confirmation");
  await expect(heading(page)).toHaveText("We haven't received your payment confirmation yet");
  await expect(page.getByRole("link", { name: "Check again" })).toHaveAttribute(
    "href",
    "/info/premium-processing",
  );
  await expect(page.getByText(welcome)).toHaveCount(0);
  await expect(page).not.toHaveTitle(/Welcome/);
});

test("the processing page asks a signed-out visitor to sign in and checks nothing", async ({
  page,
}) => {
  const checks = recordStatusChecks(page);
  await page.clock.install();
  await page.goto("/info/premium-processing");
  await expect(heading(page)).toHaveText(notSignedIn);
  await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    "/sign-in?returnTo=%2Finfo%2Fpremium-processing",
  );
  await waitForHydration(page);
  // Long past every retry the status check could have made.
  await page.clock.runFor(60_000);
  expect(checks).toHaveLength(0);
  await expect(page.getByText(/Your payment is safe/)).toHaveCount(0);
});

test("the processing page stops after three checks on a free account and can check again", async ({
  page,
  baseURL,
}) => {
  await signUpFree(page, baseURL);
  await settleAccountSync(page);
  const checks = recordStatusChecks(page);
  await page.clock.install();
  await page.goto("/info/premium-processing");
  await expect(heading(page)).toHaveText("Confirming your payment…");

  const unconfirmed = () => heading(page).getByText(notConfirmed).isVisible();
  await runClockUntil(page, unconfirmed);
  expect(checks).toHaveLength(3);
  await expect(
    page.getByText(/Premium will switch on as soon as the payment service/),
  ).toBeVisible();
  await expect(page.getByText(welcome)).toHaveCount(0);
  await expectNoSeriousAxeIssues(page);

  // Stopped: no fourth check, however long the page stays open.
  await page.clock.runFor(120_000);
  expect(checks).toHaveLength(3);

  // One more budget of three checks, then the same honest answer.
  await page.getByRole("button", { name: "Check again" }).click();
  await expect(heading(page)).toHaveText("Confirming your payment…");
  await runClockUntil(page, unconfirmed);
  expect(checks).toHaveLength(6);
  await page.clock.runFor(120_000);
  expect(checks).toHaveLength(6);
});

test("the processing page moves on to the welcome once the payment is confirmed", async ({
  page,
  baseURL,
}) => {
  await signUpFree(page, baseURL);
  const checkout = await page.request.post("/api/subscription/create-checkout-session", {
    data: { price_id: "premium-monthly" },
  });
  expect(checkout.status()).toBe(200);
  const { url } = checkoutSchema.parse(await checkout.json());
  const checks = recordStatusChecks(page);
  await page.clock.install();
  await page.goto("/info/premium-processing");
  await expect(heading(page)).toHaveText("Confirming your payment…");
  await expect.poll(() => checks.length).toBeGreaterThanOrEqual(1);

  // The payment service confirms while the page waits (the test provider's Pay).
  const paid = await page.request.post(url, {
    form: { outcome: "pay" },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(302);

  await runClockUntil(page, () => heading(page).getByText(welcome).isVisible());
  await expect(page).toHaveURL("/info/premium-confirmation");
});
