import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { cardDecks } from "#app/features/cards/card-decks.ts";
import { doorDare, festiveExtras } from "#app/features/cards/calendar.ts";
import { qrBrands, qrPages } from "#app/features/print/qr-catalogue.ts";
import { articleFiles } from "./article-files.ts";
import { answerFirstVisit, expect, test } from "./fixtures.ts";
import { open } from "./table.ts";
import { scanQr } from "./qr-scan.ts";
import { axeOf } from "./axe.ts";

// Partner pages, the printed cards' landing pages, the Christmas calendar and the printable QR
// material (docs/product-rules.md#card-pages, docs/routes.md#printable-qr).

const port = Number(process.env.E2E_PORT ?? 3210);
const baseUrl = `http://127.0.0.1:${port}`;

const pages = [
  "/partnerships/slusen",
  "/partnerships/scrollbar",
  "/misc/user-card-dare",
  "/misc/user-card-love-game",
  "/misc/bar-beer-pong-dare",
  "/misc/you-have-been-dared",
  "/misc/you-have-been-dared?dare=f01",
  // Links made before the page had its own deck.
  "/misc/you-have-been-dared?dare=d01",
  "/misc/epic-dare-challenge",
  "/misc/christmass-calendar",
  ...qrBrands.flatMap((brand) => qrPages(brand).map((page) => `/QR/${brand}/${page.id}`)),
  // A rules flyer for every current article (the catalogue's article family is read on the
  // server, from the files this list is read from too).
  ...articleFiles()
    .filter((article) => !article.deprecated)
    .map((article) => `/QR/standard/articles/${article.path.split("/").slice(2).join("-")}-qr`),
];

// Read from the server's HTML: a hundred sheets of one page module need no browser each (the
// browser tests below open samples of every kind).
test("every page answers 200 with one heading", async ({ request }) => {
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headings = [...(await response.text()).matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)];
    expect(headings, path).toHaveLength(1);
    expect(headings[0]?.[1]?.replace(/<[^>]+>/g, "").trim(), path).not.toBe("");
  }
});

test("unknown partners, QR pages and dares are the shared 404 page", async ({ page }) => {
  for (const path of [
    "/partnerships/gentle-jack",
    "/QR/standard/not-a-sign",
    "/QR/elsewhere/sticker",
    "/QR/standard/games/not-a-game-qr",
    "/QR/standard/articles/deprecated-kings-cup-qr",
    "/misc/you-have-been-dared?dare=nothing-here",
    "/misc/you-have-been-dared?dare=not%20an%20id",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByTestId("not-found-path")).toHaveText(`Page Not Found: ${path}`);
  }
});

test("the printed codes lead to the absolute address of their target", async ({ page }) => {
  // Eleven codes, each drawn, screenshotted and read back.
  test.setTimeout(120_000);
  for (const [path, target] of [
    ["/QR/standard/sticker", "/"],
    ["/QR/standard/business-card-qr", "/"],
    ["/QR/standard/placemat-main-qr", "/go"],
    ["/QR/scrollbar/sticker", "/partnerships/scrollbar"],
    ["/QR/scrollbar/beer-pong-dare-rules-qr", "/misc/bar-beer-pong-dare#rules"],
    ["/QR/standard/games/never-have-i-ever-qr", "/games/never-have-i-ever"],
    ["/QR/scrollbar/games/coin-flip-qr", "/tools/coin-flip"],
    ["/QR/standard/articles/kings-cup-qr", "/articles/kings-cup"],
    [
      "/QR/scrollbar/articles/partnerships-scrollbar-beer-pong-qr",
      "/articles/partnerships/scrollbar/beer-pong",
    ],
    // A Danish sheet's code opens the Danish page, whatever the scanning phone's language.
    ["/QR/standard/games/never-have-i-ever-qr?lang=da", "/games/never-have-i-ever?lang=da"],
    ["/QR/scrollbar/beer-pong-dare-rules-qr?lang=da", "/misc/bar-beer-pong-dare?lang=da#rules"],
  ] as const) {
    // The code is drawn on the server: no need to wait for the page to hydrate. A Danish
    // sheet names its code in Danish.
    await page.goto(path);
    expect(await scanQr(page, /^(QR code to|QR-kode til) /), path).toBe(`${baseUrl}${target}`);
  }
});

test("print sheets in both looks pass axe", async ({ page }) => {
  for (const path of ["/QR/standard/table-sign-qr", "/QR/scrollbar/placemat-main-qr"]) {
    await open(page, path);
    const axe = await axeOf(page).analyze();
    const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(
      serious.map((v) => v.id),
      path,
    ).toEqual([]);
  }
});

