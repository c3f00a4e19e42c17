import {
  defaultLanguage,
  pathInLanguage,
  supportedLanguages,
  type Language,
} from "#app/i18n/language.ts";

export interface SitemapPage {
  path: string;
  /** YYYY-MM-DD, when known. */
  lastModified?: string;
  /** The languages the page's content exists in; every language when not said. */
  languages?: readonly Language[];
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * sitemaps.org XML with absolute addresses under `baseUrl`: one entry per page and language,
 * each naming the page's address in every language it exists in (and English as the
 * default), as search engines read alternates from a sitemap.
 */
export function sitemapXml(baseUrl: string, pages: readonly SitemapPage[]): string {
  const urls = pages.flatMap((page) => {
    const languages = page.languages ?? supportedLanguages;
    const address = (language: Language) =>
      escapeXml(new URL(pathInLanguage(page.path, language), baseUrl).href);
    const alternates =
      languages.length > 1
        ? [
            ...languages.map(
              (language) =>
                `<xhtml:link rel="alternate" hreflang="${language}" href="${address(language)}"/>`,
            ),
            `<xhtml:link rel="alternate" hreflang="x-default" href="${address(defaultLanguage)}"/>`,
          ].join("")
        : "";
    const modified = page.lastModified ? `<lastmod>${page.lastModified}</lastmod>` : "";
    return languages.map(
      (language) => `  <url><loc>${address(language)}</loc>${modified}${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
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
