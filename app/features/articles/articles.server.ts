import { defaultLanguage, type Language } from "#app/i18n/language.ts";
import {
  articleFrontmatterSchema,
  articleSlugOf,
  isDeprecatedSlug,
  type ArticleFrontmatter,
} from "./article-frontmatter.ts";
import type { ArticleSummary } from "./articles.ts";

// Only the frontmatter is read here; each article stays its own chunk (article-body.tsx),
// so no page ships every article's text. Files are content/articles/<language>/<slug>.mdx.
const frontmatterLoaders = import.meta.glob<unknown>("/content/articles/*/**/*.mdx", {
  import: "frontmatter",
});

type Written = ArticleFrontmatter & { slug: string };

/** Every article file must carry valid frontmatter in its folder's language, or the server (and the build) stops here. */
async function loadWritten(): Promise<Written[]> {
  return Promise.all(
    Object.entries(frontmatterLoaders).map(async ([file, load]) => {
      const [, folder = "", rest = ""] = /^\/content\/articles\/([^/]+)\/(.+)$/.exec(file) ?? [];
      const slug = articleSlugOf(rest);
      const parsed = articleFrontmatterSchema.safeParse(await load());
      const problems = parsed.success
        ? parsed.data.language === folder
          ? []
          : [`language: must be "${folder}", the folder it is in`]
        : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
      if (!parsed.success || problems.length > 0) {
        throw new Error(
          `content/articles/${folder}/${slug}.mdx: bad frontmatter: ${problems.join("; ")}`,
        );
      }
      return { ...parsed.data, slug };
    }),
  );
}

/**
 * The articles as read in each language: every English article, in the language's own
 * version where one is written and in English where not yet.
 */
function byLanguage(written: readonly Written[]): Map<Language, ArticleSummary[]> {
  const english = written.filter((article) => article.language === defaultLanguage);
  const languages = [...new Set(written.map((article) => article.language))];
  const versionsOf = (slug: string) =>
    written.filter((article) => article.slug === slug).map((article) => article.language);
  const summary = (article: Written): ArticleSummary => ({
    ...article,
    path: `/articles/${article.slug}`,
    deprecated: isDeprecatedSlug(article.slug),
    translations: versionsOf(article.slug),
  });
  return new Map(
    languages.map((language) => [
      language,
      english.map((original) =>
        summary(
          written.find(
            (article) => article.slug === original.slug && article.language === language,
          ) ?? original,
        ),
      ),
    ]),
  );
}

const articles = byLanguage(await loadWritten());

/** Every article, as read in `language` (English where it has no version of its own). */
export function listArticles(language: Language = defaultLanguage): ArticleSummary[] {
  return articles.get(language) ?? articles.get(defaultLanguage) ?? [];
}

export function findArticle(
  slug: string,
  language: Language = defaultLanguage,
): ArticleSummary | undefined {
  return listArticles(language).find((article) => article.slug === slug);
}
