import { expect, test } from "./fixtures.ts";
import { gotoHydrated, waitForHydration } from "./hydration.ts";
import { joinByCode, phone, startRoomAsAda } from "./room-phones.ts";

// The audience (docs/decisions/037-presence-and-audience.md): phones beyond the seats watch the
// game, vote with the crowd where the game asks it, and never hold a round up.

test("an audience phone watches Most Likely To, votes with the crowd, and every phone sees its pick", async ({
  page: host,
  browser,
}) => {
  test.setTimeout(90_000);
  await startRoomAsAda(host);
  const code = (await host.locator("[data-room-code]").getAttribute("data-room-code")) ?? "";
  const bo = await phone(browser, "2001:db8::21");
  await joinByCode(bo, code, "Bo");
  await host.getByRole("textbox", { name: "A player without a phone" }).fill("Cy");
  await host.getByRole("button", { name: "Add to this phone" }).click();

  const crowd = await phone(browser, "2001:db8::22");
  await gotoHydrated(crowd, `/join?code=${code}`);
  await crowd.getByRole("button", { name: "Just watch (audience)" }).click();
  await expect(crowd).toHaveURL(new RegExp(`/rooms/${code}$`));
  await waitForHydration(crowd);
  await expect(crowd.getByText("You're in the audience")).toBeVisible();
  // No seat: the players still count three.
  await expect(host.getByText("3 players")).toBeVisible();
  await expect(host.getByTestId("room-audience-count")).toHaveText(
    "and 1 phone watching as the audience",
  );

  await host.getByRole("button", { name: "Start Most Likely To" }).click();
  const card = await host.getByTestId("prompt").textContent();
  await expect(crowd.getByTestId("prompt")).toHaveText(card ?? "");
  // The audience sees the card, not the players' own buttons.
  await expect(crowd.getByRole("button", { name: "Veto this card" })).toHaveCount(0);
  await expect(crowd.getByRole("button", { name: "Reveal now" })).toHaveCount(0);
  const ballot = crowd.getByRole("region", { name: "The crowd votes" });
  await ballot.getByRole("button", { name: "Bo", exact: true }).click();
  await expect(crowd.getByText("Your vote is in: Bo")).toBeVisible();

  // The players' round goes on without waiting for the crowd.
  await host.getByRole("button", { name: "Bo", exact: true }).click();
  await bo.getByRole("button", { name: "Ada", exact: true }).click();
  await host.getByRole("button", { name: "I'm Cy" }).click();
  await host.getByRole("button", { name: "Show my screen" }).click();
  await host.getByRole("button", { name: "Bo", exact: true }).click();
  for (const each of [host, bo, crowd]) {
    await expect(each.getByText("The votes are in")).toBeVisible();
    await expect(each.getByText("Bo: 1 of 1 in the audience")).toBeVisible();
  }
  // The ballot closed with the reveal.
  await expect(ballot).toHaveCount(0);
});
