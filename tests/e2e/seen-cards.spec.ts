import { readdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { parseSeen, seenCount } from "#app/games/_engine/seen-cards.ts";
import { createAccount, newEmail } from "./sign-up.ts";
import { open } from "./table.ts";

// A table doesn't see a card again across nights: Never Have I Ever with one pack of 51 cards a
// table without names can play (more than the 40-card memory), two nights with the memory and
// the game gone in between, and no card twice until the pack is played through. Then the
// settings' reset forgets it all.

const path = "/games/never-have-i-ever";
const onlyPack = "nhie-warm-up";
const playable = 51;
const seenKey = "party-dojo:seen";

/** Every Never Have I Ever pack off but one, as the pack switches would have stored it. */
function onePackOn(page: Page) {
  const directory = new URL("../../content/packs/never-have-i-ever/", import.meta.url);
  const ids = readdirSync(directory).map((file) => file.replace(/\.json$/, ""));
  const switches = Object.fromEntries(ids.map((id) => [id, id === onlyPack]));
  // Runs on every load: each night starts with an empty 40-card memory.
  return page.addInitScript((stored) => {
    window.localStorage.setItem(
      "party-dojo:minigames",
      JSON.stringify({ state: { switches: { "never-have-i-ever": stored } }, version: 1 }),
    );
  }, switches);
}

/** The card on show once this phone has dealt it, then `count - 1` more, by Next. */
async function playCards(page: Page, count: number): Promise<string[]> {
  const prompt = page.getByTestId("prompt");
  await expect(prompt).toHaveAttribute("data-dealt", "tab");
  const shown = [(await prompt.innerText()).trim()];
  const next = page.getByRole("button", { name: "Next", exact: true });
  while (shown.length < count) {
    const previous = shown.at(-1) ?? "";
    await next.click();
    await expect(prompt).not.toHaveText(previous);
    shown.push((await prompt.innerText()).trim());
  }
  return shown;
}

/** How many cards the signed-in account has seen, as the server holds them. */
async function cardsOnAccount(page: Page): Promise<number> {
  // Merging nothing changes nothing and answers with the account's history.
  const answer = await page.request.post("/api/seen-cards", {
    data: { intent: "merge", seen: {} },
  });
  const body: unknown = await answer.json();
  const seen = typeof body === "object" && body !== null ? Reflect.get(body, "seen") : null;
  return seenCount(parseSeen(seen) ?? {});
}

test("no card comes back across nights until the pack is played through; reset forgets", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await onePackOn(page);
  await open(page, path);
  const firstNight = await playCards(page, 26);

  // The next night: the game and its 40-card memory are gone, the seen cards are not.
  await page.evaluate(() => window.localStorage.removeItem("party-dojo:game:never-have-i-ever"));
  await page.reload();
  const secondNight = await playCards(page, playable - firstNight.length + 10);

  const untilExhausted = [...firstNight, ...secondNight.slice(0, playable - firstNight.length)];
  expect(new Set(untilExhausted).size).toBe(playable);
  // Played through, the pack starts over, still never repeating the last 40.
  secondNight.forEach((text, index) => {
    expect(secondNight.slice(Math.max(0, index - 40), index)).not.toContain(text);
  });
  // Stored once the last tap's frame is done (app/state/seen-cards-store.ts).
  await expect
    .poll(async () => {
      const stored = await page.evaluate((key) => window.localStorage.getItem(key), seenKey);
      return Object.keys(JSON.parse(stored ?? "{}") as object);
    })
    .toContain(`${onlyPack}:0`);

  await page.getByRole("button", { name: "Open settings" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Mode" }).click();
  await dialog.getByRole("button", { name: "Reset what we've seen" }).click();
  await expect(dialog.getByText("Forget every card you've seen?")).toBeVisible();
  await dialog.getByRole("button", { name: "Yes, reset" }).click();
  await expect(dialog.getByText("Done. Every card is back in the deck.")).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), seenKey)).toBe("{}");
});

test("signed in, the account keeps what the table saw: a new phone gets it, reset forgets it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await createAccount(page, newEmail("seen"));
  await onePackOn(page);
  const merged = (response: { url(): string; request(): { method(): string } }) =>
    response.url().endsWith("/api/seen-cards") && response.request().method() === "POST";

  // The page sends the history once it runs, and again after every 10 cards.
  const first = page.waitForResponse(merged);
  await open(page, path);
  await first;
  const batch = page.waitForResponse(merged);
  const played = await playCards(page, 11);
  await batch;

  // This phone leaves the game, sending what it saw since the last batch; the account then
  // holds every card played. (Left to a reload, that last send could reach the server after
  // the next page's own read of the account.)
  await page.goto("/");
  await expect.poll(() => cardsOnAccount(page)).toBe(played.length);

  // Another phone on the same account: nothing on the device, the account's history arrives.
  await page.evaluate(() => {
    window.localStorage.removeItem("party-dojo:seen");
    window.localStorage.removeItem("party-dojo:game:never-have-i-ever");
  });
  const arrived = page.waitForResponse(merged);
  await page.goto(path);
  await arrived;
  const later = await playCards(page, playable - played.length);
  expect(new Set([...played, ...later]).size).toBe(playable);

  await page.getByRole("button", { name: "Open settings" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Mode" }).click();
  await dialog.getByRole("button", { name: "Reset what we've seen" }).click();
  await dialog.getByRole("button", { name: "Yes, reset" }).click();
  await expect(dialog.getByText("Done. Every card is back in the deck.")).toBeVisible();
  const account = await page.request.post("/api/seen-cards", {
    data: { intent: "merge", seen: {} },
  });
  expect(await account.json()).toEqual({ seen: {} });
});
