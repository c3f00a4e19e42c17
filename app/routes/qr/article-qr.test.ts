import { describe, expect, it } from "vitest";
import { listArticles } from "#app/features/articles/articles.server.ts";
import { articleQrPages } from "#app/features/print/article-qr.ts";
import { findQrPage } from "#app/features/print/qr-catalogue.ts";

describe("the articles' QR flyers", () => {
  const current = listArticles().filter((article) => !article.deprecated);

  it("give every current article one flyer leading to it, and archived ones none", () => {
    const pages = articleQrPages(listArticles());
    expect(pages.map((page) => page.target).sort()).toEqual(
      current.map((article) => article.path).sort(),
    );
    expect(new Set(pages.map((page) => page.id)).size).toBe(pages.length);
    expect(pages.some((page) => page.target.startsWith("/articles/deprecated/"))).toBe(false);
  });

  it("keep nested articles apart from the one their last segment names", () => {
    const extra = articleQrPages(listArticles());
    expect(findQrPage("standard", "articles/beer-pong-qr", extra)?.page.target).toBe(
      "/articles/beer-pong",
    );
    expect(
      findQrPage("scrollbar", "articles/partnerships-scrollbar-beer-pong-qr", extra)?.page.target,
    ).toBe("/articles/partnerships/scrollbar/beer-pong");
    expect(findQrPage("standard", "articles/kings-cup-qr")).toBeNull();
  });

  it("carry the article's title and the sign's call to action", () => {
    const page = articleQrPages(listArticles()).find(
      (candidate) => candidate.target === "/articles/kings-cup",
    );
    const article = current.find((candidate) => candidate.path === "/articles/kings-cup");
    expect(page?.copy).toEqual({
      kind: "text",
      title: article?.title,
      cta: expect.stringMatching(/rules/),
    });
  });
});
