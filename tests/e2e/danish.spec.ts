import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { qrBrands, qrPages } from "#app/features/print/qr-catalogue.ts";
import { articleFiles } from "./article-files.ts";
import { englishWordsIn, isEnglishSentence } from "./english-text.ts";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { open, seat } from "./table.ts";

// The site in Danish (docs/decisions/026-languages.md): every page a search engine is told
// about reads in Danish, and a table can play a prompt game, Meyer and the pack editor without
// meeting a word of English. The tests ask for the words a Danish player sees, from the
// Danish catalogue.

type Messages = Map<string, string>;

/** A language's catalogue as "namespace:dotted.key" → message. */
function catalogue(language: string): Messages {
  const directory = path.join(process.cwd(), "app", "i18n", language);
  const messages: Messages = new Map();
  const walk = (namespace: string, node: unknown, prefix: string) => {
    if (typeof node === "string") messages.set(`${namespace}:${prefix}`, node);
    else if (node && typeof node === "object")
      for (const [key, value] of Object.entries(node))
        walk(namespace, value, prefix ? `${prefix}.${key}` : key);
  };
  for (const file of readdirSync(directory))
    walk(
      file.replace(/\.json$/, ""),
      JSON.parse(readFileSync(path.join(directory, file), "utf8")),
      "",
    );
  return messages;
}

const danishMessages = catalogue("da");
const englishMessages = catalogue("en");

/** A Danish message with its values filled in, as the page shows it. */
function da(id: string, values: Record<string, string | number> = {}): string {
  const message = danishMessages.get(id);
  if (message === undefined) throw new Error(`no Danish message ${id}`);
  return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

/**
 * The English interface's own sentences: the literal runs of 16 characters or more of each
 * message whose Danish differs. One of them on a Danish page is English left behind.
 */
const englishSentences = [
  ...new Set(
    [...englishMessages].flatMap(([id, english]) =>
      danishMessages.get(id) === english
        ? []
        : english
            .split(/\{\{[^}]*\}\}|<[^>]+>/)
            .map((run) => run.trim())
            .filter((run) => run.length >= 16 && /\s/.test(run)),
    ),
  ),
];

/** A key shown as itself means the catalogue has no message for it. */
const dottedKeys = [
  ...new Set(
    [...englishMessages.keys()]
      .map((id) => id.slice(id.indexOf(":") + 1).replace(/_(zero|one|other)$/, ""))
      .filter((key) => key.includes(".")),
  ),
];

/** The page's text, leaving out what is marked as written in another language. */
async function danishText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true);
    if (!(body instanceof HTMLElement)) return "";
    for (const element of body.querySelectorAll('script, style, [lang]:not([lang="da"])'))
      element.remove();
    return body.textContent ?? "";
  });
}

/**
 * The same text read from a page's HTML, and the language its root element declares: parsed
 * in the browser with no page loaded, so none of its files are fetched.
 */
async function danishTextOf(
  page: Page,
  html: string,
): Promise<{ language: string | null; text: string }> {
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, "text/html");
    for (const element of document.body.querySelectorAll('script, style, [lang]:not([lang="da"])'))
      element.remove();
    return {
      language: document.documentElement.getAttribute("lang"),
      text: document.body.textContent ?? "",
    };
  }, html);
}

test.describe("every page in the sitemap, and those it leaves out, in Danish", () => {
  // The server's HTML is the page a search engine reads, and what a phone shows first: it is
  // read as it comes, with no page loaded, its scripts left out.

  test("shows no catalogue key and no English interface text", async ({ page, request }) => {
    test.slow();
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL((match[1] ?? "").replaceAll("&amp;", "&")))
      .filter((url) => url.searchParams.get("lang") === "da")
      .map((url) => url.pathname + url.search);
    expect(addresses.length).toBeGreaterThan(40);
    // And the pages a search engine is not told about, which a visitor still reads.
    addresses.push(
      ...[
        "/sign-in",
        "/sign-up",
        "/editor",
        "/info/premium-cancelled",
        "/info/premium-failed",
        "/misc/you-have-been-dared",
        "/no-such-page",
      ].map((path) => `${path}?lang=da`),
    );

    const problems: string[] = [];
    for (const address of addresses) {
      // The page's own request context: its cookies (the age answer) go along, as a visit's would.
      const response = await page.request.get(address);
      expect(response.status(), address).toBe(address.startsWith("/no-such-page") ? 404 : 200);
      const { language, text } = await danishTextOf(page, await response.text());
      expect(language, address).toBe("da");
      for (const sentence of englishSentences)
        if (text.includes(sentence)) problems.push(`${address}: "${sentence}"`);
      for (const key of dottedKeys)
        if (new RegExp(`(^|\\s)${key.replaceAll(".", "\\.")}(\\s|$)`).test(text))
          problems.push(`${address}: the key ${key}`);
    }
    expect(problems).toEqual([]);
  });
});

