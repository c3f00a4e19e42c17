/** The fields of SPEC §3's profile that govern Premium (SPEC §6). */
export interface PremiumFields {
  premium: boolean;
  cancelled: boolean;
  /** Unix seconds: when a cancelled Premium ends, or the next billing date. */
  premiumEndDate: number | null;
}

export type SubscriptionStatus =
  | { plan: "free" }
  | { plan: "premium"; renewsAt: number | null }
  | { plan: "premium-cancelled"; endsAt: number | null };

/**
 * What the profile shows about Premium. SPEC §4: premium expires once premiumEndDate has
 * passed, and a cancelled member keeps Premium until then. Decided on the server, with its
 * clock; the browser only shows the answer.
 */
export function subscriptionStatus(fields: PremiumFields, nowSeconds: number): SubscriptionStatus {
  const { premium, cancelled, premiumEndDate } = fields;
  if (!premium) return { plan: "free" };
  if (premiumEndDate !== null && premiumEndDate <= nowSeconds) return { plan: "free" };
  return cancelled
    ? { plan: "premium-cancelled", endsAt: premiumEndDate }
    : { plan: "premium", renewsAt: premiumEndDate };
}
