import { z } from "zod/mini";
import { billingIntervals, premiumPrices, type BillingInterval } from "./plans.ts";

const priceIds = billingIntervals.map((interval) => premiumPrices[interval].id);

/** Why a checkout request names no plan of ours, in the API's words (docs/errors.md). */
export const checkoutMessages = {
  unknownPrice: `Choose one of the Premium prices: ${priceIds.join(" or ")}.`,
} as const;

/**
 * A checkout's input, `{price_id}`: the pricing page's form and
 * POST /api/subscription/create-checkout-session alike. Only our two prices; the issue is a code.
 */
export const checkoutRequestSchema = z.object({
  price_id: z
    .string({ error: "unknownPrice" })
    .check(z.refine((id) => priceIds.includes(id), "unknownPrice")),
});

export function intervalOfPriceId(priceId: string): BillingInterval | null {
  return billingIntervals.find((interval) => premiumPrices[interval].id === priceId) ?? null;
}
