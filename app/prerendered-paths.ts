import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { articleSlugOf } from "./features/articles/article-frontmatter.ts";
import {
  isPersonalResultPage,
  premiumResultPages,
  premiumResultPath,
} from "./features/billing/premium-results.ts";
import { proseInfoPages } from "./routes/info/prose-pages.ts";

/** Site pages that are the same for every visitor (the sitemap lists them too). */
export const staticPagePaths = [
  "/",
  "/go",
  "/how-it-works",
  "/info/FAQ",
  "/info/pricing",
  "/info/contact",
  "/info/dojo-coins",
  ...proseInfoPages.map((page) => `/info/${page}`),
  "/articles",
  "/partnerships/slusen",
  "/partnerships/scrollbar",
  "/misc/epic-dare-challenge",
];

/**
 * Checkout's result pages that say the same to everyone (cancelled, failed); nothing a
 * search engine should list. Processing and confirmation read the visitor's Premium on the
 * server, so they are rendered on request.
 */
const premiumResultPaths = premiumResultPages
  .filter((page) => !isPersonalResultPage(page))
  .map(premiumResultPath);

/** Every article file on disk, as its URL path (read when the build starts). */
function articlePaths(): string[] {
  const directory = fileURLToPath(new URL("../content/articles/en/", import.meta.url));
  return readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => `/articles/${articleSlugOf(file)}`)
    .sort();
}

/** Pages rendered to HTML at build time: the static pages and every article. */
export function prerenderedPaths(): string[] {
  return [...staticPagePaths, ...premiumResultPaths, ...articlePaths()];
}
