import { expect, test } from "vitest";
import { isInstallOfferDismissed, isInstallPromptEvent } from "./install-offer.ts";

test("isInstallPromptEvent recognises an event that can prompt", () => {
  const event = Object.assign(new Event("beforeinstallprompt"), { prompt: async () => undefined });
  expect(isInstallPromptEvent(event)).toBe(true);
  expect(isInstallPromptEvent(new Event("beforeinstallprompt"))).toBe(false);
});

test("only a stored true means 'Don't ask again'", () => {
  expect(isInstallOfferDismissed(true)).toBe(true);
  expect(isInstallOfferDismissed(null)).toBe(false);
  expect(isInstallOfferDismissed("true")).toBe(false);
});