test("a print page has its real size and a print button only on screen", async ({ page }) => {
  await open(page, "/QR/standard/sticker");
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  const size = await page.locator("[data-print-sheet]").evaluate((sheet) => {
    const box = sheet.getBoundingClientRect();
    return { width: Math.round(box.width), height: Math.round(box.height) };
  });
  // 90 mm at CSS's 96 px per inch.
  expect(size).toEqual({ width: 340, height: 340 });
});

test("the printed address breaks only after a slash or before its query, and stays on the sheet", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // One sheet of every size and look, and the longest addresses there are.
  const sheets = [
    ...qrBrands.flatMap((brand) => qrPages(brand).map((sheet) => `/QR/${brand}/${sheet.id}`)),
    ...articleFiles()
      .filter((article) => !article.deprecated)
      .toSorted((a, b) => b.path.length - a.path.length)
      .slice(0, 3)
      .map((article) => `/QR/standard/articles/${article.path.split("/").slice(2).join("-")}-qr`),
    "/QR/scrollbar/articles/partnerships-scrollbar-beer-pong-qr",
  ].filter((path) => !path.includes("/games/") || path.endsWith("country-island-city-qr"));
  // A Danish sheet prints the Danish address, a "?lang=da" longer.
  sheets.push(
    ...sheets
      .filter((path) => path.includes("/games/") || path.includes("/articles/"))
      .map((path) => `${path}?lang=da`),
  );
  let broken = 0;
  await page.emulateMedia({ media: "print" });
  for (const path of sheets) {
    await page.goto(path);
    const address = page.getByTestId("qr-address");
    // Each line's text, read from where each character sits on the paper.
    const { lines, overflows } = await address.evaluate((element) => {
      const characters: { character: string; top: number; height: number }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let index = 0; index < text.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const box = range.getBoundingClientRect();
          characters.push({ character: text[index] ?? "", top: box.top, height: box.height });
        }
      }
      const found: string[] = [""];
      characters.forEach((entry, index) => {
        const before = characters[index - 1];
        if (before && entry.top > before.top + before.height / 2) found.push("");
        found[found.length - 1] += entry.character;
      });
      const column = element.parentElement?.parentElement?.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return {
        lines: found,
        overflows: column ? box.left < column.left - 1 || box.right > column.right + 1 : true,
      };
    });
    expect(lines.join(""), path).toBe(await address.textContent());
    lines.slice(0, -1).forEach((line, index) => {
      // After a slash, or before the query of a Danish address.
      const breaksWell = line.endsWith("/") || (lines[index + 1] ?? "").startsWith("?");
      expect(breaksWell, `${path}: ${lines.join(" | ")}`).toBe(true);
    });
    expect(overflows, path).toBe(false);
    if (lines.length > 1) broken += 1;
  }
  // The sample has addresses long enough to need a second line, or it would prove nothing.
  expect(broken).toBeGreaterThan(0);
});

test("a first visit's questions stay on screen, off the paper", async ({ browser }) => {
  const page = await browser.newPage();
  await open(page, "/QR/standard/table-sign-qr");
  const question = page.getByRole("dialog");
  await expect(question).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(question).toBeHidden();
  // Still hidden from the accessibility tree by the dialog, but on the paper.
  await expect(page.locator("h1")).toHaveText("Bored at this table?");
  await expect(page.locator("h1")).toBeVisible();
  await page.close();
});

test("a card page deals another card, and none twice until the deck is used", async ({ page }) => {
  await open(page, "/misc/user-card-love-game");
  const prompt = page.getByTestId("prompt");
  const seen = new Set([await prompt.innerText()]);
  for (let i = 0; i < 9; i += 1) {
    await page.getByRole("button", { name: "Another one" }).click();
    await expect(page.getByText(`Card ${i + 2} of`)).toBeVisible();
    seen.add(await prompt.innerText());
  }
  expect(seen.size).toBe(10);
});

