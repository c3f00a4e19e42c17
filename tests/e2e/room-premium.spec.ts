import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { joinByCode, phone, startRoomAsAda } from "./room-phones.ts";
import { newEmail, signUpOverHttp } from "./sign-up.ts";
import { open } from "./table.ts";

// A room deals its host's premium packs, and its lobby says whose
// (docs/decisions/038-premium-in-rooms.md). Premium comes from the built-in test provider.

const yours = "Your premium packs are in this room too: everyone gets cards from them.";
const adas = "Ada's premium packs are in this room too.";

const makeHost = (page: Page, name: string) =>
  page.getByRole("button", { name: `Make ${name} host` }).click();

test("a Premium host's packs are in the room while they host it", async ({
  page: ada,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000);
  const address = extraHTTPHeaders?.["x-forwarded-for"] ?? "2001:db8::36";
  await signUpOverHttp(ada, newEmail("host"));
  await open(ada, "/info/pricing");
  await ada.getByRole("button", { name: "Go Premium monthly" }).click();
  await ada.getByRole("button", { name: "Pay" }).click();
  await expect(ada).toHaveURL("/info/premium-confirmation");

  await startRoomAsAda(ada);
  const code = (await ada.locator("[data-room-code]").getAttribute("data-room-code")) ?? "";
  const bo = await phone(browser, address);
  await joinByCode(bo, code, "Bo");
  await ada.getByRole("button", { name: /^Never Have I Ever/ }).click();
  await expect(bo.getByText("Next up: Never Have I Ever")).toBeVisible();
  await expect(ada.getByText(yours)).toBeVisible();
  await expect(bo.getByText(adas)).toBeVisible();

  await ada.getByRole("button", { name: "Start Never Have I Ever" }).click();
  await expect(bo.getByTestId("prompt")).not.toBeEmpty();
  await ada.getByRole("button", { name: "Back to the lobby" }).click();

  // Bo, signed out, hosts: the room is dealt free packs only, and no phone says otherwise.
  await makeHost(ada, "Bo");
  await expect(bo.getByRole("button", { name: "Start Never Have I Ever" })).toBeVisible();
  await expect(ada.getByText("Next up: Never Have I Ever")).toBeVisible();
  for (const each of [ada, bo]) await expect(each.getByText(/premium pack/)).toHaveCount(0);

  // Back to Ada: the server looks up her Premium again.
  await makeHost(bo, "Ada");
  await expect(ada.getByText(yours)).toBeVisible();
  await expect(bo.getByText(adas)).toBeVisible();
});
