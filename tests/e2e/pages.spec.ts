import { articleSamples } from "./article-files.ts";
import { expect, test } from "./fixtures.ts";
import { gotoHydrated, waitForHydration } from "./hydration.ts";
import { axeOf } from "./axe.ts";

// Every page of the platform: it answers 200, shows its heading, logs no errors, and axe
// finds nothing serious.
const pages = [
  "/",
  "/go",
  "/how-it-works",
  "/info/FAQ",
  "/info/about",
  "/info/contact",
  "/info/pricing",
  "/info/dojo-coins",
  "/info/unsubscribe",
  "/info/cookie-policy",
  "/info/privacy-policy",
  "/info/terms-of-service",
  "/articles",
  // One article of each kind; articles.spec.ts checks every article's HTML.
  ...articleSamples().map((article) => article.path),
  "/partnerships/slusen",
  "/partnerships/scrollbar",
  "/misc/user-card-dare",
  "/misc/user-card-love-game",
  "/misc/bar-beer-pong-dare",
  "/misc/you-have-been-dared",
  "/misc/epic-dare-challenge",
  "/misc/christmass-calendar",
];

// Pages drawn by a module another page above already shows on a wide screen: phones only
// (playwright.config.ts leaves "@phone-only" out of the desktop run).
const sameLayoutAsAnother = new Set([
  "/info/unsubscribe",
  "/info/cookie-policy",
  "/info/privacy-policy",
  "/info/terms-of-service",
  ...articleSamples()
    .slice(1)
    .map((article) => article.path),
  "/partnerships/scrollbar",
  "/misc/user-card-love-game",
  "/misc/bar-beer-pong-dare",
]);

for (const path of pages) {
  const tag = sameLayoutAsAnother.has(path) ? ["@phone-only"] : [];
  test(`${path} renders real content without errors`, { tag }, async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));

    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveCount(1);
    await expect(heading).not.toBeEmpty();
    await expect(page).toHaveTitle(/Party Dojo/);
    expect((await page.locator("main").innerText()).split(/\s+/).length).toBeGreaterThan(60);
    await waitForHydration(page);

    const axe = await axeOf(page).analyze();
    const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
    expect(problems).toEqual([]);
  });
}

// The status, the text and the links in the markup do not change with width.
test("an unknown info page is the 404 page", { tag: ["@phone-only"] }, async ({ page }) => {
  const response = await page.goto("/info/not-a-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Page Not Found: /info/not-a-page")).toBeVisible();
});

test("the error page passes axe too", async ({ page }) => {
  await page.goto("/missing/page");
  const axe = await axeOf(page).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual(
    [],
  );
});

test("the footer links every info page", { tag: ["@phone-only"] }, async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const path of pages.filter((p) => p.startsWith("/info/"))) {
    await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(1);
  }
});

test("the main navigation leads to the games on phones and desktops", async ({ page }) => {
  // The menu opens once the page has hydrated.
  await gotoHydrated(page, "/info/about");
  const menuButton = page.getByRole("button", { name: "Open menu" });
  const navigation = (await menuButton.isVisible())
    ? (await menuButton.click(), page.getByRole("dialog"))
    : page.getByRole("banner");
  await navigation.getByRole("link", { name: "Games" }).click();
  await expect(page).toHaveURL(/\/go$/);
});
