import { z } from "zod/mini";
import { billingIntervals, premiumPrices, type BillingInterval } from "./plans.ts";

const priceIds = billingIntervals.map((interval) => premiumPrices[interval].id);

const checkoutMessages = {
  unknownPrice: `Choose one of the Premium prices: ${priceIds.join(" or ")}.`,
} as const;

/** POST /api/subscription/create-checkout-session {price_id}: only our two prices. */
export const checkoutRequestSchema = z.object({
  price_id: z
    .string({ error: checkoutMessages.unknownPrice })
    .check(z.refine((id) => priceIds.includes(id), checkoutMessages.unknownPrice)),
});

export function intervalOfPriceId(priceId: string): BillingInterval | null {
  return billingIntervals.find((interval) => premiumPrices[interval].id === priceId) ?? null;
}
