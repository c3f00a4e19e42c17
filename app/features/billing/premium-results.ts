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

/** The route id of each page in app/routes.ts. */
export function premiumResultRouteId(page: PremiumResultPage): string {
  return `premium-${page}`;
}

export function premiumResultOfRoute(routeId: string): PremiumResultPage | null {
  return premiumResultPages.find((page) => premiumResultRouteId(page) === routeId) ?? null;
}

/** How long the processing page waits between status checks, and how often it asks. */
export const confirmationPollMs = 2000;
export const confirmationPolls = 10;
