import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { gotoHydrated, waitForHydration } from "./hydration.ts";
import { scanQr } from "./qr-scan.ts";
import { joinByCode, phone, startRoomAsAda } from "./room-phones.ts";
import { recordWakeLocks } from "./wake-locks.ts";

// A room of four phones (docs/decisions/027-rooms.md): started from the landing page, joined by
// code and by QR code, played on everyone's phone, with one phone dropping out and back.

const voteFor = (page: Page, name: string) =>
  page.getByRole("button", { name, exact: true }).click();

test("four phones start a room, join by code and QR, play, and survive a reload", async ({
  page: host,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000);
  const address = extraHTTPHeaders?.["x-forwarded-for"] ?? "2001:db8::1";

  await gotoHydrated(host, "/");
  await host.getByRole("link", { name: "Start a room" }).click();
  await expect(host).toHaveURL(/\/rooms\/new$/);
  await waitForHydration(host);
  await host.getByRole("textbox", { name: "Your name" }).fill("Ada");
  await host.getByRole("button", { name: "Start the room" }).click();
  await expect(host).toHaveURL(/\/rooms\/[A-Z]{4}$/);
  await waitForHydration(host);
  const code = (await host.locator("[data-room-code]").getAttribute("data-room-code")) ?? "";
  expect(code).toMatch(/^[A-Z]{4}$/);

  const [bo, cy, di] = await Promise.all([1, 2, 3].map(() => phone(browser, address)));
  if (!bo || !cy || !di) throw new Error("three phones");
  await joinByCode(bo, code, "Bo");
  const scanned = (await scanQr(host, /QR code to join/)) ?? "";
  expect(scanned).toMatch(new RegExp(`/join\\?code=${code}$`));
  await gotoHydrated(cy, new URL(scanned).pathname + new URL(scanned).search);
  await expect(cy.getByRole("textbox", { name: "Room code" })).toHaveValue(code);
  await cy.getByRole("textbox", { name: "Your name" }).fill("Cy");
  await cy.getByRole("button", { name: "Join", exact: true }).click();
  await expect(cy).toHaveURL(new RegExp(`/rooms/${code}$`));
  await waitForHydration(cy);
  await joinByCode(di, code, "Di");

  const everyone = [host, bo, cy, di];
  for (const each of everyone) await expect(each.getByText("4 players")).toBeVisible();
  await expect(bo.getByText("Waiting for Ada to start a game.")).toBeVisible();

  // Most Likely To: secret votes, one phone reloads halfway, the reveal reaches everyone.
  await host.getByRole("button", { name: "Start Most Likely To" }).click();
  for (const each of everyone) {
    await expect(each.getByRole("heading", { name: "Who is most likely?" })).toBeVisible();
  }
  await voteFor(host, "Bo");
  await voteFor(bo, "Bo");
  await expect(di.getByText(/Voted: Ada and Bo/)).toBeVisible();
  await expect(di.getByText("The votes are in")).toHaveCount(0);

  await cy.reload();
  await waitForHydration(cy);
  await expect(cy.getByText(/Voted: Ada and Bo/)).toBeVisible();
  await voteFor(cy, "Di");
  await voteFor(di, "Bo");
  for (const each of everyone) {
    await expect(each.getByText("The votes are in")).toBeVisible();
    await expect(each.getByText("Bo takes 3 sips.")).toBeVisible();
    await expect(each.getByText("Cy voted for Di")).toBeVisible();
  }

  // Who Would Rather: the same secret vote, with its own cards.
  await host.getByRole("button", { name: "Back to the lobby" }).click();
  await host.getByRole("button", { name: /^Who Would Rather/ }).click();
  await host.getByRole("button", { name: "Start Who Would Rather" }).click();
  for (const each of everyone) {
    await expect(each.getByRole("heading", { name: "Who would rather?" })).toBeVisible();
  }
  await expect(bo.getByTestId("prompt")).toHaveText(/^Who would rather /);

  // Never Have I Ever: private answers, then who has.
  await host.getByRole("button", { name: "Back to the lobby" }).click();
  await host.getByRole("button", { name: /^Never Have I Ever/ }).click();
  await expect(bo.getByText("Next up: Never Have I Ever")).toBeVisible();
  await host.getByRole("button", { name: "Start Never Have I Ever" }).click();
  for (const each of everyone)
    await expect(each.getByRole("button", { name: "I have", exact: true })).toBeVisible();
  await host.getByRole("button", { name: "I have", exact: true }).click();
  await bo.getByRole("button", { name: "I haven't" }).click();
  await cy.getByRole("button", { name: "I have", exact: true }).click();
  await di.getByRole("button", { name: "I haven't" }).click();
  for (const each of everyone) await expect(each.getByText(/Have: Ada and Cy/)).toBeVisible();

  // Truth or Dare: the player on turn chooses; the others see the card once they have.
  await host.getByRole("button", { name: "Back to the lobby" }).click();
  await host.getByRole("button", { name: /^Truth or Dare/ }).click();
  await host.getByRole("button", { name: "Start Truth or Dare" }).click();
  await expect(bo.getByTestId("prompt")).toHaveText("Waiting for Ada to choose…");
  await expect(bo.getByRole("button", { name: "Dare", exact: true })).toHaveCount(0);
  await host.getByRole("button", { name: "Dare", exact: true }).click();
  // The dare is on the host's phone once the choice is made (its "Done" button with it), not
  // the question before it: only then is its text the one to look for on the others'.
  await expect(host.getByRole("button", { name: "Done" })).toBeVisible();
  const dare = host.getByTestId("prompt");
  await expect(dare).not.toHaveText("Truth or dare?");
  await expect(bo.getByTestId("prompt")).toHaveText((await dare.textContent()) ?? "");
  await host.getByRole("button", { name: "Done" }).click();
  await host.getByRole("button", { name: "Next", exact: true }).click();
  await expect(bo.getByRole("button", { name: "Dare", exact: true })).toBeVisible();

  // Squiffy: a card naming a player lands on that player's phone first.
  await host.getByRole("button", { name: "Back to the lobby" }).click();
  await host.getByRole("button", { name: /^Squiffy/ }).click();
  await host.getByRole("button", { name: "Start Squiffy" }).click();
  // The card goes to the phone of the player it names, and to everyone once read out (or at
  // once when it names nobody).
  const holders = async () => {
    const counts = await Promise.all(
      everyone.map((each) => each.getByRole("button", { name: "Read it out" }).count()),
    );
    return everyone.filter((_, index) => counts[index] === 1);
  };
  for (const each of everyone) {
    await expect(each.getByRole("heading", { name: "Squiffy", level: 1 })).toBeVisible();
    await expect(
      each
        .getByRole("button", { name: "Read it out" })
        .or(each.getByText(/^A card for /))
        .or(each.getByTestId("prompt"))
        .first(),
    ).toBeVisible();
  }
  const [holder] = await holders();
  // Only the phones other than the holder's wait for the card (none when it names nobody).
  for (const each of everyone) {
    await expect(each.getByText(/^A card for /)).toBeVisible({
      visible: holder !== undefined && each !== holder,
    });
  }
  await holder?.getByRole("button", { name: "Read it out" }).click();
  // The holder's phone has the card's words from the start; the others get them on read-out.
  const cardText = (await (holder ?? host).getByTestId("prompt").textContent()) ?? "";
  for (const each of everyone) await expect(each.getByTestId("prompt")).toHaveText(cardText);

  // The host ends the room: every phone is told.
  host.once("dialog", (dialog) => void dialog.accept());
  await host.getByRole("button", { name: "End the room" }).click();
  for (const each of everyone) {
    await expect(each.getByText("This room has ended. Thanks for playing!")).toBeVisible();
  }
});