/**
 * The runs of text a reader meets on a page, one per paragraph, heading, list item, cell,
 * label or button, and the title, description and image texts a search engine or a screen
 * reader gives. Parsed from the server's HTML in the browser, with no page loaded.
 */
async function paragraphsOf(page: Page, html: string): Promise<string[]> {
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, "text/html");
    for (const element of document.querySelectorAll("script, style, template")) element.remove();
    const blocks =
      "title, h1, h2, h3, h4, h5, h6, p, li, dt, dd, th, td, figcaption, blockquote, summary, label, button";
    const texts: (string | null)[] = [...document.querySelectorAll(blocks)].map(
      (element) => element.textContent,
    );
    for (const element of document.querySelectorAll('meta[name="description"], img[alt]'))
      texts.push(element.getAttribute("content") ?? element.getAttribute("alt"));
    for (const element of document.querySelectorAll("[aria-label]"))
      texts.push(element.getAttribute("aria-label"));
    return texts.map((text) => (text ?? "").replace(/\s+/g, " ").trim()).filter(Boolean);
  }, html);
}

test("the English-sentence check tells English from Danish", () => {
  expect(isEnglishSentence("Scan for the full rules and an alcohol-free way to play.")).toBe(true);
  expect(isEnglishSentence("Lost a cup? Scan and draw your dare.")).toBe(true);
  expect(isEnglishSentence("Scan og få alle reglerne og en måde at spille på uden alkohol.")).toBe(
    false,
  );
  // Names kept in English at a Danish table are no sentence.
  expect(isEnglishSentence("Ride the Bus, Ring of Fire og The Line spilles to og to.")).toBe(false);
  expect(englishWordsIn("Ride the Bus og what the...")).toEqual(["what", "the"]);
  expect(isEnglishSentence("Scan mig · partydojo.app/articles/who-would-rather")).toBe(false);
  // "and" is a Danish word too: one of the words twice is no sentence.
  expect(isEnglishSentence("Er en and på størrelse med en hest bedre end en hest og en and?")).toBe(
    false,
  );
});

test.describe("every article, partner page, QR sheet and the offline page in Danish", () => {
  const articles = articleFiles();
  const addresses = [
    // Current and archived articles: one not yet written in Danish shows its English text.
    ...articles.map((article) => `${article.path}?lang=da`),
    "/partnerships/slusen?lang=da",
    "/partnerships/scrollbar?lang=da",
    ...qrBrands.flatMap((brand) =>
      qrPages(brand).map((sheet) => `/QR/${brand}/${sheet.id}?lang=da`),
    ),
    ...articles
      .filter((article) => !article.deprecated)
      .map(
        (article) =>
          `/QR/standard/articles/${article.path.split("/").slice(2).join("-")}-qr?lang=da`,
      ),
    "/QR/scrollbar/articles/partnerships-scrollbar-beer-pong-qr?lang=da",
    // What the service worker shows a Danish visitor without a connection (offline.spec.ts).
    "/offline.da.html",
  ];

  test("reads without an English sentence", async ({ page, request }) => {
    test.slow();
    const problems: string[] = [];
    for (const address of addresses) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      const html = await response.text();
      expect(html, address).toMatch(/<html[^>]* lang="da"/);
      for (const paragraph of new Set(await paragraphsOf(page, html)))
        if (isEnglishSentence(paragraph)) problems.push(`${address}: "${paragraph.slice(0, 100)}"`);
    }
    expect(problems).toEqual([]);
  });
});

