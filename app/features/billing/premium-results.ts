/** The checkout result pages (docs/product-rules.md#status-check), one module fed by this data. */
export const premiumResultPages = ["processing", "confirmation", "cancelled", "failed"] as const;
export type PremiumResultPage = (typeof premiumResultPages)[number];

/** Who is looking at a result page, as the server reads it from the profile. */
export type PremiumViewer = "signed-out" | "free" | "premium";

/**
 * What a result page shows. `checking` runs the status check in the browser and turns into
 * `unconfirmed` when it finds no Premium; every other view is decided by the loader.
 */
export type PremiumResultView =
  "checking" | "unconfirmed" | "welcome" | "notReceived" | "signedOut" | "cancelled" | "failed";

/** The view for `page` and `viewer`; "confirmed" means the processing page has nothing left to wait for. */
export function premiumResultView(
  page: PremiumResultPage,
  viewer: PremiumViewer,
): PremiumResultView | "confirmed" {
  if (page === "cancelled" || page === "failed") return page;
  if (viewer === "signed-out") return "signedOut";
  if (page === "processing") return viewer === "premium" ? "confirmed" : "checking";
  return viewer === "premium" ? "welcome" : "notReceived";
}

/**
 * Pages whose content depends on the visitor: rendered on every request, never prerendered
 * (docs/decisions/004-prerendered-pages.md).
 */
export function isPersonalResultPage(page: PremiumResultPage): boolean {
  return page === "processing" || page === "confirmation";
}

export function premiumResultPath(page: PremiumResultPage): string {
  return `/info/premium-${page}`;
}

/** The page a URL path names; matched like the router does, ignoring case and a final slash. */
export function premiumResultOfPath(pathname: string): PremiumResultPage | null {
  const path = pathname.replace(/\/+$/, "").toLowerCase();
  return premiumResultPages.find((page) => premiumResultPath(page) === path) ?? null;
}

/** The route id of each page in app/routes.ts. */
export function premiumResultRouteId(page: PremiumResultPage): string {
  return `premium-${page}`;
}

/** What a button on a result page does. */
export type PremiumResultAction =
  | { kind: "link"; to: string }
  /** Signs in and comes back to this page: a payment belongs to the account that paid. */
  | { kind: "signIn" }
  /** Runs one more budget of status checks in place. */
  | { kind: "checkAgain" };

const linkTo = (to: string): PremiumResultAction => ({ kind: "link", to });

/** The two buttons of each view; `checking` has none while it waits. */
export const premiumResultActions: Readonly<
  Record<PremiumResultView, { primary: PremiumResultAction; secondary: PremiumResultAction } | null>
> = {
  checking: null,
  unconfirmed: { primary: { kind: "checkAgain" }, secondary: linkTo("/profile") },
  welcome: { primary: linkTo("/go"), secondary: linkTo("/profile") },
  notReceived: { primary: linkTo(premiumResultPath("processing")), secondary: linkTo("/profile") },
  signedOut: { primary: { kind: "signIn" }, secondary: linkTo("/go") },
  cancelled: { primary: linkTo("/info/pricing"), secondary: linkTo("/go") },
  failed: { primary: linkTo("/info/pricing"), secondary: linkTo("/info/contact") },
};
