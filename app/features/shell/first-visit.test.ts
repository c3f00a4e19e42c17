import { describe, expect, test } from "vitest";
import {
  analyticsConfigured,
  firstVisitStep,
  parseAgeAnswer,
  parseConsent,
} from "./first-visit.ts";

const answered = {
  storageRead: true,
  age: { confirmed: true },
  ageDialogOpen: false,
  consent: { analytics: false },
  analyticsConfigured: true,
};

describe("firstVisitStep", () => {
  test("waits until the browser has read its storage", () => {
    expect(firstVisitStep({ ...answered, storageRead: false, age: null })).toBe("pending");
  });

  test("asks the age question first", () => {
    expect(firstVisitStep({ ...answered, age: null, consent: null })).toBe("age");
  });

  test("keeps the age dialog in front while its alcohol-free message shows", () => {
    expect(
      firstVisitStep({
        ...answered,
        age: { confirmed: false },
        ageDialogOpen: true,
        consent: null,
      }),
    ).toBe("age");
  });

  test("asks about cookies after the age question, when analytics are configured", () => {
    expect(firstVisitStep({ ...answered, consent: null })).toBe("consent");
  });

  test("never asks about cookies without analytics", () => {
    expect(firstVisitStep({ ...answered, consent: null, analyticsConfigured: false })).toBe("done");
  });

  test("is done for a visitor who answered everything", () => {
    expect(firstVisitStep(answered)).toBe("done");
    expect(firstVisitStep({ ...answered, age: { confirmed: false } })).toBe("done");
  });
});

test("parseAgeAnswer accepts only the stored shape", () => {
  expect(parseAgeAnswer({ confirmed: true })).toEqual({ confirmed: true });
  expect(parseAgeAnswer({ confirmed: false })).toEqual({ confirmed: false });
  expect(parseAgeAnswer({ confirmed: "yes" })).toBeNull();
  expect(parseAgeAnswer(null)).toBeNull();
});

test("parseConsent accepts only the stored shape", () => {
  expect(parseConsent({ analytics: true })).toEqual({ analytics: true });
  expect(parseConsent({ analytics: false })).toEqual({ analytics: false });
  expect(parseConsent({})).toBeNull();
  expect(parseConsent("accepted")).toBeNull();
});

test("analyticsConfigured needs a tag manager or a pixel", () => {
  expect(analyticsConfigured({ GTM_ID: null, PIXEL_ID: null })).toBe(false);
  expect(analyticsConfigured({ GTM_ID: "GTM-ABC123", PIXEL_ID: null })).toBe(true);
  expect(analyticsConfigured({ GTM_ID: null, PIXEL_ID: "1234567890" })).toBe(true);
});
