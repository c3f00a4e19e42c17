import {
  articleFrontmatterSchema,
  articleSlugOf,
  isDeprecatedSlug,
} from "./article-frontmatter.ts";
import type { ArticleSummary } from "./articles.ts";

const languageDir = "/content/articles/en/";

// Only the frontmatter is read here; each article stays its own chunk (article-body.tsx),
// so no page ships every article's text.
const frontmatterLoaders = import.meta.glob<unknown>("/content/articles/en/**/*.mdx", {
  import: "frontmatter",
});

/** Every article file must carry valid frontmatter, or the server (and the build) stops here. */
async function loadArticles(): Promise<ArticleSummary[]> {
  return Promise.all(
    Object.entries(frontmatterLoaders).map(async ([file, load]) => {
      const slug = articleSlugOf(file.slice(languageDir.length));
      const parsed = articleFrontmatterSchema.safeParse(await load());
      if (!parsed.success) {
        const problems = parsed.error.issues.map(
          (issue) => `${issue.path.join(".")}: ${issue.message}`,
        );
        throw new Error(`content/articles/en/${slug}.mdx: bad frontmatter: ${problems.join("; ")}`);
      }
      return {
        ...parsed.data,
        slug,
        path: `/articles/${slug}`,
        deprecated: isDeprecatedSlug(slug),
      };
    }),
  );
}

const articles = await loadArticles();

export function listArticles(): ArticleSummary[] {
  return articles;
}

export function findArticle(slug: string): ArticleSummary | undefined {
  return articles.find((article) => article.slug === slug);
}
