import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { joinByCode, phone, startRoomAsAda } from "./room-phones.ts";

// The tools in a room (docs/decisions/034-one-rule-set.md): the host throws, every phone watches
// it land, and the phone of the player the bottle picks lights up and buzzes.

/** Counts the phone's buzzes: headless Chromium has nothing to vibrate. */
async function countBuzzes(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    let buzzes = 0;
    Reflect.set(window, "buzzes", () => buzzes);
    Object.defineProperty(navigator, "vibrate", {
      configurable: true,
      value: () => {
        buzzes += 1;
        return true;
      },
    });
  });
  return () => page.evaluate(() => (Reflect.get(window, "buzzes") as () => number)());
}

/** Ada's room with a phone for each of `guests`, playing `game`. */
async function roomPlaying(
  host: Page,
  guests: readonly Page[],
  names: readonly string[],
  game: string,
) {
  await startRoomAsAda(host);
  const code = (await host.locator("[data-room-code]").getAttribute("data-room-code")) ?? "";
  for (const [index, guest] of guests.entries()) {
    await joinByCode(guest, code, names[index] ?? "");
  }
  await expect(host.getByText(`${guests.length + 1} players`)).toBeVisible();
  const pick = host.getByRole("button", { name: new RegExp(`^${game}`) });
  await pick.click();
  await expect(pick).toHaveAttribute("aria-pressed", "true");
  await host.getByRole("button", { name: `Start ${game}` }).click();
  for (const each of [host, ...guests]) {
    await expect(each.getByRole("heading", { level: 1, name: game })).toBeVisible();
  }
}

