import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { roomOfPhones, startRoomGameSaying } from "./room-phones.ts";
import { open, seat } from "./table.ts";

// Meyer on everyone's phone (docs/decisions/034-one-rule-set.md): each player rolls on their own
// phone and only that phone shows the dice; the call, the lift and the lives reach every phone.
// And on one phone, a reload mid-turn keeps the very same dice, call and turn.

const names = ["Ada", "Bo", "Cy"] as const;

/** What a phone's peek or a lift says the dice are ("54", "Meyer", "Pair of 3s"). */
async function rolledValue(page: Page): Promise<string> {
  const text = (await page.getByTestId("meyer-my-roll").textContent()) ?? "";
  return text.replace(/^You rolled /, "");
}

test("three phones: the dice stay on the roller's phone, the call and the lift reach all", async ({
  page: ada,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000);
  const [bo, cy] = await roomOfPhones(ada, browser, extraHTTPHeaders, ["Bo", "Cy"]);
  const phones = [ada, bo, cy];
  const phoneOf = (name: string) => phones[names.findIndex((each) => each === name)] ?? ada;

  await startRoomGameSaying(ada, "Meyer", /only you see the dice/);
  await expect(ada.getByText("Your turn: roll")).toBeVisible();
  for (const other of [bo, cy]) await expect(other.getByText("Ada rolls")).toBeVisible();
  for (const each of phones) await expect(each.getByTestId("meyer-player")).toHaveCount(3);

  // The host sets the house rule before the first roll; the others see it and can't touch it.
  const rule = (page: Page) => page.getByRole("switch", { name: /32 means cheers/ });
  await rule(ada).click();
  await expect(rule(bo)).toBeChecked();
  await expect(rule(bo)).toBeDisabled();
  await rule(ada).click();
  await expect(rule(cy)).not.toBeChecked();

  // Ada rolls: the dice are on her phone only, and still there after a reload.
  await ada.getByRole("button", { name: "Roll under the cup" }).click();
  await expect(ada.getByTestId("meyer-my-dice")).toBeVisible();
  const adaRolled = await rolledValue(ada);
  await ada.reload();
  await waitForHydration(ada);
  await expect(ada.getByTestId("meyer-my-roll")).toHaveText(`You rolled ${adaRolled}`);
  await expect(rule(ada)).toBeDisabled();
  for (const other of [bo, cy]) {
    await expect(other.getByText("Ada looks under the cup")).toBeVisible();
    await expect(other.getByTestId("meyer-my-dice")).toHaveCount(0);
    await expect(other.getByText(/^You rolled/)).toHaveCount(0);
  }

  // She calls Meyer: every phone sees the call; Bo, next, can only lift it.
  await ada.getByRole("radio", { name: "Meyer", exact: true }).check();
  await ada.getByRole("button", { name: "Call Meyer" }).click();
  for (const each of phones)
    await expect(each.getByTestId("meyer-call")).toHaveText("Ada calls Meyer");
  await expect(ada.getByTestId("meyer-my-dice")).toBeVisible();
  await expect(cy.getByTestId("meyer-my-dice")).toHaveCount(0);
  await expect(cy.getByText("Bo believes or lifts")).toBeVisible();
  await expect(cy.getByRole("button", { name: "Lift the cup" })).toHaveCount(0);
  await expect(bo.getByRole("button", { name: "Believe and roll" })).toBeDisabled();
  await bo.getByRole("button", { name: "Lift the cup" }).click();

  // The lift shows Ada's dice on every phone, and who loses two lives.
  const lifted = new RegExp(
    `^Bo lifted the cup on Ada's Meyer: the dice show ${adaRolled}\\. (Ada|Bo) loses 2 lives\\.`,
  );
  for (const each of phones) {
    await expect(each.getByTestId("meyer-lift")).toHaveText(lifted);
    await expect(each.getByTestId("meyer-lift-dice")).toBeVisible();
    await expect(each.getByText("4 lives")).toHaveCount(1);
    await expect(each.getByText("6 lives")).toHaveCount(2);
  }
  const loser = adaRolled === "Meyer" ? "Bo" : "Ada";
  await expect(phoneOf(loser).getByTestId("meyer-you-drink")).toHaveText("You take 2 sips.");
  for (const other of phones.filter((each) => each !== phoneOf(loser))) {
    await expect(other.getByTestId("meyer-you-drink")).toHaveCount(0);
  }

  // The loser starts round 2; the next player believes and rolls dice of their own.
  const next = loser === "Ada" ? "Bo" : "Cy";
  const starter = phoneOf(loser);
  const believer = phoneOf(next);
  await expect(starter.getByText("Your turn: roll")).toBeVisible();
  await starter.getByRole("button", { name: "Roll under the cup" }).click();
  await starter.getByRole("radio", { name: "54", exact: true }).check();
  await starter.getByRole("button", { name: "Call 54" }).click();
  for (const each of phones) {
    await expect(each.getByTestId("meyer-call")).toHaveText(`${loser} calls 54`);
  }
  await believer.getByRole("button", { name: "Believe and roll" }).click();
  for (const each of phones) {
    await expect(each.getByTestId("meyer-log")).toContainText(`${next} believed it.`);
  }
  await believer.getByRole("button", { name: "Roll under the cup" }).click();
  await expect(believer.getByTestId("meyer-my-dice")).toBeVisible();
  // Above 54 only: Meyer, Lille Meyer, six pairs, 65 to 61.
  await expect(believer.getByRole("radio")).toHaveCount(13);
  for (const other of phones.filter((each) => each !== believer)) {
    await expect(other.getByText(`${next} looks under the cup`)).toBeVisible();
    await expect(other.getByTestId("meyer-my-dice")).toHaveCount(0);
  }
});

test("one phone: a reload mid-turn keeps the same dice, the call and whose turn it is", async ({
  page,
}) => {
  await seat(
    page,
    names.map((name) => ({ name, notDrinking: false })),
  );
  await open(page, "/games/meyer");
  await page.getByRole("button", { name: "Roll under the cup" }).click();
  // Peeking by keyboard: the dice show while Space is held.
  const peekButton = page.getByRole("button", { name: "Hold to peek" });
  const peekResult = page.getByTestId("meyer-peek-result");
  await expect(peekResult).toHaveText("");
  await peekButton.focus();
  await page.keyboard.down("Space");
  await expect(peekResult).toHaveText(/^You rolled /);
  const before = (await peekResult.textContent()) ?? "";
  await page.keyboard.up("Space");
  await expect(peekResult).toHaveText("");

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText("Ada, your dice are under the cup.")).toBeVisible();
  await peekButton.focus();
  await page.keyboard.down("Space");
  await expect(peekResult).toHaveText(before);
  await page.keyboard.up("Space");

  await page.getByRole("radio", { name: "54", exact: true }).check();
  await page.getByRole("button", { name: "Call 54 and pass the phone" }).click();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("meyer-call")).toHaveText("Ada calls 54");
  await expect(page.getByText("Pass the phone to Bo.")).toBeVisible();

  // Lifting shows the dice Ada rolled before both reloads.
  await page.getByRole("button", { name: "Lift the cup" }).click();
  await expect(page.getByTestId("meyer-lift")).toContainText(
    `Bo lifted the cup on Ada's 54: the dice show ${before.replace(/^You rolled /, "")}.`,
  );
  await expect(page.getByText("5 lives")).toHaveCount(1);
});
