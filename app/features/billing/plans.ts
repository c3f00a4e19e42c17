/**
 * The Premium plans and their prices (docs/product-rules.md#premium). Prices are kept in
 * this one module, so the pricing page, checkout and tests can never disagree.
 */

export type BillingInterval = "monthly" | "yearly";

export const billingIntervals = ["monthly", "yearly"] as const satisfies readonly BillingInterval[];

export function isBillingInterval(value: unknown): value is BillingInterval {
  return billingIntervals.some((interval) => interval === value);
}

const planCurrency = "DKK";

export interface PremiumPrice {
  /** Stable id a checkout session is asked for (`price_id`). */
  id: string;
  interval: BillingInterval;
  /** Whole minor units (øre), like Stripe, so sums never meet floating-point error. */
  amount: number;
  /** Months one payment covers. */
  months: number;
}

export const premiumPrices: Readonly<Record<BillingInterval, PremiumPrice>> = {
  monthly: { id: "premium-monthly", interval: "monthly", amount: 29_00, months: 1 },
  yearly: { id: "premium-yearly", interval: "yearly", amount: 199_00, months: 12 },
};

/** Free accounts publish this many packs; drafts are unlimited on every plan. */
export const freePublishedPackLimit = 3;

/** What a year of Premium saves on the yearly price compared with paying monthly. */
export function yearlySavings(): { amount: number; percent: number } {
  const twelveMonths = premiumPrices.monthly.amount * 12;
  const amount = twelveMonths - premiumPrices.yearly.amount;
  return { amount, percent: Math.floor((amount / twelveMonths) * 100) };
}

/** The price of one month when paying for a year, rounded down to whole øre. */
export function monthlyEquivalent(price: PremiumPrice): number {
  return Math.floor(price.amount / price.months);
}

/** An amount of øre as money in the reader's language, without decimals when they are 00. */
export function formatPrice(amount: number, locale: string): string {
  const wholeKroner = amount % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: planCurrency,
    minimumFractionDigits: wholeKroner ? 0 : 2,
    maximumFractionDigits: wholeKroner ? 0 : 2,
  }).format(amount / 100);
}
