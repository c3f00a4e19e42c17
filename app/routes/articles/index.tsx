import { useTranslation } from "#app/i18n/react.tsx";
import { languageContext } from "#app/context.ts";
import { Link } from "react-router";
import { PageMeta } from "#app/components/page-meta.tsx";
import { ArticleCard } from "#app/features/articles/article-card.tsx";
import { archivedOf, shelvesOf } from "#app/features/articles/articles.ts";
import { listArticles } from "#app/features/articles/articles.server.ts";
import type { Route } from "./+types/index";

export function loader({ context }: Route.LoaderArgs) {
  const articles = listArticles(context.get(languageContext));
  const pick = ({ path, title, description, players, language }: (typeof articles)[number]) => ({
    path,
    title,
    description,
    players,
    language,
  });
  return {
    shelves: shelvesOf(articles).map((shelf) => ({
      category: shelf.category,
      articles: shelf.articles.map(pick),
    })),
    archived: archivedOf(articles).map(pick),
  };
}

/** /articles: every current article by category, then the archive. */
export default function ArticlesIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("articles");
  const { shelves, archived } = loaderData;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta
        title={t("index.metaTitle")}
        description={t("index.metaDescription")}
        path="/articles"
      />
      <header className="max-w-3xl">
        <p className="text-sm font-extrabold tracking-widest text-dojo-gold uppercase">
          {t("index.eyebrow")}
        </p>
        <h1 className="mt-3 text-5xl font-black">{t("index.title")}</h1>
        <p className="mt-4 text-lg text-muted sm:text-xl">{t("index.lead")}</p>
        {shelves.length > 1 ? (
          <nav aria-label={t("index.title")} className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {shelves.map((shelf) => (
                <li key={shelf.category}>
                  <a
                    href={`#${shelf.category}`}
                    className="inline-flex min-h-11 items-center rounded-full bg-night-800 px-4 font-bold text-ink ring-1 ring-night-600 hover:ring-dojo-pink/70"
                  >
                    {t(`categories.${shelf.category}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>

      {shelves.map((shelf) => (
        <section
          key={shelf.category}
          id={shelf.category}
          aria-labelledby={`${shelf.category}-title`}
          className="scroll-mt-24 py-8"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <h2 id={`${shelf.category}-title`} className="text-3xl font-black">
              {t(`categories.${shelf.category}`)}
            </h2>
            <p className="text-sm font-semibold text-muted">
              {t("index.count", { count: shelf.articles.length })}
            </p>
          </div>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shelf.articles.map((article) => (
              <li key={article.path}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        </section>
      ))}

      {archived.length > 0 ? (
        <section aria-labelledby="archive-title" className="py-8">
          <h2 id="archive-title" className="text-3xl font-black">
            {t("index.archivedTitle")}
          </h2>
          <p className="mt-2 max-w-3xl text-muted">{t("index.archivedText")}</p>
          <ul className="mt-5 grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
            {archived.map((article) => (
              <li key={article.path}>
                <Link
                  to={article.path}
                  className="inline-flex min-h-11 items-center font-semibold text-ink underline-offset-4 hover:text-dojo-gold hover:underline"
                >
                  <span lang={article.language}>{article.title}</span>
                  {/* Archived titles repeat current ones; a screen reader hears which is which. */}
                  <span className="sr-only"> {t("index.archivedSuffix")}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
