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
  const taught = new Set<string>(
    current.flatMap((article) => (article.game ? [article.game] : [])),
  );
  for (const entry of catalogue.filter((candidate) => candidate.kind === "game")) {
    if (taught.has(entry.path)) expect(entry.rulesArticle, entry.slug).not.toBeNull();
  }
});
