import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { roomOfPhones, startRoomGame } from "./room-phones.ts";

// King's Cup in a room (app/games/kings-cup/rules.ts): the player on turn draws on their own
// phone, every phone shows the same card, count and cup, and the player who drew a jack writes
// the rule on theirs for every phone to keep on screen.

interface Seat {
  name: string;
  page: Page;
}

const drawButton = (page: Page) => page.getByRole("button", { name: "Draw a card" });
const ruleBox = (page: Page) => page.getByRole("textbox", { name: /^New rule from / });

/** The seat whose phone can draw now, if any: never more than one. */
async function drawer(seats: readonly Seat[]): Promise<Seat | null> {
  const counts = await Promise.all(seats.map((seat) => drawButton(seat.page).count()));
  expect(counts.filter((count) => count === 1).length).toBeLessThanOrEqual(1);
  return seats[counts.indexOf(1)] ?? null;
}

/** The card a phone shows, as its label: none before the first draw of a deal. */
function cardFace(page: Page): Promise<(string | null)[]> {
  return page
    .getByTestId("card-face")
    .evaluateAll((faces) => faces.map((face) => face.getAttribute("aria-label")));
}

/** The seat whose phone asks for a rule, if any. */
async function ruleMaker(seats: readonly Seat[]): Promise<Seat | null> {
  const counts = await Promise.all(seats.map((seat) => ruleBox(seat.page).count()));
  return seats[counts.indexOf(1)] ?? null;
}

test("the player on turn draws on their phone, every phone sees the card, and a jack's rule stays", async ({
  page: host,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(180_000);
  const [bo, cy] = await roomOfPhones(host, browser, extraHTTPHeaders, ["Bo", "Cy"]);
  await startRoomGame(host, "King's Cup");
  const seats: Seat[] = [
    { name: "Ada", page: host },
    { name: "Bo", page: bo },
    { name: "Cy", page: cy },
  ];

  // Ada sits first: only her phone draws.
  await expect(host.getByText("Your draw")).toBeVisible();
  await expect(bo.getByText("Waiting for Ada to draw…")).toBeVisible();
  await expect(drawButton(bo)).toHaveCount(0);
  await expect(drawButton(cy)).toHaveCount(0);
  for (const seat of seats) {
    await expect(seat.page.getByTestId("deck-count")).toHaveText("0 drawn · 52 of 52 left");
  }

  // Draw round the table until a jack asks for a rule. The fourth king before any jack (one
  // deal in 70) ends the game on every phone, and the room deals again: whoever would have
  // drawn next opens the new deal, so the turn keeps going round the table.
  let drawn = 0;
  let turns = 0;
  let maker: Seat | null = null;
  let lastDrawer = host;
  while (maker === null) {
    const next = await drawer(seats);
    // Nobody can draw exactly when the game is over.
    expect([null, seats[turns % seats.length]]).toContain(next);
    for (const seat of seats) {
      await expect(seat.page.getByText("The fourth king is out: that's the game.")).toBeVisible({
        visible: next === null,
      });
    }
    if (next === null) {
      await host.getByRole("button", { name: "Play again", exact: true }).click();
      drawn = 0;
    } else {
      await drawButton(next.page).click();
      drawn += 1;
      turns += 1;
      lastDrawer = next.page;
    }
    for (const seat of seats) {
      await expect(seat.page.getByTestId("deck-count")).toHaveText(
        `${drawn} drawn · ${52 - drawn} of 52 left`,
      );
    }
    const card = await cardFace(lastDrawer);
    for (const seat of seats) await expect.poll(() => cardFace(seat.page)).toEqual(card);
    maker = await ruleMaker(seats);
  }

  expect(maker).toBe(seats[(turns - 1) % seats.length]);
  // Nobody draws until the rule is made, and the others see who they are waiting for.
  for (const seat of seats) await expect(drawButton(seat.page)).toHaveCount(0);
  const other = seats.find((seat) => seat !== maker);
  if (!other) throw new Error("nobody else is in the room");
  await expect(other.page.getByText(`Waiting for ${maker.name} to make a rule…`)).toBeVisible();
  await ruleBox(maker.page).fill("Speak only in questions");
  await maker.page.getByRole("button", { name: "Add the rule" }).click();
  for (const seat of seats) {
    await expect(seat.page.getByTestId("made-rules")).toHaveText(
      `Speak only in questions (${maker.name})`,
    );
  }
  const next = await drawer(seats);
  expect(next?.name).toBe(seats[turns % seats.length]?.name);
});