test("the host spins; the picked player's phone lights up and buzzes once, the others see who", async ({
  page: host,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000);
  const address = extraHTTPHeaders?.["x-forwarded-for"] ?? "2001:db8::21";
  const [bo, cy] = await Promise.all([phone(browser, address), phone(browser, address)]);
  if (!bo || !cy) throw new Error("two phones");
  const phones = new Map([
    ["Ada", host],
    ["Bo", bo],
    ["Cy", cy],
  ]);
  const buzzes = new Map<string, () => Promise<number>>();
  for (const [name, each] of phones) buzzes.set(name, await countBuzzes(each));
  await roomPlaying(host, [bo, cy], ["Bo", "Cy"], "Spin the Bottle");

  for (const each of phones.values()) {
    await expect(each.getByRole("list", { name: "The circle: 3 players" })).toBeVisible();
  }
  const spin = host.getByRole("button", { name: "Spin", exact: true });
  await expect(bo.getByText("Waiting for Ada to spin.")).toBeVisible();
  await expect(bo.getByRole("button", { name: "Spin", exact: true })).toHaveCount(0);
  await expect(cy.getByRole("button", { name: "Spin", exact: true })).toHaveCount(0);

  const picked: string[] = [];
  // The first spin is seen from another phone while the bottle turns.
  await spin.click();
  await expect(bo.getByText("Ada spins…")).toBeVisible();
  for (let turn = 0; turn < 3; turn += 1) {
    if (turn > 0) await spin.click();
    // The bottle picks each player once in three spins, so the new pick is one not seen yet:
    // read in one go, never the last spin's name still showing, nor the blank of the spin.
    const result = host.getByTestId("result");
    let name = "";
    await expect
      .poll(
        async () => {
          const shown = /^The bottle points at (Ada|Bo|Cy)$/.exec(
            (await result.textContent()) ?? "",
          );
          name = shown?.[1] ?? "";
          return name !== "" && !picked.includes(name);
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    picked.push(name);

    for (const [player, each] of phones) {
      await expect(each.getByTestId("result")).toHaveText(`The bottle points at ${name}`, {
        timeout: 10_000,
      });
      const board = each.getByTestId("bottle-board");
      const chosen = player === name;
      await expect(each.getByText("It's you!", { exact: true })).toBeVisible({ visible: chosen });
      // Present (empty) on the chosen phone only.
      await expect.poll(() => board.getAttribute("data-chosen")).toBe(chosen ? "" : null);
    }
    // Each phone buzzed once for each time the bottle picked its player, and never otherwise.
    for (const [player, count] of buzzes) {
      await expect.poll(count).toBe(picked.filter((each) => each === player).length);
    }
  }

  // A round of three picked everyone once; every phone shows the same round.
  expect(new Set(picked)).toEqual(new Set(["Ada", "Bo", "Cy"]));
  for (const each of phones.values()) {
    await expect(each.getByTestId("round").getByRole("listitem")).toHaveText(picked);
    await expect(
      each.getByText("Everyone has had a turn. The next spin starts round 2."),
    ).toBeVisible();
  }

  // The last picked reloads: still them, still lit, and no buzz for an old spin.
  const last = phones.get(picked.at(-1) ?? "");
  const lastBuzzes = buzzes.get(picked.at(-1) ?? "");
  if (!last || !lastBuzzes) throw new Error("the last picked phone");
  await last.reload();
  await waitForHydration(last);
  await expect(last.getByText("It's you!", { exact: true })).toBeVisible();
  await expect(last.getByTestId("result")).toHaveText(`The bottle points at ${picked.at(-1)}`);
  await expect(last.getByText("Spinning…")).toHaveCount(0);
  expect(await lastBuzzes()).toBe(0);
});

test("the host flips the coin; every phone sees the same side and tally, and nobody buzzes", async ({
  page: host,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(90_000);
  const address = extraHTTPHeaders?.["x-forwarded-for"] ?? "2001:db8::22";
  const bo = await phone(browser, address);
  const boBuzzes = await countBuzzes(bo);
  await roomPlaying(host, [bo], ["Bo"], "Coin Flip");

  await expect(bo.getByText("Waiting for Ada to flip.")).toBeVisible();
  await expect(bo.getByRole("button", { name: "Flip", exact: true })).toHaveCount(0);
  await expect(bo.getByRole("button", { name: "Reset" })).toHaveCount(0);

  const flip = host.getByRole("button", { name: "Flip", exact: true });
  for (let i = 1; i <= 3; i += 1) {
    await flip.click();
    await expect(host.getByText(new RegExp(`^${i} flips?$`))).toBeVisible();
    await expect(host.getByTestId("result")).toHaveText(/^(Heads|Tails)$/, { timeout: 10_000 });
    const side = (await host.getByTestId("result").textContent()) ?? "";
    await expect(bo.getByTestId("result")).toHaveText(side, { timeout: 10_000 });
  }
  for (const id of ["heads-count", "tails-count", "recent-flips"]) {
    await expect(bo.getByTestId(id)).toHaveText((await host.getByTestId(id).textContent()) ?? "");
  }
  await expect(bo.getByText("3 flips")).toBeVisible();

  await host.getByRole("button", { name: "Reset" }).click();
  await expect(bo.getByTestId("heads-count")).toHaveText("Heads: 0");
  await expect(bo.getByTestId("tails-count")).toHaveText("Tails: 0");
  await expect(bo.getByTestId("result")).toHaveText("");
  expect(await boBuzzes()).toBe(0);
});

test("the host picks the dice and rolls; every phone sees who rolled what, and the last rolls", async ({
  page: host,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(90_000);
  const address = extraHTTPHeaders?.["x-forwarded-for"] ?? "2001:db8::23";
  const bo = await phone(browser, address);
  await roomPlaying(host, [bo], ["Bo"], "Dice Roll");

  await expect(bo.getByText("Waiting for Ada to roll.")).toBeVisible();
  await expect(bo.getByRole("button", { name: "Roll", exact: true })).toHaveCount(0);
  await expect(bo.getByRole("radio")).toHaveCount(0);

  // The count is the room's: the radio turns checked once the server has taken the move.
  await host.getByRole("radio", { name: "3 dice" }).click();
  await expect(host.getByRole("radio", { name: "3 dice" })).toBeChecked();
  await expect(bo.getByTestId("die")).toHaveCount(3);

  const earlier = (page: Page) =>
    page.getByRole("region", { name: "Earlier rolls" }).getByRole("listitem");
  const roll = host.getByRole("button", { name: "Roll", exact: true });
  for (let i = 0; i < 2; i += 1) {
    await roll.click();
    // The roll before this one moves to the earlier rolls as this one lands: until then the
    // result still reads the one before, which may not be what the other phone shows now.
    await expect(earlier(host)).toHaveCount(i);
    await expect(host.getByTestId("result")).toHaveText(/^You rolled .*: total \d+$/, {
      timeout: 10_000,
    });
    const rolled = ((await host.getByTestId("result").textContent()) ?? "").replace(
      "You rolled",
      "Ada rolled",
    );
    await expect(bo.getByTestId("result")).toHaveText(rolled, { timeout: 10_000 });
    await expect(bo.getByTestId("total")).toHaveText(
      (await host.getByTestId("total").textContent()) ?? "",
    );
    const faces = (page: Page) =>
      page
        .getByTestId("die")
        .evaluateAll((dice) => dice.map((die) => die.getAttribute("data-face")));
    expect(await faces(bo)).toEqual(await faces(host));
  }
  // Both phones show the earlier roll before one is compared with the other.
  for (const each of [host, bo]) await expect(earlier(each)).toHaveCount(1);
  await expect(earlier(bo)).toHaveText(await earlier(host).allTextContents());
});
