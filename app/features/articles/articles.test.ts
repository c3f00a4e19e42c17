import { describe, expect, test } from "vitest";
import type { ArticleCategory } from "./article-frontmatter.ts";
import {
  archivedOf,
  featuredOf,
  movedArticle,
  relatedTo,
  shelvesOf,
  type ArticleSummary,
} from "./articles.ts";
import { scriptSafeJson } from "./article-json-ld.tsx";

function article(slug: string, title: string, category: ArticleCategory): ArticleSummary {
  return {
    slug,
    path: `/articles/${slug}`,
    deprecated: slug.startsWith("deprecated/"),
    title,
    description: `${title}: how to play it, with variations and an alcohol-free version.`,
    date: "2026-11-23",
    tags: ["party"],
    category,
    players: "2+",
    needs: [],
    language: "en",
    translations: ["en"],
  };
}

const articles = [
  article("pyramid", "Pyramid", "cards"),
  article("meyer", "Meyer", "our-games"),
  article("kings-cup", "Kings Cup", "cards"),
  article("deprecated/kings-cup", "Kings Cup", "cards"),
  article("the-line", "The Line", "pong"),
  article("bakke", "Bakke", "our-games"),
];

describe("shelvesOf", () => {
  test("groups current articles by category in the categories' order, by title inside", () => {
    expect(
      shelvesOf(articles).map((shelf) => [shelf.category, shelf.articles.map((a) => a.slug)]),
    ).toEqual([
      ["our-games", ["bakke", "meyer"]],
      ["cards", ["kings-cup", "pyramid"]],
      ["pong", ["the-line"]],
    ]);
  });
});

test("archivedOf keeps only the deprecated articles", () => {
  expect(archivedOf(articles).map((a) => a.slug)).toEqual(["deprecated/kings-cup"]);
});

test("relatedTo offers other current articles of the same category", () => {
  const kingsCup = articles[2];
  if (!kingsCup) throw new Error("fixture");
  expect(relatedTo(kingsCup, articles).map((a) => a.slug)).toEqual(["pyramid"]);
});

describe("featuredOf", () => {
  test("puts the picks first and tops up with other current articles", () => {
    expect(featuredOf(articles).map((a) => a.slug)).toEqual([
      "meyer",
      "kings-cup",
      "the-line",
      "bakke",
    ]);
  });

  test("never features an archived article", () => {
    const onlyArchived = [article("deprecated/meyer", "Meyer", "dice")];
    expect(featuredOf(onlyArchived)).toEqual([]);
  });
});

test("scriptSafeJson can't close the script element it sits in", () => {
  const json = scriptSafeJson({ headline: "</script><script>alert(1)</script>" });
  expect(json).not.toContain("</script");
  expect(JSON.parse(json)).toEqual({ headline: "</script><script>alert(1)</script>" });
});

test("movedArticle sends a moved article's old slug to its new address, and nothing else", () => {
  expect(movedArticle("partnerships/gentle-jack")).toBe("/articles/gentle-jack");
  expect(movedArticle("gentle-jack")).toBeUndefined();
  expect(movedArticle("partnerships/scrollbar/beer-pong")).toBeUndefined();
});
