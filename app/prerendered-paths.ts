import { premiumResultPages } from "./features/billing/premium-results.ts";
import { proseInfoPages } from "./routes/info/prose-pages.ts";

/** Pages that are the same for every visitor, rendered to HTML at build time. */
export const prerenderedPaths = [
  "/",
  "/go",
  "/how-it-works",
  "/info/FAQ",
  "/info/pricing",
  "/info/contact",
  "/info/dojo-coins",
  ...proseInfoPages.map((page) => `/info/${page}`),
  ...premiumResultPages.map((page) => `/info/premium-${page}`),
];