test("a phone without a seat is sent to join, and bad codes and names are refused", async ({
  page,
}) => {
  await gotoHydrated(page, "/rooms/ZZZZ");
  await expect(page).toHaveURL(/\/join\?code=ZZZZ$/);
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Your name" }).fill("Sam");
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expect(page.getByText("There is no open room with that code.")).toBeVisible();
  await page.getByRole("textbox", { name: "Room code" }).fill("KD1X");
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expect(page.getByText("A room code is 4 letters, like KDPW.")).toBeVisible();
});

test("the join form checks the code and the name before it sends them", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await gotoHydrated(page, "/join");
  await page.getByRole("textbox", { name: "Room code" }).fill("KD1X");
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expect(page.getByText("A room code is 4 letters, like KDPW.")).toBeVisible();
  await expect(page.getByText("Type the name the others know you by.")).toBeVisible();
  // Fixing a field clears its problem as it is typed.
  await page.getByRole("textbox", { name: "Room code" }).fill("KDPW");
  await expect(page.getByText("A room code is 4 letters, like KDPW.")).toHaveCount(0);
  await page.getByRole("textbox", { name: "Your name" }).fill("x".repeat(20));
  await expect(page.getByText("Type the name the others know you by.")).toHaveCount(0);
  expect(posts).toEqual([]);
});

