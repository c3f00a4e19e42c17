import { dbContext } from "#app/context.ts";
import { getEnv } from "#app/env.server.ts";
import { sitemapPages, sitemapXml } from "#app/features/seo/sitemap.server.ts";
import type { Route } from "./+types/sitemap";

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
