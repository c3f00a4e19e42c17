import { expect, test } from "vitest";
import {
  isPersonalResultPage,
  premiumResultOfPath,
  premiumResultPages,
  premiumResultView,
} from "./premium-results.ts";

test("the confirmation page welcomes only a Premium member", () => {
  expect(premiumResultView("confirmation", "premium")).toBe("welcome");
  expect(premiumResultView("confirmation", "free")).toBe("notReceived");
  expect(premiumResultView("confirmation", "signed-out")).toBe("signedOut");
});

test("the processing page checks only for a signed-in free account", () => {
  expect(premiumResultView("processing", "free")).toBe("checking");
  expect(premiumResultView("processing", "signed-out")).toBe("signedOut");
  // Premium already: nothing to wait for, the visitor goes on to the welcome.
  expect(premiumResultView("processing", "premium")).toBe("confirmed");
});

test("cancelled and failed say the same to everyone", () => {
  for (const viewer of ["signed-out", "free", "premium"] as const) {
    expect(premiumResultView("cancelled", viewer)).toBe("cancelled");
    expect(premiumResultView("failed", viewer)).toBe("failed");
  }
});

test("only the pages that read the visitor are personal", () => {
  expect(premiumResultPages.filter(isPersonalResultPage)).toEqual(["processing", "confirmation"]);
});

test("a URL path names its page the way the router matches it", () => {
  expect(premiumResultOfPath("/info/premium-confirmation")).toBe("confirmation");
  expect(premiumResultOfPath("/info/Premium-Processing/")).toBe("processing");
  expect(premiumResultOfPath("/info/premium-elsewhere")).toBeNull();
});
