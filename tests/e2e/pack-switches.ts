import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * Opens the game's settings and tries to switch off every pack: the last one must stay on,
 * with the refusal shown (docs/product-rules.md#pack-switches). Closes the settings again.
 */
export async function switchOffEveryPack(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Open settings" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Packs" }).click();
  // The pack switches (the 18+ opt-in sits outside the list of packs).
  const packs = dialog.getByRole("listitem").getByRole("switch");
  await expect(packs.first()).toBeVisible();
  const count = await packs.count();
  expect(count).toBeGreaterThan(1);

  for (let i = 0; i < count; i++) {
    const pack = packs.nth(i);
    if ((await pack.isEnabled()) && (await pack.isChecked())) await pack.click();
  }

  await expect(dialog.getByText("Keep at least one pack on.")).toBeVisible();
  let on = 0;
  for (let i = 0; i < count; i++) if (await packs.nth(i).isChecked()) on++;
  expect(on).toBe(1);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}
