import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { z } from "zod";
import { offlinePagePaths } from "#app/features/shell/offline-pages.ts";
import { precacheLimits } from "../../scripts/service-worker-build.ts";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { createAccount, newEmail } from "./sign-up.ts";
import { seat } from "./table.ts";

// Offline play (docs/decisions/017-offline-and-resume.md): a first visit installs a small core
// and keeps the pages it opened; on a free link the phone fetches the rest while idle, and then
// every game, tool, the picker and the rules open and play without a connection. The rest of
// the suite blocks service workers; these tests are about the worker.
test.use({ serviceWorkers: "allow" });

const offlinePage = "No connection right now";
/** The offline page's words in Danish, from the catalogue the build writes it with. */
const danishOffline = z
  .object({ offline: z.object({ title: z.string(), openGames: z.string() }) })
  .parse(JSON.parse(readFileSync("app/i18n/da/shell.json", "utf8"))).offline;

const gameRules = z
  .record(z.string(), z.string())
  .parse(JSON.parse(readFileSync("app/i18n/en/gameRules.json", "utf8")));

/** What Network Information says of the phone's link: the page warms the worker only when free. */
const freeLink = { effectiveType: "4g", saveData: false, type: "wifi" };
const meteredLink = { effectiveType: "4g", saveData: false, type: "cellular" };

/** Makes the page's `navigator.connection` describe `link`, whatever the test machine has. */
async function onLink(page: Page, link: typeof freeLink): Promise<void> {
  await page.addInitScript((said) => {
    Object.defineProperty(Navigator.prototype, "connection", {
      configurable: true,
      get: () => said,
    });
  }, link);
}

/**
 * Opens `path` online and waits until the worker has kept every offline page and the files
 * this page loaded.
 */
async function visitOnline(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await page.locator("html[data-offline-ready]").waitFor({ state: "attached", timeout: 90_000 });
  await page.locator("html[data-assets-kept]").waitFor({ state: "attached", timeout: 90_000 });
}

/**
 * Goes offline with only the worker's cache to answer: the browser's own HTTP cache would
 * hide a file the worker didn't keep.
 */
async function goOffline(page: Page): Promise<void> {
  const browser = await page.context().newCDPSession(page);
  await browser.send("Network.clearBrowserCache");
  await page.context().setOffline(true);
}

async function openOffline(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

// One visit keeps the pages for the whole test: keeping them is most of its time.
test("after one visit on a free link, the games, tools, picker and rules work offline", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await onLink(page, freeLink);
  await seat(page, [
    { name: "Ana", notDrinking: false },
    { name: "Bo", notDrinking: false },
    { name: "Cy", notDrinking: true },
  ]);
  await visitOnline(page, "/articles/meyer");
  await page.locator("html[data-assets-warmed]").waitFor({ state: "attached", timeout: 120_000 });
  await goOffline(page);

  await test.step("every offline page loads", async () => {
    for (const path of offlinePagePaths()) {
      await openOffline(page, path);
      await expect(page.locator("h1").first(), path).toBeVisible();
      await expect(page.getByText(offlinePage), path).toHaveCount(0);
    }
  });

  await test.step("in-app links move between games and rules", () => inAppLinks(page));
  await test.step("pages that need the server say so", () => serverPages(page));
  await test.step("a prompt game deals five cards", () => fiveCards(page));
  await test.step("a dice game plays three rolls", () => threeRolls(page));
});

async function inAppLinks(page: Page) {
  await openOffline(page, "/go");
  await page.getByRole("link", { name: /Meyer/ }).first().click();
  await expect(page).toHaveURL(/\/games\/meyer$/);
  await expect(page.getByRole("heading", { level: 1, name: "Meyer" })).toBeVisible();
  await waitForHydration(page);

  await page.getByRole("button", { name: "How to play" }).click();
  await page.getByRole("link", { name: "Read the full rules" }).click();
  await expect(page).toHaveURL(/\/articles\/meyer$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(offlinePage)).toHaveCount(0);
}

async function serverPages(page: Page) {
  // A page only the server can answer gets the offline page, not an error.
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: offlinePage })).toBeVisible();
  await expect(page.getByText("Error 500")).toHaveCount(0);
  await page.getByRole("link", { name: "Play offline" }).click();
  await expect(page).toHaveURL(/\/go$/);
  await waitForHydration(page);

  // The same from an in-app link: the header's sign-in.
  await page.getByRole("link", { name: "Sign in" }).first().click();
  await expect(page.getByRole("heading", { name: offlinePage })).toBeVisible();
}

async function fiveCards(page: Page) {
  await openOffline(page, "/games/never-have-i-ever");
  const prompt = page.getByTestId("prompt");
  const next = page.getByRole("button", { name: "Next", exact: true });
  const seen = new Set([(await prompt.innerText()).trim()]);
  for (let card = 1; card < 5; card += 1) {
    const before = (await prompt.innerText()).trim();
    await next.click();
    await expect(prompt).not.toHaveText(before);
    seen.add((await prompt.innerText()).trim());
  }
  expect(seen.size).toBe(5);
}

async function threeRolls(page: Page) {
  await openOffline(page, "/games/drunk-dice");
  const roll = page.getByRole("button", { name: "Roll the dice" });
  const result = page.getByTestId("roll-result");
  for (let turn = 0; turn < 3; turn += 1) {
    await roll.click();
    await expect(result).toContainText("rolled");
    await expect(page.getByRole("img", { name: "Die not rolled yet" })).toHaveCount(0);
  }
}

