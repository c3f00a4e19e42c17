import { listArticles } from "#app/features/articles/articles.server.ts";
import { landingDeckIds } from "#app/features/cards/card-decks.ts";
import { listIndexablePacks } from "#app/features/packs/authored-packs.server.ts";
import { catalogue } from "#app/games/catalogue.ts";
import { staticPagePaths } from "#app/prerendered-paths.ts";
import type { Database } from "#db/client.server.ts";

export interface SitemapPage {
  path: string;
  /** YYYY-MM-DD, when known. */
  lastModified?: string;
}

type PageFamily = (db: Database) => SitemapPage[] | Promise<SitemapPage[]>;

/**
 * Every public page, family by family. A new family of pages (QR pages, partner pages…)
 * adds one entry here and the sitemap lists it.
 */
const pageFamilies: PageFamily[] = [
  () => staticPagePaths.map((path) => ({ path })),
  () => catalogue.filter((entry) => entry.available).map((entry) => ({ path: entry.path })),
  () =>
    [...landingDeckIds, "you-have-been-dared", "christmass-calendar"].map((page) => ({
      path: `/misc/${page}`,
    })),
  () => listArticles().map((article) => ({ path: article.path, lastModified: article.date })),
  async (db) =>
    (await listIndexablePacks(db)).map((row) => ({
      path: `/game/${row.id}`,
      lastModified: row.lastUpdated.toISOString().slice(0, 10),
    })),
];

/** The sitemap's pages, each path once. */
export async function sitemapPages(db: Database): Promise<SitemapPage[]> {
  const families = await Promise.all(pageFamilies.map((family) => family(db)));
  const byPath = new Map<string, SitemapPage>();
  for (const page of families.flat()) if (!byPath.has(page.path)) byPath.set(page.path, page);
  return [...byPath.values()];
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** sitemaps.org XML with absolute addresses under `baseUrl`. */
export function sitemapXml(baseUrl: string, pages: readonly SitemapPage[]): string {
  const urls = pages.map((page) => {
    const location = `<loc>${escapeXml(new URL(page.path, baseUrl).href)}</loc>`;
    const modified = page.lastModified ? `<lastmod>${page.lastModified}</lastmod>` : "";
    return `  <url>${location}${modified}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Private areas stay out of search engines; everything else is welcome. */
const disallowedPaths = ["/api/", "/dev/", "/admin/", "/profile", "/editor"];

export function robotsTxt(baseUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", baseUrl).href}`,
    "",
  ].join("\n");
}
