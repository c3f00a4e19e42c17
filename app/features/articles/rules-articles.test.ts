import { expect, test } from "vitest";
import { catalogue } from "#app/games/catalogue.ts";
import { listArticles } from "./articles.server.ts";

// Every game links its rules article, and the article links back to the game
// (docs/product-rules.md#catalogue).
const current = listArticles().filter((article) => !article.deprecated);

test("a game's rules article exists, is current and plays that very game", () => {
  for (const entry of catalogue.filter((candidate) => candidate.rulesArticle !== null)) {
    const article = current.find((candidate) => candidate.path === entry.rulesArticle);
    expect(article, `${entry.slug} → ${entry.rulesArticle}`).toBeDefined();
    expect(article?.game, entry.slug).toBe(entry.path);
  }
});

test("every game an article teaches links back to an article", () => {
  const taught = [...new Set(current.flatMap((article) => (article.game ? [article.game] : [])))];
  // Checked from the articles' side: when no article teaches a game, or a taught path
  // matches no catalogue entry, there would be nothing left to check.
  expect(taught.length).toBeGreaterThan(0);
  const unlinked = taught.filter((path) => {
    const entry = catalogue.find((candidate) => candidate.path === path);
    return entry === undefined || (entry.kind === "game" && entry.rulesArticle === null);
  });
  expect(unlinked).toEqual([]);
});