test("a first visit on a metered link installs a core that fits a slow phone's link", async ({
  page,
  context,
}) => {
  test.slow();
  await onLink(page, meteredLink);
  const keptPages = new Set(offlinePagePaths());
  const workerFetches: Promise<{ path: string; wireBytes: number }>[] = [];
  context.on("requestfinished", (request) => {
    if (!request.serviceWorker()) return;
    const path = new URL(request.url()).pathname;
    // The worker's own script, and the copies of the offline pages it keeps after installing,
    // are not what it caches at install.
    if (path === "/sw.js" || keptPages.has(path)) return;
    workerFetches.push(
      request.sizes().then((sizes) => ({
        path,
        // Headers and (compressed) body as received; 0 when the browser's HTTP cache answered.
        wireBytes: Math.max(0, sizes.responseHeadersSize + sizes.responseBodySize),
      })),
    );
  });
  await visitOnline(page, "/");
  const fetched = await Promise.all(workerFetches);
  const paths = fetched.map((fetch) => fetch.path);
  // The install ran: the app's start and the offline page went through the worker.
  expect(paths).toContain("/offline.html");
  expect(paths.some((path) => path.startsWith("/assets/entry.client"))).toBe(true);
  // The files the home page had already loaded come from the browser's own cache.
  const overTheWire = fetched.filter((fetch) => fetch.wireBytes > 0);
  const wireBytes = overTheWire.reduce((sum, fetch) => sum + fetch.wireBytes, 0);
  expect(overTheWire.length, overTheWire.map((fetch) => fetch.path).join("\n")).toBeLessThanOrEqual(
    precacheLimits.files,
  );
  expect(wireBytes).toBeLessThanOrEqual(precacheLimits.servedBytes);
  // Metered: no idle warming, so most of the build stays on the server.
  expect(fetched.length).toBeLessThan(200);
});

test("a game first visited online on a metered link plays offline after a reload, its rules too", async ({
  page,
}) => {
  test.slow();
  await onLink(page, meteredLink);
  await seat(page, [
    { name: "Ana", notDrinking: false },
    { name: "Bo", notDrinking: false },
    { name: "Cy", notDrinking: true },
  ]);
  await visitOnline(page, "/games/drunk-dice");
  await goOffline(page);
  await page.reload();
  await waitForHydration(page);
  await threeRolls(page);
  // The rules load as their dialog opens: the worker installed them, as it does the dialog.
  await page.getByRole("button", { name: "How to play" }).click();
  await expect(page.getByRole("dialog").getByText(gameRules["drunk-dice"] ?? "")).toBeVisible();
});

test("a Danish visitor gets the offline page in Danish", async ({ page, context }) => {
  test.slow();
  // A Danish page remembers the choice in the language cookie, as the language switch does.
  await page.goto("/go?lang=da");
  await waitForHydration(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 90_000,
  });
  await context.setOffline(true);

  // A link without a language: the worker reads the remembered one.
  await page.goto("/profile");
  await expect(page.locator("html")).toHaveAttribute("lang", "da");
  await expect(page.getByRole("heading", { name: danishOffline.title })).toBeVisible();
  await page.getByRole("link", { name: danishOffline.openGames }).click();
  await expect(page).toHaveURL(/\/go$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "da");

  // The address's language wins over the remembered one, as on the server.
  await page.goto("/profile?lang=en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: offlinePage })).toBeVisible();
});

test("an authored pack opened once plays offline", async ({ page }) => {
  test.slow();
  // The pack's player loads when the game starts: on a free link the idle warming has it.
  await onLink(page, freeLink);
  await createAccount(page, newEmail("offline"));
  const response = await page.request.post("/api/packs", {
    data: {
      metadata: {
        name: "Basement Bangers",
        description: "For the bar with no signal.",
        author: "Cellar Crew",
        alcohol: true,
        tags: [],
      },
      prompts: [
        { text: "Never have I ever lost my phone in a bar." },
        { text: "Never have I ever sung the wrong lyrics on purpose." },
        { text: "Never have I ever danced on a table." },
      ],
    },
  });
  expect(response.status()).toBe(201);
  const created: unknown = await response.json();
  const id = z.object({ metadata: z.object({ id: z.string() }) }).parse(created).metadata.id;

  // The worker controls the pages from its first activation on; a page opened then is kept.
  // Signing up renews the copies for the account: the pack's page is opened once a page loaded
  // signed in has them, so the renewal can't take the pack page's copy away.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await visitOnline(page, "/");
  await page.goto(`/game/${id}`);
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Start the game" })).toBeVisible();
  await page.locator("html[data-assets-warmed]").waitFor({ state: "attached", timeout: 120_000 });

  await goOffline(page);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Basement Bangers" })).toBeVisible();
  await page.getByRole("button", { name: "Start the game" }).click();
  await expect(page.getByTestId("progress")).toHaveText("1 / 3");
  const next = page.getByRole("button", { name: "Next", exact: true });
  await next.click();
  await expect(page.getByTestId("progress")).toHaveText("2 / 3");
  await next.click();
  await expect(page.getByTestId("progress")).toHaveText("3 / 3");

  // The round is saved on the phone: a reload, still offline, carries on where it was.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("progress")).toHaveText("3 / 3");
});