test("a written dare becomes a link that shows it, and bad dares change nothing", async ({
  page,
  browser,
}) => {
  await open(page, "/misc/you-have-been-dared");
  const field = page.getByLabel("Your dare");
  await field.fill("hey");
  await page.getByRole("button", { name: "Make the link" }).click();
  await expect(page.getByRole("alert")).toHaveText("A dare needs at least 5 characters.");
  await field.fill("Go to https://example.com and sign up");
  await page.getByRole("button", { name: "Make the link" }).click();
  await expect(page.getByRole("alert")).toHaveText("Dares can't contain links.");

  const dare = `Moonwalk to the bar and back ${Date.now().toString(36)}`;
  await field.fill(dare);
  await page.getByRole("button", { name: "Make the link" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your dare is ready");
  await expect(page.getByTestId("prompt")).toHaveText(dare);
  const link = await page.getByLabel("Link to the dare").inputValue();
  expect(link).toMatch(new RegExp(`^${baseUrl}/misc/you-have-been-dared\\?dare=[\\w-]+$`));
  expect(link).not.toContain("Moonwalk");

  const friend = await browser.newPage();
  await answerFirstVisit(friend);
  await friend.goto(link);
  await expect(friend.getByRole("heading", { level: 1 })).toHaveText("You have been dared");
  await expect(friend.getByTestId("prompt")).toHaveText(dare);
  await expect(friend.getByLabel("Link to the dare")).toHaveCount(0);
  await friend.close();
});

test("a Danish visitor is told what is wrong with a dare in Danish", async ({ page }) => {
  await open(page, "/misc/you-have-been-dared?lang=da");
  await page.getByLabel("Din udfordring").fill("hej");
  await page.getByRole("button", { name: "Lav linket" }).click();
  await expect(page.getByRole("alert")).toHaveText("En udfordring skal være mindst 5 tegn.");
});

test("a dare picked from the deck is sent by its card id", async ({ page }) => {
  await open(page, "/misc/you-have-been-dared");
  const dare = await page.getByTestId("prompt").innerText();
  await page.getByRole("link", { name: "Send this dare" }).click();
  await expect(page).toHaveURL(/\?dare=f\d\d&sent=1$/);
  await expect(page.getByTestId("prompt")).toHaveText(dare);
  await page.getByRole("link", { name: "Send another dare" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Send someone a dare");
});

test("a partner page leads to its printable material in the partner's look", async ({ page }) => {
  await open(page, "/partnerships/scrollbar");
  await page.getByRole("link", { name: /Roll-up banner/ }).click();
  await expect(page).toHaveURL("/QR/scrollbar/roll-up-banner");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ScrollBar plays Party Dojo");
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ScrollBar");
});

test("the dare ladder keeps its progress across reloads", async ({ page }) => {
  await open(page, "/misc/epic-dare-challenge");
  await expect(page.getByText("0 of 12 rungs climbed")).toBeVisible();
  await page.getByRole("button", { name: "Done it" }).click();
  await page.getByRole("button", { name: "Done it" }).click();
  await page.getByRole("button", { name: "Chicken out" }).click();
  await expect(page.getByText("1 of 12 rungs climbed")).toBeVisible();
  await page.reload();
  await expect(page.getByText("1 of 12 rungs climbed")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Rung 2 of 12" })).toBeVisible();
});

test("the dare ladder swaps a rung's dare for another of the same rung", async ({ page }) => {
  const rungTwo = new Set(
    cardDecks["epic-dare-challenge"].cards
      .filter((card) => card.level === 2)
      .map((card) => card.text),
  );
  await open(page, "/misc/epic-dare-challenge");
  await page.getByRole("button", { name: "Done it" }).click();
  await expect(page.getByRole("heading", { name: "Rung 2 of 12" })).toBeVisible();
  const prompt = page.getByTestId("prompt");
  const seen = [await prompt.innerText()];
  for (let i = 0; i < rungTwo.size - 1; i += 1) {
    await page.getByRole("button", { name: "Another one" }).click();
    await expect(prompt).not.toHaveText(seen.at(-1) ?? "");
    seen.push(await prompt.innerText());
  }
  await expect(page.getByText("1 of 12 rungs climbed")).toBeVisible();
  expect(new Set(seen)).toEqual(rungTwo);
  await page.reload();
  await expect(prompt).toHaveText(seen.at(-1) ?? "");
});

test("a ladder stored in the old one-dare-a-rung shape starts over cleanly", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.addInitScript(() => {
    window.localStorage.setItem(
      "party-dojo:epic-dare-ladder",
      JSON.stringify({ state: { ladder: { climbed: 5, chickened: 1 } }, version: 0 }),
    );
  });
  await open(page, "/misc/epic-dare-challenge");
  await expect(page.getByText("0 of 12 rungs climbed")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Rung 1 of 12" })).toBeVisible();
  await expect(page.getByTestId("prompt")).not.toBeEmpty();
  await page.getByRole("button", { name: "Done it" }).click();
  await expect(page.getByText("1 of 12 rungs climbed")).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe("the Christmas calendar on 5 December", () => {
  // A second server whose clock reads 5 December (Copenhagen noon) of this year, through a
  // test-only preload; the app itself just asks for the time.
  let server: ChildProcess | null = null;
  let dataDir = "";
  let calendarUrl = "";
  const year = new Date().getUTCFullYear();

  async function freePort(): Promise<number> {
    return new Promise((resolve, reject) => {
      const probe = createServer();
      probe.once("error", reject);
      probe.listen(0, "127.0.0.1", () => {
        const address = probe.address();
        probe.close(() =>
          typeof address === "object" && address
            ? resolve(address.port)
            : reject(new Error("no port")),
        );
      });
    });
  }

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const december = await freePort();
    const origin = `http://127.0.0.1:${december}`;
    dataDir = mkdtempSync(path.join(tmpdir(), "party-dojo-e2e-december-"));
    server = spawn(
      "node_modules/.bin/node",
      ["--import", "./tests/setup/fake-clock.ts", "server/index.ts"],
      {
        env: {
          ...process.env,
          NODE_ENV: "test",
          PORT: String(december),
          HOST: "127.0.0.1",
          BASE_URL: origin,
          DATA_DIR: dataDir,
          LOG_LEVEL: "warn",
          FAKE_CLOCK_NOW: `${year}-12-05T11:00:00Z`,
        },
        // Its request log stays out of the report; start-up failures still show.
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    const deadline = Date.now() + 80_000;
    for (;;) {
      const healthy = await fetch(`${origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      if (Date.now() > deadline) throw new Error("the December server did not start");
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    calendarUrl = `${origin}/misc/christmass-calendar`;
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("opens doors 1 to 5 only, and door 5's coins can be claimed once", async ({ page }) => {
    await open(page, calendarUrl);
    await expect(page.getByText(`Christmas ${year}`)).toBeVisible();
    for (let door = 1; door <= 24; door += 1) {
      const button = page.getByRole("button", { name: new RegExp(`^Door ${door}(,|$)`) });
      await expect(button, `door ${door}`).toBeEnabled({ enabled: door <= 5 });
    }
    await expect(page.getByRole("heading", { name: "Door 5" })).toBeVisible();
    await expect(
      page.getByText("Sign in to collect 10 dojo coins for today's door."),
    ).toBeVisible();

    const cards = cardDecks["christmas-calendar"].cards;
    const extras = festiveExtras(cards).map((card) => card.text);
    const prompt = page.getByTestId("prompt");
    await expect(prompt).toHaveText(doorDare(cards, 5)?.text ?? "");
    const drawn = new Set<string>();
    for (let i = 1; i <= 3; i += 1) {
      await page.getByRole("button", { name: "Another one" }).click();
      await expect(page.getByText(`A festive extra, ${i} of ${extras.length}`)).toBeVisible();
      const text = await prompt.innerText();
      expect(extras).toContain(text);
      drawn.add(text);
    }
    expect(drawn.size).toBe(3);
    await page.getByRole("button", { name: "Back to door 5's dare" }).click();
    await expect(prompt).toHaveText(doorDare(cards, 5)?.text ?? "");

    // The page carries the open doors' dares and the extras, never a shut door's dare.
    const html = await (await page.request.get(calendarUrl)).text();
    const data = await (await page.request.get(`${calendarUrl}.data`)).text();
    for (let door = 1; door <= 24; door += 1) {
      const dare = doorDare(cards, door)?.text ?? "";
      const escaped = JSON.stringify(dare).slice(1, -1);
      const sent = html.includes(escaped) || data.includes(escaped);
      expect(sent, `door ${door}`).toBe(door <= 5);
    }

    await page.getByRole("button", { name: "Door 3", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Door 3" })).toBeVisible();
    await expect(page.getByText("This door's coins were for its own day.")).toBeVisible();

    const origin = new URL(calendarUrl).origin;
    await open(page, `${origin}/sign-up`);
    await page.getByLabel("Email").fill(`elf${Date.now().toString(36)}@example.com`);
    await page.getByLabel("Password").fill("correct-horse");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(`${origin}/`);

    await open(page, calendarUrl);
    await page.getByRole("button", { name: "Collect 10 coins" }).click();
    await expect(page.getByText("10 coins collected")).toBeVisible();
    await page.reload();
    await expect(page.getByText("10 coins collected")).toBeVisible();
    await expect(page.getByRole("button", { name: "Collect 10 coins" })).toHaveCount(0);

    const again = await page.request.post(`${origin}/api/rewards/xmas-${year}-5/claim`);
    expect(again.status()).toBe(409);
    expect(await again.json()).toEqual({ error: "Reward already claimed" });
    const early = await page.request.post(`${origin}/api/rewards/xmas-${year}-6/claim`);
    expect(early.status()).toBe(403);
  });
});
