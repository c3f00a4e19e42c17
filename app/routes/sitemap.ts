import { dbContext } from "#app/context.ts";
import { getEnv } from "#app/env.server.ts";
import { listArticles } from "#app/features/articles/articles.server.ts";
import { landingDeckIds } from "#app/features/cards/card-decks.ts";
import { listIndexablePacks } from "#app/domain/authored-packs.server.ts";
import { sitemapXml, type SitemapPage } from "#app/features/seo/sitemap.server.ts";
import { catalogue } from "#app/games/catalogue.ts";
import { staticPagePaths } from "#app/prerendered-paths.ts";
import type { Database } from "#db/client.server.ts";
import type { Route } from "./+types/sitemap";

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
  () =>
    listArticles().map((article) => ({
      path: article.path,
      lastModified: article.date,
      languages: article.translations,
    })),
  async (db) =>
    (await listIndexablePacks(db)).map((row) => ({
      path: `/game/${row.id}`,
      lastModified: row.lastUpdated.toISOString().slice(0, 10),
    })),
];

/** The sitemap's pages, each path once. */
async function sitemapPages(db: Database): Promise<SitemapPage[]> {
  const families = await Promise.all(pageFamilies.map((family) => family(db)));
  const byPath = new Map<string, SitemapPage>();
  for (const page of families.flat()) if (!byPath.has(page.path)) byPath.set(page.path, page);
  return [...byPath.values()];
}

/** /sitemap.xml: every public page, articles and published community packs included. */
export async function loader({ context }: Route.LoaderArgs) {
  const pages = await sitemapPages(context.get(dbContext));
  return new Response(sitemapXml(getEnv().BASE_URL, pages), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
