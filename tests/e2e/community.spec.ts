import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { newEmail, signUpOverHttp } from "./sign-up.ts";
import { open } from "./table.ts";

// Community packs (docs/product-rules.md#community-packs): published packs on /go and the landing
// page, with search, sort and filters; drafts never show.

async function signUp(page: Page, localPart: string) {
  await signUpOverHttp(page, newEmail(localPart));
}

async function publish(
  page: Page,
  name: string,
  options: { draft?: boolean; alcohol?: boolean } = {},
) {
  const response = await page.request.post("/api/packs", {
    data: {
      metadata: {
        name,
        description: "Questions for the last train home.",
        author: "Night Owl",
        alcohol: options.alcohol ?? true,
        tags: options.draft ? ["draft"] : [],
      },
      prompts: [{ text: "Never have I ever missed the last train." }],
    },
  });
  expect(response.status()).toBe(201);
}

test("published packs show on /go with search and filters; drafts don't", async ({ page }) => {
  const marker = `Owl${Date.now().toString(36)}`;
  await signUp(page, "owl");
  await publish(page, `${marker} Night Bus`);
  await publish(page, `${marker} Sober Bus`, { alcohol: false });
  await publish(page, `${marker} Secret Bus`, { draft: true });

  await open(page, "/go");
  const community = page.getByRole("region", { name: "Community packs" });
  await community.getByRole("searchbox", { name: "Search community packs" }).fill(marker);
  await expect(community.getByRole("heading", { name: `${marker} Night Bus` })).toBeVisible();
  await expect(community.getByRole("heading", { name: `${marker} Sober Bus` })).toBeVisible();
  await expect(community.getByRole("heading", { name: `${marker} Secret Bus` })).toHaveCount(0);

  await community.getByRole("switch", { name: "Alcohol-free packs only" }).click();
  await expect(community.getByRole("heading", { name: `${marker} Night Bus` })).toHaveCount(0);
  await expect(community.getByRole("heading", { name: `${marker} Sober Bus` })).toBeVisible();

  await community.getByRole("searchbox").fill(`${marker}-nothing-like-this`);
  await expect(community.getByText("Nothing matches that")).toBeVisible();

  await community.getByRole("combobox", { name: "Sort" }).selectOption("new");
  await community.getByRole("searchbox").fill(marker);
  await expect(community.getByRole("link", { name: `Play ${marker} Sober Bus` })).toHaveAttribute(
    "href",
    /^\/game\/[a-z0-9]{10}$/,
  );
});

test("the landing page shows the community's most loved packs", async ({ page }) => {
  await signUp(page, "lander");
  await publish(page, `Landing ${Date.now().toString(36)}`);
  await open(page, "/");
  const featured = page.getByRole("region", { name: "Made by players" });
  await expect(featured.getByRole("link", { name: /^Play / }).first()).toBeVisible();
  await expect(featured.getByRole("link", { name: "Browse all community packs" })).toHaveAttribute(
    "href",
    "/go#community-title",
  );
});

test("a list that can't load without a connection offers a retry in place, not an error page", async ({
  page,
  context,
}) => {
  await signUp(page, "cellar");
  const marker = `Cellar${Date.now().toString(36)}`;
  await publish(page, `${marker} Bus`);
  await open(page, "/go");
  const community = page.getByRole("region", { name: "Community packs" });
  await community.getByRole("searchbox", { name: "Search community packs" }).fill(marker);
  await expect(community.getByRole("heading", { name: `${marker} Bus` })).toBeVisible();

  await context.setOffline(true);
  await community.getByRole("combobox", { name: "Sort" }).selectOption("new");
  await expect(community.getByRole("alert")).toHaveText(
    /The community packs didn't load\. Check your connection and try again\./,
  );
  await expect(page.getByRole("heading", { name: "Community packs" })).toBeVisible();

  await context.setOffline(false);
  await community.getByRole("button", { name: "Try again" }).click();
  await expect(community.getByRole("heading", { name: `${marker} Bus` })).toBeVisible();
  await expect(community.getByRole("alert")).toHaveCount(0);
});
