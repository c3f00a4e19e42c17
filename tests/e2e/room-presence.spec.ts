import { expect, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";
import { roomOfPhones, setPageShown } from "./room-phones.ts";

// Presence (docs/decisions/037-presence-and-audience.md): every phone sees who has the room open,
// who put their phone away and who is gone, beside each name and where the table waits for them.

/** A player's line in a phone's list of players. */
const playerLine = (page: Page, name: string) =>
  page
    .getByRole("region", { name: /players$/ })
    .getByRole("listitem")
    .filter({ hasText: name });

test("the host sees Bo put his phone away, waits for “Bo (away)”, and sees him come back", async ({
  page: host,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(90_000);
  const [bo] = await roomOfPhones(host, browser, extraHTTPHeaders, ["Bo"]);

  const boOnHost = playerLine(host, "Bo");
  await expect(boOnHost.locator("[data-presence]")).toHaveAttribute("data-presence", "here");
  const adaOnBo = playerLine(bo, "Ada");
  await expect(adaOnBo.locator("[data-presence]")).toHaveAttribute("data-presence", "here");

  // Most Likely To wants three: Cy plays on Ada's phone, so is wherever it is.
  await host.getByRole("textbox", { name: "A player without a phone" }).fill("Cy");
  await host.getByRole("button", { name: "Add to this phone" }).click();
  const cyOnBo = playerLine(bo, "Cy");
  await expect(cyOnBo.locator("[data-presence]")).toHaveAttribute("data-presence", "here");
  await host.getByRole("button", { name: "Start Most Likely To" }).click();
  await expect(bo.getByTestId("prompt")).toBeVisible();
  await host.getByRole("button", { name: "Bo", exact: true }).click();
  await expect(host.getByText("Waiting for Bo and Cy", { exact: false })).toBeVisible();

  await setPageShown(bo, false);
  await expect(boOnHost.locator("[data-presence]")).toHaveAttribute("data-presence", "away");
  await expect(boOnHost).toContainText("away");
  await expect(
    host.getByRole("status").filter({ hasText: "Waiting for Bo (away) and Cy" }),
  ).toBeVisible();

  // Back on the room, Bo is sent what he missed and votes.
  await setPageShown(bo, true);
  await expect(boOnHost.locator("[data-presence]")).toHaveAttribute("data-presence", "here");
  await expect(host.getByText("Waiting for Bo (away)")).toHaveCount(0);
  await bo.getByRole("button", { name: "Ada", exact: true }).click();
  await expect(host.getByText("Waiting for Cy", { exact: false })).toBeVisible();

  // Closing the room's page altogether is away too, until it has been long enough to be gone.
  await bo.close();
  await expect(boOnHost.locator("[data-presence]")).toHaveAttribute("data-presence", "away");
});
