import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";
import { recordWakeLocks } from "./wake-locks.ts";

// A phone lies on the table between turns: every game keeps the screen on while it is open, on
// one phone as in a room, and lets it sleep again once the table leaves the game.

test("a game on one phone keeps the screen awake, and lets it sleep when the table leaves", async ({
  page,
}) => {
  const wakeLocks = await recordWakeLocks(page);
  await gotoHydrated(page, "/games/meyer");
  await expect.poll(wakeLocks).toEqual({ asked: 1, held: 1 });

  await page.getByRole("link", { name: "Leave the game and go back to all games" }).click();
  await expect(page).not.toHaveURL(/\/games\/meyer$/);
  await expect.poll(wakeLocks).toEqual({ asked: 1, held: 0 });
});
