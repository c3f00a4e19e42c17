import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { checkoutRequestSchema } from "./checkout-request.ts";
import { premiumPrices } from "./plans.ts";
import { subscriptionFormSchema, subscriptionIntents } from "./subscription-intents.ts";
import { testPortalFormSchema, testPortalIntents } from "./test-portal-form.ts";

type Schema = Parameters<typeof parseWithZod>[1]["schema"];

function problems(schema: Schema, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const submission = parseWithZod(form, { schema });
  return submission.status === "success" ? null : submission.error;
}

describe("the billing buttons' schemas", () => {
  it("take each of the subscription card's intents, and nothing else", () => {
    for (const intent of subscriptionIntents) {
      expect(problems(subscriptionFormSchema, { intent }), intent).toBeNull();
    }
    for (const intent of ["cancel", "claim-reward"]) {
      expect(problems(subscriptionFormSchema, { intent }), intent).toEqual({
        intent: ["unknownIntent"],
      });
    }
    expect(problems(subscriptionFormSchema, {})).toEqual({ intent: ["unknownIntent"] });
  });

  it("take each of the test portal's intents, and nothing else", () => {
    for (const intent of testPortalIntents) {
      expect(problems(testPortalFormSchema, { intent }), intent).toBeNull();
    }
    for (const intent of ["rewind", "cancel-subscription"]) {
      expect(problems(testPortalFormSchema, { intent }), intent).toEqual({
        intent: ["unknownIntent"],
      });
    }
    expect(problems(testPortalFormSchema, {})).toEqual({ intent: ["unknownIntent"] });
  });

  it("take a checkout only for one of our prices", () => {
    expect(problems(checkoutRequestSchema, { price_id: premiumPrices.monthly.id })).toBeNull();
    for (const price_id of ["premium-weekly", ""]) {
      expect(problems(checkoutRequestSchema, { price_id }), price_id).toEqual({
        price_id: ["unknownPrice"],
      });
    }
  });
});
