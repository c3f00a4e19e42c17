import {
  Archive,
  ChevronLeft,
  Gamepad2,
  ListChecks,
  Play,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { Trans, useTranslation } from "#app/i18n/react.tsx";
import { Link, redirect } from "react-router";
import { PageMeta } from "#app/components/page-meta.tsx";
import { TextLink } from "#app/components/text-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ArticleBody, preloadArticleBody } from "#app/features/articles/article-body.tsx";
import { appHowTo } from "#app/features/articles/app-how-to.server.ts";
import { ArticleAside } from "#app/features/articles/article-aside.tsx";
import { ArticleCard } from "#app/features/articles/article-card.tsx";
import { ArticleJsonLd } from "#app/features/articles/article-json-ld.tsx";
import { movedArticle, relatedTo } from "#app/features/articles/articles.ts";
import { findArticle, listArticles } from "#app/features/articles/articles.server.ts";
import { pageNotFound } from "#app/utils/http/page-not-found.ts";
import type { Route } from "./+types/article";
import { languageContext } from "#app/context.ts";
import { defaultLanguage, isLanguage } from "#app/i18n/language.ts";

/**
 * Every article, current and archived (/articles/{slug}, /articles/partnerships/…,
 * /articles/deprecated/{name}): one module fed by the files in content/articles/en/.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const moved = movedArticle(params["*"] ?? "");
  if (moved) throw redirect(`${moved}${url.search}`, 301);
  const language = context.get(languageContext);
  const article = findArticle(params["*"] ?? "", language);
  // A slug without a file is the same 404 as an unknown URL (docs/errors.md#not-found).
  if (!article) throw pageNotFound(url);
  // Rendering on the server must not suspend: the text belongs in the HTML itself.
  await preloadArticleBody(article.slug, article.language);
  const current = article.current
    ? findArticle(article.current.slice("/articles/".length), language)
    : undefined;
  return {
    article,
    // Written here rather than in the component: a browser's first Intl formatter loads its
    // locale data, tens of milliseconds of a phone's main thread while the page hydrates.
    // UTC: dates are calendar days.
    published: new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${article.date}T00:00:00Z`),
    ),
    howTo: appHowTo(article.game, article.language),
    current: current && !current.deprecated ? { path: current.path, title: current.title } : null,
    related: relatedTo(article, listArticles(language)),
  };
}

// A client-side visit fetches the article's own chunk alongside its data, in the page's
// language, so the text appears with the page rather than a moment after it; an article not
// yet written in that language loads its English text once the data says so.
export async function clientLoader({ serverLoader, params }: Route.ClientLoaderArgs) {
  const pageLanguage = document.documentElement.lang;
  const [data] = await Promise.all([
    serverLoader(),
    preloadArticleBody(
      params["*"] ?? "",
      isLanguage(pageLanguage) ? pageLanguage : defaultLanguage,
    ),
  ]);
  await preloadArticleBody(data.article.slug, data.article.language);
  return data;
}

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-extrabold tracking-widest text-dojo-gold uppercase">
        <Icon aria-hidden="true" className="size-6 shrink-0" />
        {label}
      </dt>
      <dd className="mt-1 pl-8 text-ink">{children}</dd>
    </div>
  );
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("articles");
  const { article, published, howTo, current, related } = loaderData;

  return (
    <div className="mx-auto max-w-3xl px-4 pt-6 pb-10">
      <PageMeta
        title={article.title}
        description={article.description}
        path={article.path}
        type="article"
        languages={article.translations}
      />
      <ArticleJsonLd article={article} />

      <nav aria-label={t("article.breadcrumbLabel")}>
        <Link
          to="/articles"
          className="inline-flex min-h-11 items-center gap-1 font-bold text-dojo-gold underline-offset-4 hover:underline"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          {t("article.breadcrumb")}
        </Link>
      </nav>

      <article lang={article.language} className="mt-2">
        <header>
          <p className="text-sm font-extrabold tracking-widest text-dojo-pink uppercase">
            {t(`categories.${article.category}`)}
          </p>
          <h1 className="mt-2 text-4xl leading-tight font-black text-balance text-ink sm:text-5xl">
            {article.title}
          </h1>
          <p className="mt-4 max-w-[68ch] text-lg text-muted sm:text-xl">{article.description}</p>
          <p className="mt-3 text-sm text-muted">
            <Trans
              t={t}
              i18nKey="article.published"
              values={{ date: published }}
              components={{ time: <time dateTime={article.date} /> }}
            />
          </p>
        </header>

        {article.deprecated ? (
          <ArticleAside
            id="archived-title"
            icon={Archive}
            title={t("article.archivedTitle")}
            tone="gold"
            className="mt-6"
          >
            <p className="mt-2 text-muted">{t("article.archivedText")}</p>
            {current ? (
              <TextLink to={current.path}>
                {t("article.readCurrent", { title: current.title })}
              </TextLink>
            ) : null}
          </ArticleAside>
        ) : null}

        <section
          aria-label={t("article.factsLabel")}
          className="mt-6 rounded-3xl bg-night-900/80 p-5 ring-1 ring-night-600/70"
        >
          <dl className="grid gap-4 sm:grid-cols-2">
            <Fact icon={Users} label={t("article.players")}>
              {t("article.playersValue", { players: article.players })}
            </Fact>
            <Fact icon={ListChecks} label={t("article.needs")}>
              {article.needs.length === 0 ? (
                t("article.onlyThePhone")
              ) : (
                <ul className="flex flex-col gap-0.5">
                  {article.needs.map((need) => (
                    <li key={need} className="first-letter:uppercase">
                      {need}
                    </li>
                  ))}
                </ul>
              )}
            </Fact>
          </dl>
          {article.game ? (
            <Button asChild size="lg" className="mt-5 w-full sm:w-auto">
              <Link to={article.game}>
                <Play aria-hidden="true" className="size-6" />
                {t("article.play")}
              </Link>
            </Button>
          ) : null}
        </section>

        <div className="prose-dojo prose-article mt-4">
          <ArticleBody slug={article.slug} language={article.language} howTo={howTo} />
        </div>

        {article.game ? (
          <div className="mt-10">
            <Button asChild size="lg" variant="gold" className="w-full sm:w-auto">
              <Link to={article.game}>
                <Gamepad2 aria-hidden="true" className="size-6" />
                {t("article.play")}
              </Link>
            </Button>
          </div>
        ) : null}
      </article>

      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="mt-14">
          <h2 id="related-title" className="text-2xl font-black">
            {t("article.relatedTitle")}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {related.map((other) => (
              <li key={other.slug}>
                <ArticleCard article={other} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="mt-6">
        <TextLink to="/articles">{t("article.allArticles")}</TextLink>
      </div>
    </div>
  );
}