test("a returning Danish visitor gets the prerendered Danish copy of a static page", async ({
  request,
}) => {
  const danish = await request.get("/info/FAQ", { headers: { Cookie: "lng=da" } });
  expect(danish.status()).toBe(200);
  // Prerendered copies carry the page's hash and the request's nonce as their validator.
  expect(danish.headers()["etag"]).toMatch(/^"[0-9a-f]{20}\./);
  expect(danish.headers()["vary"]).toContain("Cookie");
  const html = await danish.text();
  expect(html).toContain('<html lang="da"');
  expect(html).toContain('hrefLang="en"');
  const english = await request.get("/info/FAQ");
  expect(english.headers()["etag"]).not.toBe(danish.headers()["etag"]);
  expect(await english.text()).toContain('<html lang="en"');
});

test("the language switch turns a page Danish, and the choice stays on the next page", async ({
  page,
}) => {
  await open(page, "/how-it-works");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page
    .getByRole("navigation", { name: "Language" })
    .getByRole("link", { name: "Dansk" })
    .click();
  await expect(page).toHaveURL(/\/how-it-works\?lang=da$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "da");

  // A link without a language keeps the remembered one: the game deals Danish cards.
  await open(page, "/games/most-likely-to");
  await expect(page.locator("html")).toHaveAttribute("lang", "da");
  await expect(page.getByTestId("prompt")).toHaveText(/^Hvem /);

  // And back: the switch names English, which beats the remembered Danish.
  await open(page, "/how-it-works");
  await expect(page.locator("html")).toHaveAttribute("lang", "da");
  await page
    .getByRole("navigation", { name: da("common:language.label") })
    .getByRole("link", { name: "English" })
    .click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await open(page, "/games/most-likely-to");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("Jeg har aldrig: Danish cards from the first to the tenth", async ({ page }) => {
  await open(page, "/games/never-have-i-ever?lang=da");
  const prompt = page.getByTestId("prompt");
  await expect(prompt).toHaveText(/^Jeg har aldrig /);
  for (let card = 2; card <= 10; card += 1) {
    const before = await prompt.textContent();
    await page.getByRole("button", { name: da("play:next"), exact: true }).click();
    await expect(prompt).not.toHaveText(before ?? "");
    await expect(prompt).toHaveText(/^Jeg har aldrig /);
  }
});

test("Meyer in Danish, with æ, ø and å in the players' names, to a winner", async ({ page }) => {
  test.slow();
  const names = ["Søren", "Åse Ærø"];
  await seat(
    page,
    names.map((name) => ({ name, notDrinking: false })),
  );
  await open(page, "/games/meyer?lang=da");
  await expect(page.getByTestId("meyer-player")).toHaveCount(2);
  await expect(page.getByTestId("meyer-player").first()).toContainText(
    da("tableGames:meyer.lives_other", { count: 6 }),
  );
  await expect(
    page.getByText(da("tableGames:meyer.startRound", { round: 1, player: "Søren" })),
  ).toBeVisible();

  for (let round = 0; round < 8; round += 1) {
    if (await page.getByTestId("meyer-winner").isVisible()) break;
    await page.getByRole("button", { name: da("tableGames:meyer.roll") }).click();
    const peek = page.getByRole("button", { name: da("tableGames:meyer.peek") });
    await peek.focus();
    await page.keyboard.down("Space");
    await expect(page.getByTestId("meyer-peek-result")).toHaveText(
      new RegExp(`^${da("tableGames:meyer.peeked", { value: "" })}`),
    );
    await page.keyboard.up("Space");
    await page.getByRole("radio", { name: "Meyer", exact: true }).check();
    await page
      .getByRole("button", { name: da("tableGames:meyer.callAndPass", { value: "Meyer" }) })
      .click();
    await page.getByRole("button", { name: da("tableGames:meyer.lift") }).click();
  }

  const winners = names.map((name) => da("tableGames:meyer.winner", { name }));
  await expect(page.getByTestId("meyer-winner")).toHaveText(new RegExp(`^(${winners.join("|")})$`));
  const text = await danishText(page);
  for (const sentence of englishSentences) expect(text).not.toContain(sentence);
});

test("the pack editor in Danish: a Danish pack from the start to a played card", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `dansk${Date.now().toString(36)}@example.com`;
  await open(page, "/sign-up?lang=da");
  await page.getByLabel(da("account:email")).fill(email);
  await page.getByLabel(da("account:password")).fill("korrekt-hest-batteri");
  await page.getByRole("button", { name: da("account:signUp.submit") }).click();
  await expect(page).toHaveURL("/");

  const next = () => page.getByRole("button", { name: da("editor:nav.next"), exact: true }).click();
  await open(page, "/editor");
  await expect(page.locator("html")).toHaveAttribute("lang", "da");
  await page.getByRole("button", { name: da("editor:landing.startNew") }).click();
  await expect(page).toHaveURL("/editor/steps/Step2Explanation");
  await next();

  await expect(page).toHaveURL("/editor/steps/Step3Setup");
  // A pack started on a Danish page is a Danish pack until the author says otherwise.
  await expect(page.getByLabel(da("editor:setup.language"))).toHaveValue("da");
  await page.getByLabel(da("editor:setup.name")).fill("Fredag på kollegiet");
  await page.getByLabel(da("editor:setup.description")).fill("Kort til fredagsbaren på gangen.");
  await page.getByLabel(da("editor:setup.author")).fill("Søren Ærø");
  await next();

  await expect(page).toHaveURL("/editor/steps/Step4Prompts");
  await next();
  await expect(page.getByText(da("editor:packProblems.promptsRequired"))).toBeVisible();
  await page.getByRole("button", { name: da("editor:prompts.add") }).click();
  await page
    .getByLabel(da("editor:prompts.label", { number: 1 }), { exact: true })
    .fill("Alle, der har været på Ærø, skal {sips:1}");
  await next();

  await expect(page).toHaveURL("/editor/steps/Step5Review");
  await expect(page.getByTestId("review-name")).toHaveText("Fredag på kollegiet");
  await expect(page.getByTestId("save-status")).toHaveText(da("editor:review.status.new"));
  await page.getByRole("button", { name: da("editor:review.saveDraft") }).click();
  await expect(page).toHaveURL("/editor/steps/Step6Success");

  const saved = await page.request.get(
    `/api/packs/${new URL(await page.getByTestId("share-url").inputValue()).pathname.split("/").at(-1)}`,
  );
  expect(await saved.json()).toMatchObject({ metadata: { language: "da" }, language: "da" });
  await page.getByRole("button", { name: da("editor:success.playNow") }).click();
  await expect(page).toHaveURL("/editor/steps/Step7Gameplay");
  // The drink reads as Danish: an infinitive after "skal".
  await expect(page.getByTestId("prompt")).toHaveText(
    `Alle, der har været på Ærø, skal ${da("play:sips_one")}`,
  );
  const text = await danishText(page);
  for (const sentence of englishSentences) expect(text).not.toContain(sentence);
});

test("a mixed table deals both languages: the English packs join the Danish ones", async ({
  page,
}) => {
  await open(page, "/games/never-have-i-ever?lang=da");
  await page.getByRole("button", { name: da("play:openSettings") }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: da("play:tabs.packs") }).click();
  const packs = dialog.getByRole("listitem");
  await expect(packs.first()).toBeVisible();
  await expect(packs.getByText("English", { exact: true })).toHaveCount(0);
  const danishPacks = await packs.count();

  await dialog.getByRole("switch", { name: da("play:packs.everyLanguageTitle") }).click();
  await expect(packs.getByText("English", { exact: true }).first()).toBeVisible();
  expect(await packs.count()).toBeGreaterThan(danishPacks);

  // The setting stays with the table; the next page fetches the other packs again.
  await page.reload();
  await waitForHydration(page);
  await page.getByRole("button", { name: da("play:openSettings") }).click();
  await dialog.getByRole("tab", { name: da("play:tabs.packs") }).click();
  await expect(packs.getByText("English", { exact: true }).first()).toBeVisible();
});
