import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";

test("a made-up URL answers 404 with the Page Not Found page", async ({ page }) => {
  const response = await page.goto("/the/path");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/Page Not Found/);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("Page Not Found: /the/path")).toBeVisible();
  await expect(
    page.getByText("Oops! This page seems to have wandered off after too many drinks!"),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous Page" })).toBeVisible();
});

test("the 404 names the full path, query string included", async ({ page }) => {
  const response = await page.goto("/nope?x=1");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("not-found-path")).toHaveText("Page Not Found: /nope?x=1");
});

test("a 404 reached by client-side navigation names the full path too", async ({ page }) => {
  await page.goto("/nope?x=1&y=two");
  // Once hydrated, the 'Homepage' link navigates in the page instead of loading a new document.
  await waitForHydration(page);
  await page.getByRole("link", { name: "Homepage" }).click();
  await expect(page).toHaveURL(/\/$/);

  // Back is a navigation inside the app: the router asks the server for the 404's data.
  const data = page.waitForResponse((answer) => new URL(answer.url()).pathname === "/nope.data");
  await page.goBack();
  expect((await data).status()).toBe(404);
  await expect(page.getByTestId("not-found-path")).toHaveText("Page Not Found: /nope?x=1&y=two");
});

test("'Homepage' on the error page goes to /", async ({ page }) => {
  await page.goto("/nowhere-to-be-found");
  await page.getByRole("link", { name: "Homepage" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("unknown API paths answer JSON, not HTML", async ({ request }) => {
  const response = await request.get("/api/does-not-exist");
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: "No API endpoint at /api/does-not-exist" });
});

test("health reports the embedded database", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(await response.json()).toEqual({ ok: true, db: "pglite", degraded: [] });
});
