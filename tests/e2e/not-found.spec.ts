import { expect, test } from "./fixtures.ts";

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
  expect(await response.json()).toEqual({ ok: true, db: "pglite" });
});
