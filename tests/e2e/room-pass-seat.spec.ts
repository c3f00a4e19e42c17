import { expect, test } from "./fixtures.ts";
import { joinByCode, phone, startRoomAsAda } from "./room-phones.ts";

// A player without a phone plays on the host's (docs/decisions/027-rooms.md): added by the host,
// counted by every phone, and shown their own screen only once they say they are looking.

test("a player without a phone plays on the host's phone, behind a cover", async ({
  page: host,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(90_000);
  await startRoomAsAda(host);
  const code = (await host.locator("[data-room-code]").getAttribute("data-room-code")) ?? "";

  // A blank name is refused on the phone, in the words the room would use.
  await host.getByRole("textbox", { name: "A player without a phone" }).fill("   ");
  await host.getByRole("button", { name: "Add to this phone" }).click();
  await expect(host.getByRole("alert")).toHaveText("Type the name the others know you by.");
  await host.getByRole("textbox", { name: "A player without a phone" }).fill("Cy");
  await expect(host.getByRole("alert")).toHaveCount(0);
  await host.getByRole("button", { name: "Add to this phone" }).click();
  await expect(host.getByText("plays on Ada's phone")).toBeVisible();
  await host.getByRole("textbox", { name: "A player without a phone" }).fill("cy");
  await host.getByRole("button", { name: "Add to this phone" }).click();
  await expect(host.getByRole("alert")).toContainText("already has that name");

  const bo = await phone(browser, extraHTTPHeaders?.["x-forwarded-for"] ?? "2001:db8::7");
  await joinByCode(bo, code, "Bo");
  for (const each of [host, bo]) await expect(each.getByText("3 players")).toBeVisible();
  await expect(bo.getByText("plays on Ada's phone")).toBeVisible();

  await host.getByRole("button", { name: "Start Most Likely To" }).click();
  await host.getByRole("button", { name: "Bo", exact: true }).click();
  await bo.getByRole("button", { name: "Bo", exact: true }).click();
  // The round waits for Cy, who has no phone of their own.
  await expect(bo.getByText(/Voted: Ada and Bo/)).toBeVisible();
  await expect(bo.getByText("The votes are in")).toHaveCount(0);

  await host.getByRole("button", { name: "I'm Cy" }).click();
  await expect(host.getByText("Hand the phone to Cy")).toBeVisible();
  // Behind the cover nobody's vote can be cast or seen.
  await expect(host.getByRole("button", { name: "Bo", exact: true })).toHaveCount(0);
  await host.getByRole("button", { name: "Show my screen" }).click();
  await expect(host.getByRole("status").filter({ hasText: "Playing as Cy" })).toBeVisible();
  await host.getByRole("button", { name: "Ada", exact: true }).click();

  for (const each of [host, bo]) {
    await expect(each.getByText("The votes are in")).toBeVisible();
    await expect(each.getByText("Cy voted for Ada")).toBeVisible();
  }
  await host.getByRole("button", { name: "Me (Ada)" }).click();
  await expect(host.getByRole("status").filter({ hasText: "Playing as Cy" })).toHaveCount(0);
});
