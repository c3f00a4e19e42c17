import { getEnv } from "#app/env.server.ts";
import { robotsTxt } from "#app/features/seo/sitemap.server.ts";

/** /robots.txt: crawl everything public, with the sitemap's address. */
export function loader() {
  return new Response(robotsTxt(getEnv().BASE_URL), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
