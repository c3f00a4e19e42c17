import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { open, seat } from "./table.ts";

// Charades on one phone keeps the whole turn on the device (docs/decisions/034-one-rule-set.md):
// a reload mid-turn shows the same word, and the clock runs on from the turn's deadline.

test("a reload mid-turn keeps the word, the tally, the actor's team and the deadline", async ({
  page,
}) => {
  const start = new Date("2025-06-06T20:00:00+02:00");
  await page.clock.install({ time: start });
  await seat(
    page,
    ["Ana", "Bo", "Cy", "Dee"].map((name) => ({ name, notDrinking: false })),
  );
  await open(page, "/games/charades");
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  await expect(page.getByText("Actor: Ana")).toBeVisible();
  await page.getByRole("button", { name: "I'm the actor — show me" }).click();
  await page.getByRole("button", { name: "Skip" }).click();
  await page.clock.fastForward(20_500);
  const clock = page.getByRole("progressbar", { name: "Team A is guessing" });
  await expect(clock).toHaveAttribute("aria-valuenow", "40");
  const word = await page.getByTestId("prompt").innerText();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("prompt")).toHaveText(word);
  await expect(page.getByText("This turn: 0 correct, 1 skipped")).toBeVisible();
  await expect(clock).toHaveAttribute("aria-valuenow", "40");
  // Time the phone spent away counts: the deadline stays where it was.
  await page.clock.fastForward(30_000);
  await expect(clock).toHaveAttribute("aria-valuenow", "10");
  await page.clock.fastForward(10_500);
  await expect(page.getByText("Time's up! Team A got 0 points. 1 skipped.").first()).toBeVisible();
  await page.getByRole("button", { name: "Team B's turn" }).click();
  await expect(page.getByText("Actor: Bo")).toBeVisible();
});
