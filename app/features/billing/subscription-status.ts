import { hasPremium, type PremiumRecord } from "#app/domain/premium-lifecycle.ts";

/** The profile fields that govern Premium (docs/data-model.md#profile). */
export type PremiumFields = Pick<
  PremiumRecord,
  "premium" | "cancelled" | "pastDue" | "premiumEndDate"
>;

export type SubscriptionStatus =
  | { plan: "free" }
  | { plan: "premium"; renewsAt: number | null; pastDue: boolean }
  | { plan: "premium-cancelled"; endsAt: number | null; pastDue: boolean };

/**
 * What the profile shows about Premium. Premium expires once premiumEndDate has passed, and a
 * cancelled member keeps Premium until then. Decided on the server, with its clock; the browser
 * only shows the answer.
 */
export function subscriptionStatus(fields: PremiumFields, nowSeconds: number): SubscriptionStatus {
  if (!hasPremium(fields, nowSeconds)) return { plan: "free" };
  return fields.cancelled
    ? { plan: "premium-cancelled", endsAt: fields.premiumEndDate, pastDue: fields.pastDue }
    : { plan: "premium", renewsAt: fields.premiumEndDate, pastDue: fields.pastDue };
}
