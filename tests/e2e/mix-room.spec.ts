import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { joinByCode, phone, startRoomAsAda } from "./room-phones.ts";

// Mix in a room (docs/decisions/027-rooms.md): every phone shows the same card and the game it
// comes from; a card naming a player lights up their phone; anyone deals the next card; each
// player has one veto.

const games = [
  "Never Have I Ever",
  "Most Likely To",
  "Truth or Dare",
  "Category",
  "Charades",
  "Country, Island, City",
];

/** The game a card comes from: the small line above it. */
function gameLabel(page: Page) {
  return page.getByTestId("prompt").locator("xpath=preceding-sibling::div[1]");
}

/** Each phone says "about you" exactly when the card names its player. */
async function expectHighlights(players: { page: Page; name: string }[]) {
  const text = (await players[0]?.page.getByTestId("prompt").textContent()) ?? "";
  for (const { page, name } of players) {
    const aboutMe = page.getByText("This card is about you");
    await expect(aboutMe).toBeVisible({ visible: new RegExp(`\\b${name}\\b`).test(text) });
  }
}

test("three phones play Mix: the same card everywhere, Next from anyone, a veto each", async ({
  page: host,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(90_000);
  const address = extraHTTPHeaders?.["x-forwarded-for"] ?? "2001:db8::7";
  await startRoomAsAda(host);
  const code = (await host.locator("[data-room-code]").getAttribute("data-room-code")) ?? "";
  const [bo, cy] = await Promise.all([phone(browser, address), phone(browser, address)]);
  if (!bo || !cy) throw new Error("two phones");
  await joinByCode(bo, code, "Bo");
  await joinByCode(cy, code, "Cy");
  const everyone = [host, bo, cy];
  const players = [
    { page: host, name: "Ada" },
    { page: bo, name: "Bo" },
    { page: cy, name: "Cy" },
  ];
  for (const each of everyone) await expect(each.getByText("3 players")).toBeVisible();

  await host.getByRole("button", { name: /^Mix/ }).click();
  await expect(bo.getByText("Next up: Mix")).toBeVisible();
  await host.getByRole("button", { name: "Start Mix" }).click();

  const first = host.getByTestId("prompt");
  await expect(first).not.toBeEmpty();
  const card = (await first.textContent()) ?? "";
  const label = (await gameLabel(host).textContent()) ?? "";
  expect(games.map((game) => game.toLowerCase())).toContain(label.trim().toLowerCase());
  for (const each of everyone) {
    await expect(each.getByTestId("prompt")).toHaveText(card);
    await expect(gameLabel(each)).toHaveText(label);
  }
  await expectHighlights(players);

  // Anyone deals the next card, on every phone at once.
  await bo.getByRole("button", { name: "Next card" }).click();
  for (const each of everyone) await expect(each.getByTestId("prompt")).not.toHaveText(card);
  const second = (await bo.getByTestId("prompt").textContent()) ?? "";
  for (const each of everyone) await expect(each.getByTestId("prompt")).toHaveText(second);
  await expectHighlights(players);

  // Cy spends their veto: everyone is told, and only Cy's veto is gone.
  await cy.getByRole("button", { name: "Veto this card" }).click();
  for (const each of everyone) {
    await expect(each.getByText("Cy vetoed the last card.")).toBeVisible();
    await expect(each.getByTestId("prompt")).not.toHaveText(second);
  }
  await expect(cy.getByRole("button", { name: "Veto this card" })).toBeDisabled();
  await expect(cy.getByText("Your veto is used")).toBeVisible();
  await expect(bo.getByRole("button", { name: "Veto this card" })).toBeEnabled();
  const third = (await cy.getByTestId("prompt").textContent()) ?? "";

  // A phone that reloads sits back down at the same card.
  await bo.reload();
  await waitForHydration(bo);
  await expect(bo.getByTestId("prompt")).toHaveText(third);
  await expect(bo.getByRole("button", { name: "Veto this card" })).toBeEnabled();
});
