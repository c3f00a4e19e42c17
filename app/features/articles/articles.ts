import { compareText } from "#app/i18n/collation.ts";
import type { Language } from "#app/i18n/language.ts";
import {
  articleCategories,
  type ArticleCategory,
  type ArticleFrontmatter,
} from "./article-frontmatter.ts";

/** One article as pages list and show it: its frontmatter and where it lives. */
export interface ArticleSummary extends ArticleFrontmatter {
  /** Below /articles/, e.g. "meyer" or "partnerships/scrollbar/beer-pong". */
  slug: string;
  path: string;
  /** Archived under /articles/deprecated/. */
  deprecated: boolean;
  /** The languages the article is written in (English always). */
  translations: Language[];
}

export interface ArticleShelf {
  category: ArticleCategory;
  articles: ArticleSummary[];
}

function byTitle(a: ArticleSummary, b: ArticleSummary): number {
  return compareText(a.title, b.title, a.language);
}

/** Current articles by category, in the categories' order; empty shelves left out. */
export function shelvesOf(articles: readonly ArticleSummary[]): ArticleShelf[] {
  const current = articles.filter((article) => !article.deprecated);
  return articleCategories
    .map((category) => ({
      category,
      articles: current.filter((article) => article.category === category).sort(byTitle),
    }))
    .filter((shelf) => shelf.articles.length > 0);
}

export function archivedOf(articles: readonly ArticleSummary[]): ArticleSummary[] {
  return articles.filter((article) => article.deprecated).sort(byTitle);
}

/** A few current articles of the same category, to read next. */
export function relatedTo(
  article: ArticleSummary,
  articles: readonly ArticleSummary[],
  count = 3,
): ArticleSummary[] {
  return articles
    .filter(
      (other) =>
        !other.deprecated && other.slug !== article.slug && other.category === article.category,
    )
    .sort(byTitle)
    .slice(0, count);
}

// The landing page's picks: one of our own games, the table classics people search for,
// and a partner bar's game. Whatever is missing is topped up from the rest.
const featuredSlugs = ["meyer", "kings-cup", "the-line", "beer-pong"];

export function featuredOf(articles: readonly ArticleSummary[], count = 4): ArticleSummary[] {
  const current = articles.filter((article) => !article.deprecated);
  const picked = featuredSlugs
    .map((slug) => current.find((article) => article.slug === slug))
    .filter((article): article is ArticleSummary => article !== undefined);
  const rest = current.filter((article) => !picked.includes(article)).sort(byTitle);
  return [...picked, ...rest].slice(0, count);
}

/**
 * Articles that moved, by their old slug: an old link or bookmark is sent on for good rather than
 * to the 404 page. Gentle Jack was filed as a partner's game, but it is a card game of our own.
 */
const movedArticles: ReadonlyMap<string, string> = new Map([
  ["partnerships/gentle-jack", "gentle-jack"],
]);

/** Where an article that moved lives now, or undefined when `slug` never moved. */
export function movedArticle(slug: string): string | undefined {
  const moved = movedArticles.get(slug);
  return moved === undefined ? undefined : `/articles/${moved}`;
}
