import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { preloadsPerTask } from "#app/utils/scripts-after-paint.ts";
import { gotoHydrated, waitForHydration } from "./hydration.ts";
import { axeOf } from "./axe.ts";

const ageQuestion = "Are you of legal drinking age where you are?";

async function stored(page: Page, key: string): Promise<unknown> {
  const raw = await page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key);
  return raw === null ? null : JSON.parse(raw);
}

/** Serious or critical accessibility problems inside `selector` (the rest of the page is not ours). */
async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const { violations } = await axeOf(page).include(selector).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help}`);
}

/** The first-visit dialogs are decided after hydration, so the page is used once hydrated. */
async function openHydrated(page: Page, path = "/") {
  await gotoHydrated(page, path);
}

/** Fires a fake `beforeinstallprompt`; the hydrated page's listener takes it. */
async function offerInstall(page: Page) {
  const taken = await page.evaluate(() => {
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => ({ outcome: "dismissed" }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(taken).toBe(true);
}

// The worker, its caches and the files it reads are the same at any width: phones only.
test.describe("service worker and manifest", { tag: ["@phone-only"] }, () => {
  // The rest of the suite blocks the worker (playwright.config.ts).
  test.use({ serviceWorkers: "allow" });

  test("the service worker registers and becomes active", async ({ page }) => {
    await page.goto("/");
    const scriptURL = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? null;
    });
    expect(scriptURL).toMatch(/\/sw\.js$/);
  });

  test("the worker caches assets at install and copies of public pages, never personal pages or API answers", async ({
    page,
  }) => {
    await page.goto("/");
    await page.locator("html[data-offline-ready]").waitFor({ state: "attached", timeout: 90_000 });
    const cached = await page.evaluate(async () => {
      const urls: Record<string, string[]> = {};
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        const kind = name.replace(/-[^-]+$/, "");
        for (const request of await cache.keys()) {
          (urls[kind] ??= []).push(new URL(request.url).pathname);
        }
      }
      return urls;
    });
    const assets = cached["party-dojo-assets"] ?? [];
    const pages = cached["party-dojo-pages"] ?? [];
    expect(assets.length).toBeGreaterThan(0);
    for (const url of assets) {
      expect(url).toMatch(
        /^\/(assets\/|icons\/|favicon\.svg$|manifest\.webmanifest$|offline(\.[a-z]{2})?\.html$|builds\/routes-)/,
      );
    }
    expect(pages).toEqual(expect.arrayContaining(["/", "/go", "/games/meyer", "/tools/coin-flip"]));
    for (const url of pages) expect(url).not.toMatch(/^\/(api|profile|sign-in|sign-up|editor)/);
  });

  test("the worker file is never cached by the browser", async ({ request }) => {
    const response = await request.head("/sw.js");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toContain("no-cache");
  });

  test("/manifest.webmanifest describes an installable app with our icons", async ({ request }) => {
    const response = await request.get("/manifest.webmanifest");
    expect(response.status()).toBe(200);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: "Party Dojo",
      start_url: "/",
      display: "standalone",
      theme_color: "#07060d",
      background_color: "#07060d",
    });
    const icons: { src: string; sizes: string; purpose?: string }[] = manifest.icons;
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    for (const icon of icons) {
      expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    }
  });

  test("the latest-build marker names the running build", async ({ page, request }) => {
    // The framework's manifest is in place once the app has booted.
    await gotoHydrated(page, "/");
    const running = await page.evaluate(() =>
      String(Reflect.get(Reflect.get(window, "__reactRouterManifest") ?? {}, "version")),
    );
    const response = await request.get(`/builds/latest.json?t=${Date.now()}`);
    expect(response.headers()["cache-control"]).toContain("no-cache");
    expect(await response.json()).toMatchObject({ id: running });
  });
});

test(
  "the page boots after its first paint, its module preloads a few to a task",
  { tag: ["@phone-only"] },
  async ({ page }) => {
    // A mutation observer hears of each task's insertions in one call.
    await page.addInitScript(() => {
      const batches: string[][] = [];
      Reflect.set(window, "__bootBatches", batches);
      new MutationObserver((records) => {
        const added = records
          .flatMap((record) => [...record.addedNodes])
          .flatMap((node) => {
            if (node instanceof HTMLScriptElement && node.type === "module") return ["boot"];
            if (node instanceof HTMLLinkElement && node.rel === "modulepreload") return ["preload"];
            return [];
          });
        if (added.length > 0) batches.push(added);
      }).observe(document, { childList: true, subtree: true });
    });
    await gotoHydrated(page, "/games/never-have-i-ever");
    const batches = await page.evaluate(() => Reflect.get(window, "__bootBatches") as string[][]);
    const preloads = (batch: string[]) => batch.filter((added) => added === "preload").length;
    expect(batches[0]?.[0]).toBe("boot");
    expect(batches.flat().filter((added) => added === "boot")).toHaveLength(1);
    // More preloads than one task takes, so they came in several.
    expect(batches.reduce((sum, batch) => sum + preloads(batch), 0)).toBeGreaterThan(
      preloadsPerTask,
    );
    expect(Math.max(...batches.map(preloads))).toBeLessThanOrEqual(preloadsPerTask);
  },
);

test.describe("an answered visitor", () => {
  test("nothing covers the page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Cookies for analytics?" })).toHaveCount(0);
    // No fixed layer (dialog, banner, card) over the middle or the lower part of the screen.
    const coveredBy = await page.evaluate(() => {
      for (const height of [0.5, 0.8]) {
        let element = document.elementFromPoint(window.innerWidth / 2, window.innerHeight * height);
        for (; element; element = element.parentElement) {
          if (getComputedStyle(element).position === "fixed")
            return element.outerHTML.slice(0, 120);
        }
      }
      return null;
    });
    expect(coveredBy).toBeNull();
    await page.getByRole("link", { name: "Party Dojo home" }).click({ trial: true });
  });

  test("the phone menu is modal, closes on Escape or the backdrop, and gives focus back @phone-only", async ({
    page,
  }) => {
    await gotoHydrated(page, "/info/about");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("dialog", { name: "Party Dojo" });
    const body = page.locator("body");

    await menuButton.click();
    await expect(menu).toBeVisible();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    // Modal (the page behind is inert), with focus inside it and the page behind held still.
    await expect(page.locator("dialog:modal")).toHaveCount(1);
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await expect(body).toHaveCSS("overflow", "hidden");
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(body).not.toHaveCSS("overflow", "hidden");

    await menuButton.click();
    await expect(menu).toBeVisible();
    // A tap on the sheet's own padding is not a tap outside it.
    const sheet = await menu.boundingBox();
    if (!sheet) throw new Error("the menu has no box");
    await page.touchscreen.tap(sheet.x + 4, sheet.y + 4);
    await expect(menu).toBeVisible();
    // The sheet sits at the bottom: the top of the screen is backdrop.
    expect(sheet.y).toBeGreaterThan(40);
    await page.touchscreen.tap(sheet.x + sheet.width / 2, 20);
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  });

  test("the install offer can be turned down for good", async ({ page }) => {
    await openHydrated(page);
    await offerInstall(page);
    const offer = page.getByRole("region", { name: "Install Party Dojo" });
    await expect(offer).toBeVisible();
    await expect(offer.getByRole("button", { name: "Install", exact: true })).toBeVisible();
    expect(await seriousViolations(page, "section[aria-labelledby]")).toEqual([]);
    await offer.getByRole("button", { name: "Don't ask again" }).click();
    await expect(offer).toHaveCount(0);
    expect(await stored(page, "party-dojo:install-dismissed")).toBe(true);

    await openHydrated(page);
    await offerInstall(page);
    await expect(page.getByRole("region", { name: "Install Party Dojo" })).toHaveCount(0);
  });

  test("'Not now' hides the install offer", { tag: ["@phone-only"] }, async ({ page }) => {
    await openHydrated(page);
    await offerInstall(page);
    const offer = page.getByRole("region", { name: "Install Party Dojo" });
    await offer.getByRole("button", { name: "Not now" }).click();
    await expect(offer).toHaveCount(0);
    expect(await stored(page, "party-dojo:install-dismissed")).toBeNull();
  });
});

test.describe("a first visit", () => {
  test.use({ freshVisitor: true });

  test("asks for the drinking age; 'Yes' is remembered", async ({ page }) => {
    await openHydrated(page);
    const dialog = page.getByRole("dialog", { name: ageQuestion });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page, '.first-visit-age [role="dialog"]')).toEqual([]);
    // A question, not a notice: Escape does not answer it, the page behind is out of reach
    // and the answer has the focus.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    await expect(page.locator("[inert] #main")).toHaveCount(1);
    await expect(dialog.getByRole("button", { name: "Yes, I am" })).toBeFocused();
    await dialog.getByRole("button", { name: "Yes, I am" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator("[inert]")).toHaveCount(0);
    expect(await stored(page, "party-dojo:age")).toEqual({ confirmed: true });

    await openHydrated(page);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  // What the answers switch on and remember is the same at any width; the question's
  // layout is checked at both (above).
  test(
    "'No' turns on alcohol-free mode, says so, and is remembered",
    { tag: ["@phone-only"] },
    async ({ page }) => {
      await openHydrated(page);
      await page
        .getByRole("dialog", { name: ageQuestion })
        .getByRole("button", { name: "No", exact: true })
        .click();
      const notice = page.getByRole("dialog", { name: "Alcohol-free mode is on" });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText("Every game works without alcohol");
      await notice.getByRole("button", { name: "Let's play" }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(await stored(page, "party-dojo:age")).toEqual({ confirmed: false });
      expect(await stored(page, "party-dojo:preferences")).toMatchObject({
        state: { alcoholFree: true },
      });

      await openHydrated(page);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(await stored(page, "party-dojo:preferences")).toMatchObject({
        state: { alcoholFree: true },
      });
    },
  );

  test(
    "without analytics configured there is no cookie banner",
    { tag: ["@phone-only"] },
    async ({ page }) => {
      await openHydrated(page);
      await page
        .getByRole("dialog", { name: ageQuestion })
        .getByRole("button", { name: "Yes, I am" })
        .click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByRole("region", { name: "Cookies for analytics?" })).toHaveCount(0);
    },
  );

  test(
    "the question is in the page's HTML beside the first prompt, and its form answers it before any JavaScript",
    { tag: ["@phone-only"] },
    async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      try {
        await page.goto("/games/never-have-i-ever");
        // The first prompt is readable above the question's sheet.
        await expect(page.getByTestId("prompt")).toBeVisible();
        await expect(page.getByTestId("prompt")).not.toBeEmpty();
        const question = page.getByRole("dialog", { name: ageQuestion });
        await expect(question).toBeVisible();
        // The page waits behind the question from the server's HTML on.
        await expect(page.locator("[inert] #main")).toHaveCount(1);

        await question.getByRole("button", { name: "Yes, I am" }).click();
        await expect(page).toHaveURL(/\/games\/never-have-i-ever$/);
        await expect(page.getByTestId("prompt")).toBeVisible();
        await expect(page.getByRole("dialog", { name: ageQuestion })).toHaveCount(0);
        const cookies = await context.cookies();
        expect(cookies.find((cookie) => cookie.name === "party-dojo-age")?.value).toBe("yes");
      } finally {
        await context.close();
      }
    },
  );

  test(
    "an answer given before the JavaScript arrived is kept in the browser too, 'No' switching alcohol-free mode on",
    { tag: ["@phone-only"] },
    async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "party-dojo-age", value: "no", url: baseURL ?? "" }]);
      await openHydrated(page, "/games/never-have-i-ever");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect.poll(() => stored(page, "party-dojo:age")).toEqual({ confirmed: false });
      expect(await stored(page, "party-dojo:preferences")).toMatchObject({
        state: { alcoholFree: true },
      });
    },
  );

  test(
    "a browser that answered before the cookie existed never sees the question, and gets the cookie",
    { tag: ["@phone-only"] },
    async ({ page, context }) => {
      await page.addInitScript(() => {
        window.localStorage.setItem("party-dojo:age", JSON.stringify({ confirmed: true }));
      });
      // The landing page is prerendered: it cannot know, so the head marks it before paint.
      await openHydrated(page, "/");
      expect(
        await page.evaluate(() => document.documentElement.hasAttribute("data-age-answered")),
      ).toBe(true);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect
        .poll(async () => (await context.cookies()).find((c) => c.name === "party-dojo-age")?.value)
        .toBe("yes");
    },
  );
});

test(
  "a file that fails to load reloads the page online, and leaves the page alone offline",
  { tag: ["@phone-only"] },
  async ({ page, context }) => {
    // What Vite's loader does when a file fails: the page's handler cancels the event when it
    // reloads the page instead (app/features/shell/use-chunk-error-reload.ts).
    const reloadsForFailedFile = () =>
      page.evaluate(
        () => !window.dispatchEvent(new Event("vite:preloadError", { cancelable: true })),
      );
    await gotoHydrated(page, "/info/about");
    await context.setOffline(true);
    expect(await reloadsForFailedFile()).toBe(false);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await context.setOffline(false);
    const reloaded = page.waitForEvent("load");
    // The reload can tear the page down before the evaluation answers: the new page's load
    // is the signal that the handler reloaded it.
    await reloadsForFailedFile().catch((error: unknown) => {
      if (!String(error).includes("Execution context was destroyed")) throw error;
    });
    await reloaded;
  },
);
