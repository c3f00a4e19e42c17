import { readFileSync } from "node:fs";
import { articleFiles, articleSamples } from "./article-files.ts";
import { expect, test } from "./fixtures.ts";
import { gotoHydrated, waitForHydration } from "./hydration.ts";
import { open } from "./table.ts";

const articles = articleFiles();

test("the articles index lists every article, archived ones in their own section", async ({
  page,
}) => {
  const response = await page.goto("/articles");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Articles" })).toBeVisible();
  const main = page.getByRole("main");
  for (const article of articles) {
    await expect(main.locator(`a[href="${article.path}"]`)).toHaveCount(1);
  }
  const archive = page.getByRole("region", { name: "Archive" });
  const archived = articles.filter((article) => article.deprecated);
  await expect(archive).toHaveCount(archived.length > 0 ? 1 : 0);
  for (const article of archived) {
    await expect(archive.locator(`a[href="${article.path}"]`)).toHaveCount(1);
  }
});

/** An element's text in server HTML: tags dropped, React's entities read back. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .trim();
}

// Every article is the same page module around its Markdown, so each one is checked in its
// server HTML; one article of each kind also runs in the browser with axe (pages.spec.ts).
test("every article answers with its own title, sections and links", async ({ request }) => {
  for (const article of articles) {
    const response = await request.get(article.path);
    expect(response.status(), article.path).toBe(200);
    // The page's markup only: its scripts carry the interface text and loader data, which
    // name things the page does not show.
    const html = (await response.text()).replaceAll(/<script\b[\s\S]*?<\/script>/g, "");
    const headings = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
      textOf(match[1] ?? ""),
    );
    expect(headings, article.path).toEqual([article.title]);
    expect(html, article.path).toMatch(/<h2\b[^>]*>How to play<\/h2>/);
    expect(html.includes("Play it on Party Dojo"), article.path).toBe(article.game !== null);
    expect(html.includes(`href="${article.game}"`), article.path).toBe(article.game !== null);
    expect(html.includes("Archived article"), article.path).toBe(article.deprecated);
    expect(html.includes(`href="${article.current}"`), article.path).toBe(article.current !== null);
    expect(html.includes("Read the current version"), article.path).toBe(article.current !== null);
  }
});

const samples = articleSamples();

for (const article of samples) {
  test(`${article.path} carries its search and link-preview tags`, async ({ page, baseURL }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    await page.goto(article.path);
    const canonical = `${baseURL}${article.path}`;

    await expect(page).toHaveTitle(`${article.title} · Party Dojo`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      article.description,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      article.title,
    );

    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(jsonLd ?? "null") as Record<string, unknown>;
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: article.title,
      description: article.description,
      url: canonical,
    });
    await waitForHydration(page);
    // A CSP refusal would show up here.
    expect(problems).toEqual([]);
  });
}

test("an article opened from the index shows its whole text", async ({ page }) => {
  const article = articles.find((candidate) => !candidate.deprecated);
  if (!article) throw new Error("no current article on disk");
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await gotoHydrated(page, "/articles");
  await page.getByRole("main").locator(`a[href="${article.path}"]`).click();
  await expect(page).toHaveURL(article.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  await expect(page.getByRole("heading", { level: 2, name: "Play it responsibly" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  expect(problems).toEqual([]);
});

test("a game's how to play leads to its full rules, which quote it, and back to the game", async ({
  page,
  request,
}) => {
  const rules = JSON.parse(readFileSync("app/i18n/en/gameRules.json", "utf8")) as Record<
    string,
    string
  >;
  const howTo = rules["drunk-dice"] ?? "";
  // The page carries no game's rules, its own included: they load as the dialog opens.
  const document = await (await request.get("/games/drunk-dice")).text();
  const words = (text = "") => /[A-Za-z ,]{30,}/.exec(text)?.[0] ?? text;
  expect(document).not.toContain(words(rules.meyer));
  expect(document).not.toContain(words(howTo));
  await open(page, "/games/drunk-dice");
  await page.getByRole("button", { name: "How to play" }).click();
  await expect(page.getByText(howTo)).toBeVisible();
  await page.getByRole("link", { name: "Read the full rules" }).click();
  await expect(page).toHaveURL("/articles/three-man");
  await expect(
    page.getByRole("complementary", { name: "The rules as the app plays them" }),
  ).toHaveText(`The rules as the app plays them${howTo}`);
  await page.getByRole("link", { name: "Play it on Party Dojo" }).first().click();
  await expect(page).toHaveURL("/games/drunk-dice");
});

test("an article that moved sends its old address on for good", async ({ request }) => {
  const response = await request.get("/articles/partnerships/gentle-jack?lang=da", {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/articles/gentle-jack?lang=da");
});

test("an unknown article is the shared 404 page", async ({ page }) => {
  for (const path of ["/articles/not-a-game", "/articles/deprecated/not-a-game"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible();
  }
});

test("the landing page features articles and the navigation leads to them", async ({ page }) => {
  // The menu opens once the page has hydrated.
  await gotoHydrated(page, "/");
  const featured = page.getByRole("region", { name: "Learn a game" });
  await expect(featured.getByRole("link")).not.toHaveCount(0);
  await expect(page.getByRole("contentinfo").locator('a[href="/articles"]')).toHaveCount(1);

  const menuButton = page.getByRole("button", { name: "Open menu" });
  const navigation = (await menuButton.isVisible())
    ? (await menuButton.click(), page.getByRole("dialog"))
    : page.getByRole("banner");
  await navigation.getByRole("link", { name: "Articles" }).click();
  await expect(page).toHaveURL(/\/articles$/);
});

test("sitemap.xml lists every article under the site's address", async ({ request, baseURL }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  expect(xml).toContain(`<loc>${baseURL}/</loc>`);
  for (const article of articles) expect(xml).toContain(`<loc>${baseURL}${article.path}</loc>`);
});

test("robots.txt welcomes crawlers, keeps private areas out and names the sitemap", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const robots = await response.text();
  expect(robots).toContain("User-agent: *\nAllow: /\n");
  for (const path of ["/api/", "/dev/", "/admin/", "/profile", "/editor"]) {
    expect(robots).toContain(`Disallow: ${path}\n`);
  }
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test.describe("on a first visit", () => {
  test.use({ freshVisitor: true });

  test("the article's text and the age question are hydrated, never thrown away and built again", async ({
    page,
  }) => {
    // Every element React removes from the article's text or the age question, from the
    // first byte: a hydration that gives up rebuilds them (and costs a phone a long task).
    await page.addInitScript(() => {
      const removed: string[] = [];
      Reflect.set(window, "__removed", removed);
      new MutationObserver((records) => {
        for (const record of records) {
          const inArticle =
            record.target instanceof Element && record.target.closest(".prose-article");
          for (const node of record.removedNodes) {
            if (!(node instanceof Element)) continue;
            if (inArticle || node.matches(".first-visit-age"))
              removed.push(node.outerHTML.slice(0, 80));
          }
        }
      }).observe(document, { subtree: true, childList: true });
    });
    const article = articleSamples().find((sample) => !sample.deprecated) ?? articles[0];
    if (!article) throw new Error("no article to open");
    await gotoHydrated(page, article.path);
    await expect(page.getByText("Are you of legal drinking age where you are?")).toBeVisible();
    // The page re-renders once it has loaded and the browser is idle (the service worker
    // starts then): what would throw a part away has happened once two idle moments passed.
    await page.evaluate(
      () =>
        new Promise((done) =>
          requestIdleCallback(() => requestIdleCallback(done, { timeout: 5_000 }), {
            timeout: 5_000,
          }),
        ),
    );
    expect(await page.evaluate(() => Reflect.get(window, "__removed"))).toEqual([]);
  });
});
