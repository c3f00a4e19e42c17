import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { newEmail, signUpOverHttp } from "./sign-up.ts";
import { open } from "./table.ts";

// A community pack's heart, in the community lists and on its own page, and its report
// button in the player: both go through the pack page's action.

/** Publishes a pack as the signed-in player; answers its id. */
async function publish(page: Page, name: string): Promise<string> {
  const response = await page.request.post("/api/packs", {
    data: {
      metadata: {
        name,
        description: "Questions for the last train home.",
        author: "Night Owl",
        alcohol: true,
        tags: [],
      },
      prompts: [{ text: "Never have I ever missed the last train." }],
    },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { metadata: { id: string } };
  return body.metadata.id;
}

/** A fresh pack name, so parallel runs never find each other's packs. */
function packName(word: string): string {
  return `${word} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
}

test("a pack liked in the community list is liked on its page and on the profile", async ({
  page,
}) => {
  await signUpOverHttp(page, newEmail("packfan"));
  const name = packName("Night Bus");
  const id = await publish(page, name);

  await open(page, "/go");
  const community = page.getByRole("region", { name: "Community packs" });
  await community.getByRole("searchbox", { name: "Search community packs" }).fill(name);
  // The search's answer, not the list from before it: the like is counted on the packs shown.
  await expect(community.getByRole("list")).toHaveAttribute("aria-busy", "false");
  const card = community.getByRole("listitem").filter({ hasText: name });
  const heart = card.getByRole("button", { name: `Like ${name}` });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await expect(card.getByText("0 likes")).toBeVisible();

  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(card.getByText("1 like", { exact: true })).toBeVisible();
  await expect(heart).toHaveAttribute("aria-busy", "false");

  await card.getByRole("link", { name: `Play ${name}` }).click();
  await expect(page).toHaveURL(`/game/${id}`);
  const pageHeart = page.getByRole("banner").getByRole("button", { name: `Like ${name}` });
  await expect(pageHeart).toHaveAttribute("aria-pressed", "true");

  await open(page, "/profile");
  const liked = page.getByRole("region", { name: "Liked games" });
  await expect(liked.getByText(name)).toBeVisible();

  await open(page, `/game/${id}`);
  await pageHeart.click();
  await expect(pageHeart).toHaveAttribute("aria-pressed", "false");
  await expect(pageHeart).toHaveAttribute("aria-busy", "false");
  await open(page, "/profile");
  await expect(liked.getByText(name)).toHaveCount(0);
});

test("signed out, a pack's heart explains that likes need an account", async ({ page }) => {
  await signUpOverHttp(page, newEmail("packauthor"));
  const name = packName("Sober Bus");
  const id = await publish(page, name);
  await page.context().clearCookies();

  await open(page, `/game/${id}`);
  const heart = page.getByRole("button", { name: `Like ${name}` });
  await heart.click();
  const dialog = page.getByRole("dialog", { name: "Keep the games you love" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Create a free account" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
});

test("a pack is reported from the player with a reason; signed out, the button asks for a sign-in", async ({
  page,
}) => {
  await signUpOverHttp(page, newEmail("reported"));
  const name = packName("Rude Bus");
  const id = await publish(page, name);
  await page.context().clearCookies();

  await open(page, `/game/${id}`);
  await page.getByRole("button", { name: "Report this pack" }).click();
  const dialog = page.getByRole("dialog", { name: `Report ${name}` });
  await expect(dialog.getByText("Reports come from players with an account")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Sign in to report" })).toHaveAttribute(
    "href",
    "/sign-in",
  );
  await page.keyboard.press("Escape");

  await signUpOverHttp(page, newEmail("reporter"));
  await open(page, `/game/${id}`);
  await page.getByRole("button", { name: "Start the game" }).click();
  await expect(page.getByTestId("prompt")).toBeVisible();
  await page.getByRole("button", { name: "Report this pack" }).click();
  const reason = dialog.getByLabel("What's wrong with it?");
  const send = dialog.getByRole("button", { name: "Send report" });

  await reason.fill("   ");
  await send.click();
  await expect(dialog.getByRole("alert")).toHaveText("Tell us what is wrong with this pack.");
  await expect(reason).toHaveAttribute("aria-invalid", "true");

  await reason.fill("Makes fun of a real person at our bar.");
  await send.click();
  await expect(dialog.getByRole("status")).toContainText("Thanks.");

  const exported = await page.request.get("/api/profile/export");
  const data = (await exported.json()) as { packReports: { packId: string; reason: string }[] };
  expect(data.packReports).toEqual([
    expect.objectContaining({ packId: id, reason: "Makes fun of a real person at our bar." }),
  ]);
});

test("a heart whose tap can't reach the server says so and stays as it was", async ({ page }) => {
  await signUpOverHttp(page, newEmail("offline"));
  const name = packName("Tunnel Bus");
  const id = await publish(page, name);
  await open(page, `/game/${id}`);
  const heart = page.getByRole("banner").getByRole("button", { name: `Like ${name}` });

  // The pack page's data requests fail as a dropped connection does: the like, and the
  // reload of the page's data that must not follow it.
  const cutOff = `**/game/${id}.data*`;
  await page.route(cutOff, (route) => route.abort("internetdisconnected"));
  await heart.click();
  const notifications = page.getByRole("region", { name: /Notifications/ });
  await expect(
    notifications.getByText("Can't reach the server. Check your connection.", { exact: true }),
  ).toBeVisible();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await expect(heart).toHaveAttribute("aria-busy", "false");
  await expect(page.getByRole("button", { name: "Start the game" })).toBeVisible();

  await page.unroute(cutOff);
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(heart).toHaveAttribute("aria-busy", "false");
});
