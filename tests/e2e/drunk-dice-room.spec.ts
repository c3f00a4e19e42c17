import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { roomOfPhones, sayNotDrinking, startRoomGame } from "./room-phones.ts";

// Drunk Dice in a room (app/games/drunk-dice/rules.ts): the player with the dice rolls on their
// own phone, every phone sees the same roll, and a drinker reads what they take on theirs.

interface Seat {
  name: string;
  page: Page;
}

const rollButton = (page: Page) => page.getByRole("button", { name: "Roll the dice" });

/** The seat whose phone can roll: once every phone shows the same roll, exactly one can. */
async function onTurn(seats: readonly Seat[]): Promise<Seat> {
  const counts = await Promise.all(seats.map((seat) => rollButton(seat.page).count()));
  expect(counts.filter((count) => count === 1)).toHaveLength(1);
  const seat = seats[counts.indexOf(1)];
  if (!seat) throw new Error("nobody has the dice");
  return seat;
}

/** Rolls on the phone with the dice, and waits until every phone shows that roll. */
async function roll(
  seats: readonly Seat[],
  rolls: number,
): Promise<{ roller: Seat; text: string }> {
  const roller = await onTurn(seats);
  await rollButton(roller.page).click();
  for (const seat of seats) {
    await expect(seat.page.getByTestId("roll-result")).toHaveAttribute("data-rolls", String(rolls));
  }
  const text = await roller.page.getByTestId("roll-result").innerText();
  for (const seat of seats) {
    await expect(seat.page.getByTestId("roll-result")).toHaveText(text, { useInnerText: true });
  }
  return { roller, text };
}

/** The players a roll's report tells to drink: the names after "…:" on its drink lines. */
function drinkersIn(report: string, seats: readonly Seat[]): Seat[] {
  const lines = report.split("\n").flatMap((line) => {
    const after = line.split(": ")[1];
    return after ? [after] : [];
  });
  return seats.filter((seat) => lines.some((line) => line.includes(seat.name)));
}

test("the roller's phone rolls, every phone sees it, and each drinker is told on theirs", async ({
  page: host,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000);
  const [bo, cy] = await roomOfPhones(host, browser, extraHTTPHeaders, ["Bo", "Cy"]);
  await sayNotDrinking(cy);

  await startRoomGame(host, "Drunk Dice");
  const seats: Seat[] = [
    { name: "Ada", page: host },
    { name: "Bo", page: bo },
    { name: "Cy", page: cy },
  ];

  // Ada sits first and has the dice: only her phone can roll.
  await expect(host.getByText("Your roll")).toBeVisible();
  await expect(bo.getByText("Ada's roll")).toBeVisible();
  await expect(bo.getByText("Waiting for Ada to roll…")).toBeVisible();
  await expect(rollButton(bo)).toHaveCount(0);
  await expect(rollButton(cy)).toHaveCount(0);

  // Roll until someone drinks: every phone shows the same roll, and exactly the drinkers'
  // phones say what they take, in their own unit.
  let rolls = 0;
  let drinkers: Seat[] = [];
  while (drinkers.length === 0 && rolls < 40) {
    rolls += 1;
    const { text } = await roll(seats, rolls);
    drinkers = drinkersIn(text, seats);
    for (const seat of seats) {
      // Cy isn't drinking: penalty points instead of sips.
      const unit = seat.name === "Cy" ? "penalty points?" : "sips?";
      const told = new RegExp(`^That's you: take (a|\\d+) ${unit}\\.$`);
      await expect(seat.page.getByTestId("my-drink")).toHaveText(
        drinkers.includes(seat) ? [told] : [],
      );
    }
  }
  expect(drinkers.length).toBeGreaterThan(0);
  await expect(host.getByRole("region", { name: "Tally" })).toBeVisible();

  // The dice go round; when Bo has them and leaves, they pass on to the next player.
  while ((await onTurn(seats)).name !== "Bo" && rolls < 80) {
    rolls += 1;
    await roll(seats, rolls);
  }
  expect((await onTurn(seats)).name).toBe("Bo");
  bo.once("dialog", (dialog) => void dialog.accept());
  await bo.getByRole("button", { name: "Leave the room" }).click();
  await expect(rollButton(cy)).toBeVisible();
  await expect(cy.getByText("Your roll")).toBeVisible();
  await expect(host.getByText("Cy's roll")).toBeVisible();
});
