// The first-visit questions (docs/product-rules.md#first-visit): the age question first, then
// cookies (only when analytics are configured), and only then anything else, such as the install
// offer.
import type { PublicEnv } from "#app/public-env.ts";

/** localStorage keys and shapes; tests/e2e/fixtures.ts writes the same ones. */
export const ageStorageKey = "party-dojo:age";
export const consentStorageKey = "party-dojo:consent";

export interface AgeAnswer {
  confirmed: boolean;
}

export interface ConsentAnswer {
  analytics: boolean;
}

export function parseAgeAnswer(value: unknown): AgeAnswer | null {
  if (typeof value !== "object" || value === null) return null;
  if (!("confirmed" in value) || typeof value.confirmed !== "boolean") return null;
  return { confirmed: value.confirmed };
}

export function parseConsent(value: unknown): ConsentAnswer | null {
  if (typeof value !== "object" || value === null) return null;
  if (!("analytics" in value) || typeof value.analytics !== "boolean") return null;
  return { analytics: value.analytics };
}

/** No tag manager and no pixel means nothing to consent to, so no cookie banner. */
export function analyticsConfigured(env: Pick<PublicEnv, "GTM_ID" | "PIXEL_ID">): boolean {
  return Boolean(env.GTM_ID) || Boolean(env.PIXEL_ID);
}

/**
 * Which question the visitor sees now. "pending" until the browser has read its storage
 * (the server and the hydration render know nothing of it).
 */
export type FirstVisitStep = "pending" | "age" | "consent" | "done";

export function firstVisitStep(input: {
  storageRead: boolean;
  age: AgeAnswer | null;
  /** The dialog still shows the alcohol-free message after a "No". */
  ageDialogOpen: boolean;
  consent: ConsentAnswer | null;
  analyticsConfigured: boolean;
}): FirstVisitStep {
  if (!input.storageRead) return "pending";
  if (input.age === null || input.ageDialogOpen) return "age";
  if (input.analyticsConfigured && input.consent === null) return "consent";
  return "done";
}
