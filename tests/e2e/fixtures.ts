import { test as base, type Page } from "@playwright/test";

/**
 * Answers the first-visit questions (age and cookies) before the page's scripts run; the age
 * answer also goes into its cookie, so a page without JavaScript has no question either.
 */
export async function answerFirstVisit(page: Page): Promise<void> {
  // Cookies belong to the host, whatever the port the tests run on.
  await page
    .context()
    .addCookies([{ name: "party-dojo-age", value: "yes", url: "http://127.0.0.1" }]);
  await page.addInitScript(() => {
    window.localStorage.setItem("party-dojo:age", JSON.stringify({ confirmed: true }));
    window.localStorage.setItem("party-dojo:consent", JSON.stringify({ analytics: false }));
  });
}

/**
 * A visitor who has already answered the first-visit questions (age and cookies), so tests
 * of other pages are not covered by those dialogs. Tests of the dialogs use `freshVisitor`.
 */
export const test = base.extend<{ freshVisitor: boolean }>({
  freshVisitor: [false, { option: true }],
  // A documentation-range address per test: the server reads it as the client's address
  // (TRUSTED_IP_HEADER in playwright.config.ts), so its rate limits count this test alone.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    // Random in the network part: rate limits count an IPv6 client by its /64.
    const group = () => Math.floor(Math.random() * 0x10000).toString(16);
    const address = `2001:db8:${group()}:${group()}::1`;
    await use({ ...extraHTTPHeaders, "x-forwarded-for": address });
  },
  page: async ({ page, freshVisitor }, use) => {
    if (!freshVisitor) await answerFirstVisit(page);
    await use(page);
  },
});

export { expect } from "@playwright/test";
