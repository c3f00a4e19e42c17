import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { open, seat } from "./table.ts";

// One phone passed round the table keeps the whole game on the device
// (app/games/_ui/use-table-game.ts): a reload mid-turn shows the very same dice, not new ones.

const table = ["Ada", "Bo", "Cy"].map((name) => ({ name, notDrinking: false }));

test("a reload mid-turn keeps the dice, the report, whose roll and the tally exactly", async ({
  page,
}) => {
  await seat(page, table);
  await open(page, "/games/drunk-dice");
  const result = page.getByTestId("roll-result");
  for (let rolls = 1; rolls <= 4; rolls += 1) {
    await page.getByRole("button", { name: "Roll the dice" }).click();
    await expect(result).toHaveAttribute("data-rolls", String(rolls));
  }
  const dice = page.getByRole("list", { name: "The dice" }).getByRole("img");
  const before = {
    dice: await Promise.all([0, 1].map((index) => dice.nth(index).getAttribute("aria-label"))),
    result: await result.innerText(),
    roller: (await page.getByTestId("roller").textContent()) ?? "",
    tally: await page
      .getByRole("region", { name: "Tally" })
      .getByRole("listitem")
      .allTextContents(),
  };
  expect(before.dice.every((label) => /^Die showing [1-6]$/.test(label ?? ""))).toBe(true);

  await page.reload();
  await waitForHydration(page);
  await expect(result).toHaveAttribute("data-rolls", "4");
  await expect(dice.nth(0)).toHaveAttribute("aria-label", before.dice[0] ?? "");
  await expect(dice.nth(1)).toHaveAttribute("aria-label", before.dice[1] ?? "");
  await expect(result).toHaveText(before.result, { useInnerText: true });
  await expect(page.getByTestId("roller")).toHaveText(before.roller);
  await expect(page.getByRole("region", { name: "Tally" }).getByRole("listitem")).toHaveText(
    before.tally,
  );

  // The game goes on from there: the next roll is the fifth.
  await page.getByRole("button", { name: "Roll the dice" }).click();
  await expect(result).toHaveAttribute("data-rolls", "5");
});