test("a Danish visitor's new room form says its problem in Danish before sending", async ({
  page,
}) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await gotoHydrated(page, "/rooms/new?lang=da");
  await page.getByRole("textbox", { name: "Dit navn" }).fill(" ");
  await page.getByRole("button", { name: "Start rummet" }).click();
  await expect(page.getByText("Skriv det navn, de andre kender dig under.")).toBeVisible();
  expect(posts).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the join form is a plain form: the server checks it and keeps what was typed", async ({
    page,
  }) => {
    await page.goto("/join");
    await page.getByRole("textbox", { name: "Room code" }).fill("ZZZZ");
    await page.getByRole("textbox", { name: "Your name" }).fill("Sam");
    await page.getByRole("button", { name: "Join", exact: true }).click();
    await expect(page.getByText("There is no open room with that code.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Your name" })).toHaveValue("Sam");
  });

  test("a room starts from the plain form", async ({ page }) => {
    await page.goto("/rooms/new");
    await page.getByRole("textbox", { name: "Your name" }).fill("Ada");
    await page.getByRole("button", { name: "Start the room" }).click();
    await expect(page).toHaveURL(/\/rooms\/[A-Z]{4}$/);
  });
});

test("any game plays on the host's screen when the host picks it, and the others follow it live", async ({
  page: host,
  browser,
  extraHTTPHeaders,
}) => {
  const address = extraHTTPHeaders?.["x-forwarded-for"] ?? "2001:db8::2";
  await gotoHydrated(host, "/games/slusen");
  await host.getByRole("link", { name: "Play on everyone's phone" }).click();
  await expect(host).toHaveURL(/\/rooms\/new\?game=slusen$/);
  await waitForHydration(host);
  // The game page's own game is offered on everyone's phone; the host's screen is the option.
  await expect(host.getByRole("radio", { name: /^Slusen: The Line/ })).toBeChecked();
  await host.getByRole("radio", { name: /on the host's screen/ }).check();
  await expect(host.getByRole("combobox", { name: "Pick a game" })).toHaveValue("slusen");
  await host.getByRole("textbox", { name: "Your name" }).fill("Ada");
  await host.getByRole("button", { name: "Start the room" }).click();
  await expect(host).toHaveURL(/\/rooms\/[A-Z]{4}$/);
  await waitForHydration(host);
  const code = (await host.locator("[data-room-code]").getAttribute("data-room-code")) ?? "";

  const bo = await phone(browser, address);
  await joinByCode(bo, code, "Bo");
  await expect(bo.getByText("Next up: Slusen: The Line")).toBeVisible();
  await host.getByRole("button", { name: "Start Slusen: The Line" }).click();
  await expect(bo.getByText("Waiting for Ada to open Slusen: The Line…")).toBeVisible();

  await host.getByRole("link", { name: "Open Slusen: The Line on this phone" }).click();
  await expect(host).toHaveURL(/\/games\/slusen$/);
  await waitForHydration(host);
  await expect(
    host.getByRole("link", { name: `Sharing this screen with room ${code}: back to the room` }),
  ).toBeVisible();
  await expect(bo.getByText("Slusen: The Line", { exact: true }).last()).toBeVisible();
  await host.getByRole("button", { name: "Missed", exact: true }).click();
  await expect(bo.locator("[data-shared-line]").filter({ hasText: "Team A missed." })).toHaveCount(
    1,
  );

  // Back in the room, the host picks the next game; the game page stops sharing.
  await host.getByRole("link", { name: /back to the room/ }).click();
  await expect(host).toHaveURL(new RegExp(`/rooms/${code}$`));
  await host.getByRole("button", { name: "Back to the lobby" }).click();
  await expect(bo.getByText("Next up: Slusen: The Line")).toBeVisible();
});

test("the host removes a guest and keeps the name out; the lobby suggests locking", async ({
  page: host,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(90_000);
  const address = extraHTTPHeaders?.["x-forwarded-for"] ?? "2001:db8::3";
  await startRoomAsAda(host);
  const code = (await host.locator("[data-room-code]").getAttribute("data-room-code")) ?? "";

  const bo = await phone(browser, address);
  await joinByCode(bo, code, "Bo");
  await host.getByRole("button", { name: "Remove Bo and keep the name out" }).click();
  await expect(bo.getByText("The host removed you from this room.")).toBeVisible();
  await expect(host.getByText(/^Removed\. Lock the room/)).toBeVisible();

  // Bo tries again from a fresh browser, typing the name another way.
  const again = await phone(browser, address);
  await gotoHydrated(again, `/join?code=${code}`);
  await again.getByRole("textbox", { name: "Your name" }).fill(" bo ");
  await again.getByRole("button", { name: "Join", exact: true }).click();
  await expect(
    again.getByText("The host has kept that name out of this room for the rest of the game."),
  ).toBeVisible();
  await expect(again).toHaveURL(/\/join/);

  await host.getByRole("status").getByRole("button", { name: "Lock the room" }).click();
  await expect(host.getByText("Locked: nobody new can join.")).toBeVisible();
  await expect(host.getByText(/^Removed\. Lock the room/)).toHaveCount(0);
});

test('a room that ended says so to its phones and on the join form, not "not found"', async ({
  page: host,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(90_000);
  const address = extraHTTPHeaders?.["x-forwarded-for"] ?? "2001:db8::4";
  await startRoomAsAda(host);
  const code = (await host.locator("[data-room-code]").getAttribute("data-room-code")) ?? "";
  const bo = await phone(browser, address);
  await joinByCode(bo, code, "Bo");

  host.once("dialog", (dialog) => void dialog.accept());
  await host.getByRole("button", { name: "End the room" }).click();
  await expect(bo.getByText("This room has ended. Thanks for playing!")).toBeVisible();

  // Bo's phone comes back to the room later: the join page says it ended.
  const ended = "This room has ended. Ask the host for the code of a new one.";
  await gotoHydrated(bo, `/rooms/${code}`);
  await expect(bo).toHaveURL(new RegExp(`/join\\?code=${code}$`));
  await expect(bo.getByText(ended)).toBeVisible();
  await bo.getByRole("textbox", { name: "Your name" }).fill("Bo");
  await bo.getByRole("button", { name: "Join", exact: true }).click();
  await expect(bo.getByText(ended)).toHaveCount(2);
  await expect(bo.getByText("There is no open room with that code.")).toHaveCount(0);
});

test("a phone's fourth tab on a room pushes out its oldest, which waits instead of pushing back", async ({
  page: first,
}) => {
  test.setTimeout(90_000);
  await startRoomAsAda(first);
  await expect(first.getByRole("status").filter({ hasText: "Connected" })).toBeVisible();
  const code = (await first.locator("[data-room-code]").getAttribute("data-room-code")) ?? "";

  // The same seat (the same cookie) in three more tabs: three streams is the seat's cap.
  const tabs = [];
  for (let tab = 0; tab < 3; tab++) {
    const page = await first.context().newPage();
    await gotoHydrated(page, `/rooms/${code}`);
    await expect(page.getByRole("status").filter({ hasText: "Connected" })).toBeVisible();
    tabs.push(page);
  }
  await expect(first.getByRole("status").filter({ hasText: "Reconnecting" })).toBeVisible();

  // The newer tabs stay live and follow the room; the oldest doesn't take a stream back.
  const last = tabs.at(-1) ?? first;
  await last.getByRole("switch", { name: /^Alcohol-free room/ }).click();
  for (const page of tabs) {
    await expect(page.getByRole("switch", { name: /^Alcohol-free room/ })).toBeChecked();
    await expect(page.getByRole("status").filter({ hasText: "Connected" })).toBeVisible();
  }
  await expect(first.getByRole("status").filter({ hasText: "Reconnecting" })).toBeVisible();
});

test("a new room says it is connecting until its first stream opens, never that it reconnects", async ({
  page,
}) => {
  // The room's stream fails until the test lets it through, as on a slow first network.
  let letThrough = false;
  await page.route("**/api/rooms/*/events", (route) =>
    letThrough ? route.fallback() : route.abort("connectionfailed"),
  );
  await startRoomAsAda(page);
  const statusSaying = (text: RegExp) => page.getByRole("status").filter({ hasText: text });
  await expect(statusSaying(/^Connecting…$/)).toBeVisible();
  // The failed first tries are retried, and still it has never been live.
  await page.waitForRequest("**/api/rooms/*/events");
  await expect(statusSaying(/^Connecting…$/)).toBeVisible();
  await expect(statusSaying(/^Reconnecting/)).toHaveCount(0);

  letThrough = true;
  await expect(statusSaying(/^Connected$/)).toBeVisible();
  await expect(statusSaying(/^Connecting…$/)).toHaveCount(0);
});

test("the screen stays awake in a room, and is kept awake again when the phone comes back", async ({
  page,
}) => {
  const wakeLocks = await recordWakeLocks(page);

  await startRoomAsAda(page);
  await expect.poll(wakeLocks).toEqual({ asked: 1, held: 1 });

  // The phone is locked: the browser lets go of the lock. Unlocked, the room asks again.
  await page.evaluate(async () => {
    const lock = Reflect.get(window, "lastWakeLock") as { release: () => Promise<void> };
    await lock.release();
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await expect.poll(wakeLocks).toEqual({ asked: 2, held: 1 });
});
