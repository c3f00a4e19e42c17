/** The checkout result pages of SPEC §2, one module fed by this data (DESIGN.md §3). */
export const premiumResultPages = ["processing", "confirmation", "cancelled", "failed"] as const;
export type PremiumResultPage = (typeof premiumResultPages)[number];

export interface PremiumResultLinks {
  primary: string;
  secondary: string;
}

export const premiumResultLinks: Readonly<Record<PremiumResultPage, PremiumResultLinks>> = {
  processing: { primary: "/profile", secondary: "/go" },
  confirmation: { primary: "/go", secondary: "/profile" },
  cancelled: { primary: "/info/pricing", secondary: "/go" },
  failed: { primary: "/info/pricing", secondary: "/info/contact" },
};

export function premiumResultOf(pathname: string): PremiumResultPage | null {
  const last = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  return premiumResultPages.find((page) => `premium-${page}` === last) ?? null;
}

/** How long the processing page waits between status checks, and how often it asks. */
export const confirmationPollMs = 2000;
export const confirmationPolls = 10;
