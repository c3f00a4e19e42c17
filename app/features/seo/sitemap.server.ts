export interface SitemapPage {
  path: string;
  /** YYYY-MM-DD, when known. */
  lastModified?: string;
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
