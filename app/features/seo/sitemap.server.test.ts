import { describe, expect, test } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap.server.ts";

describe("sitemapXml", () => {
  test("writes absolute addresses under the base URL, with the dates it knows", () => {
    const xml = sitemapXml("https://partydojo.app", [
      { path: "/", languages: ["en"] },
      { path: "/articles/meyer", lastModified: "2026-11-23", languages: ["en"] },
    ]);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain("<url><loc>https://partydojo.app/</loc></url>");
    expect(xml).toContain(
      "<url><loc>https://partydojo.app/articles/meyer</loc><lastmod>2026-11-23</lastmod></url>",
    );
  });

  test("lists a page once per language, each entry naming every language's address", () => {
    const xml = sitemapXml("https://partydojo.app", [{ path: "/games/meyer" }]);
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://partydojo.app/games/meyer"/>' +
      '<xhtml:link rel="alternate" hreflang="da" href="https://partydojo.app/games/meyer?lang=da"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://partydojo.app/games/meyer"/>';
    expect(xml).toContain(`<url><loc>https://partydojo.app/games/meyer</loc>${alternates}</url>`);
    expect(xml).toContain(
      `<url><loc>https://partydojo.app/games/meyer?lang=da</loc>${alternates}</url>`,
    );
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  test("escapes what XML can't hold as text", () => {
    const xml = sitemapXml("https://partydojo.app", [{ path: "/search?a=1&b=2" }]);
    expect(xml).toContain("<loc>https://partydojo.app/search?a=1&amp;b=2</loc>");
    expect(xml).toContain("<loc>https://partydojo.app/search?a=1&amp;b=2&amp;lang=da</loc>");
  });
});

describe("robotsTxt", () => {
  test("allows everything public, keeps private areas out and names the sitemap", () => {
    const robots = robotsTxt("https://partydojo.app");
    expect(robots.split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "Disallow: /api/",
      "Disallow: /dev/",
      "Disallow: /admin/",
      "Disallow: /profile",
      "Disallow: /editor",
      "",
      "Sitemap: https://partydojo.app/sitemap.xml",
      "",
    ]);
  });
});
