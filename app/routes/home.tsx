import { languageContext } from "#app/context.ts";
import {
  ArrowRight,
  BookOpen,
  Coins,
  Heart,
  Leaf,
  PenLine,
  Play,
  Smartphone,
  Users,
  type LucideIcon,
} from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { DojoMark } from "#app/components/dojo-mark.tsx";
import { FeaturedGameCard } from "#app/components/featured-game-card.tsx";
import { PageMeta } from "#app/components/page-meta.tsx";
import { TextLink } from "#app/components/text-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardText, CardTitle } from "#app/components/ui/card.tsx";
import { catalogue } from "#app/games/catalogue.ts";
import { featuredEntries } from "#app/games/catalogue-filter.ts";
import { FeaturedCommunityPacks } from "#app/features/packs/community-packs.tsx";
import { ArticleCard } from "#app/features/articles/article-card.tsx";
import { featuredOf } from "#app/features/articles/articles.ts";
import { listArticles } from "#app/features/articles/articles.server.ts";
import { revalidateUnlessOffline } from "#app/utils/http/offline-answer.ts";
import type { Route } from "./+types/home";

const featured = featuredEntries(catalogue);
const gameCount = catalogue.filter((entry) => entry.kind === "game").length;
const toolCount = catalogue.filter((entry) => entry.kind === "tool").length;

function Point({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <Card>
      <Icon aria-hidden="true" className="size-8 text-dojo-cyan" />
      <CardTitle className="mt-3">{title}</CardTitle>
      <CardText>{text}</CardText>
    </Card>
  );
}

// The landing page shows featured games, community packs and articles.
export function loader({ context }: Route.LoaderArgs) {
  return {
    articles: featuredOf(listArticles(context.get(languageContext))).map(
      ({ path, title, description, players, language }) => ({
        path,
        title,
        description,
        players,
        language,
      }),
    ),
  };
}

// The hearts of community packs answer offline without reaching the server: nothing to reload.
export const shouldRevalidate = revalidateUnlessOffline;

function FeaturedArticles({ articles }: Route.ComponentProps["loaderData"]) {
  const { t } = useTranslation("articles");
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="articles-title" className="py-8">
      <h2 id="articles-title" className="text-3xl font-black">
        {t("home.title")}
      </h2>
      <p className="mt-2 text-lg text-muted">{t("home.text")}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {articles.map((article) => (
          <li key={article.path}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <TextLink to="/articles">{t("home.all")}</TextLink>
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("home");

  const steps = [
    { title: t("how.stepPickTitle"), text: t("how.stepPickText") },
    { title: t("how.stepPlayersTitle"), text: t("how.stepPlayersText") },
    { title: t("how.stepPassTitle"), text: t("how.stepPassText") },
  ];
  const perks = [
    { icon: Coins, text: t("account.coins") },
    { icon: Heart, text: t("account.likes") },
    { icon: PenLine, text: t("account.packs") },
  ];

  return (
    <div className="mx-auto max-w-6xl px-4">
      <PageMeta title={t("metaTitle")} description={t("metaDescription")} />

      <section className="grid items-center gap-10 py-10 sm:py-16 lg:grid-cols-[1fr_auto]">
        <div className="max-w-2xl">
          <p className="text-sm font-extrabold tracking-widest text-dojo-gold uppercase">
            {t("hero.eyebrow")}
          </p>
          <h1 className="mt-3 text-5xl font-black sm:text-6xl">
            <span className="bg-linear-to-r from-dojo-pink via-dojo-violet to-dojo-cyan bg-clip-text text-transparent">
              {t("hero.title")}
            </span>
          </h1>
          <p className="mt-5 text-lg text-muted sm:text-xl">{t("hero.lead")}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/go">
                <Play aria-hidden="true" className="size-6" />
                {t("hero.play")}
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/how-it-works">
                <BookOpen aria-hidden="true" className="size-6" />
                {t("hero.howItWorks")}
              </Link>
            </Button>
          </div>
          <ul
            aria-label={t("hero.factsLabel")}
            className="mt-8 flex flex-wrap gap-x-6 gap-y-2 font-semibold text-ink"
          >
            <li>{t("hero.games", { count: gameCount })}</li>
            <li>{t("hero.tools", { count: toolCount })}</li>
            <li className="inline-flex items-center gap-2">
              <Leaf aria-hidden="true" className="size-5 text-dojo-cyan" />
              {t("hero.alcoholFree")}
            </li>
          </ul>
        </div>
        <div className="hidden lg:block" aria-hidden="true">
          <DojoMark className="size-72 rotate-6 drop-shadow-[0_30px_80px_rgb(255_79_154/0.45)]" />
        </div>
      </section>

      <section
        aria-labelledby="rooms-title"
        className="my-4 flex flex-col gap-4 rounded-3xl bg-night-900/70 p-6 ring-1 ring-night-700 sm:flex-row sm:items-center"
      >
        <div className="flex-1">
          <h2 id="rooms-title" className="flex items-center gap-3 text-3xl font-black">
            <Users aria-hidden="true" className="size-8 text-dojo-cyan" />
            {t("rooms.title")}
          </h2>
          <p className="mt-2 text-lg text-muted">{t("rooms.text")}</p>
        </div>
        <div className="flex flex-col gap-3 sm:w-64">
          <Button asChild size="lg">
            <Link to="/rooms/new">{t("rooms.start")}</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/join">{t("rooms.join")}</Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="featured-title" className="py-8">
        <h2 id="featured-title" className="text-3xl font-black">
          {t("featured.title")}
        </h2>
        <p className="mt-2 text-lg text-muted">{t("featured.text")}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {featured.map((entry) => (
            <li key={entry.slug}>
              <FeaturedGameCard entry={entry} />
            </li>
          ))}
        </ul>
        <div className="mt-6">
          <Button asChild size="lg" variant="gold" className="w-full sm:w-auto">
            <Link to="/go">
              {t("featured.all", { count: catalogue.length })}
              <ArrowRight aria-hidden="true" className="size-6" />
            </Link>
          </Button>
        </div>
      </section>

      <FeaturedCommunityPacks />

      <FeaturedArticles articles={loaderData.articles} />

      <section aria-labelledby="about-title" className="py-8">
        <h2 id="about-title" className="text-3xl font-black">
          {t("about.title")}
        </h2>
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          <Point icon={Smartphone} title={t("about.passTitle")} text={t("about.passText")} />
          <Point icon={BookOpen} title={t("about.rulesTitle")} text={t("about.rulesText")} />
          <Point icon={Users} title={t("about.roomsTitle")} text={t("about.roomsText")} />
        </div>
      </section>

      <section aria-labelledby="how-title" className="py-8">
        <h2 id="how-title" className="text-3xl font-black">
          {t("how.title")}
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="flex gap-4 rounded-3xl bg-night-900/70 p-5 ring-1 ring-night-700"
            >
              <span
                aria-hidden="true"
                className="grid size-12 shrink-0 place-items-center rounded-2xl bg-dojo-violet font-display text-2xl font-black text-night-950"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-xl font-extrabold">{step.title}</h3>
                <p className="mt-1 text-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-4">
          <TextLink to="/how-it-works">{t("how.more")}</TextLink>
        </div>
      </section>

      <div className="grid gap-4 py-8 md:grid-cols-2">
        <section aria-labelledby="account-title">
          <Card className="h-full">
            <h2 id="account-title" className="text-2xl font-black">
              {t("account.title")}
            </h2>
            <CardText>{t("account.text")}</CardText>
            <ul className="mt-4 flex flex-col gap-3">
              {perks.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-start gap-3">
                  <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-dojo-gold" />
                  <span>{text}</span>
                </li>
              ))}
            </ul>
            <div className="mt-3">
              <TextLink to="/info/dojo-coins">{t("account.more")}</TextLink>
            </div>
          </Card>
        </section>
        <section aria-labelledby="responsible-title">
          <div className="h-full rounded-3xl bg-linear-to-br from-dojo-cyan/15 to-night-800 p-5 ring-1 ring-dojo-cyan/40 shadow-xl">
            <Leaf aria-hidden="true" className="size-8 text-dojo-cyan" />
            <h2 id="responsible-title" className="mt-3 text-2xl font-black">
              {t("responsible.title")}
            </h2>
            <CardText>{t("responsible.text")}</CardText>
            <div className="mt-3">
              <TextLink to="/how-it-works#play-safe">{t("responsible.more")}</TextLink>
            </div>
          </div>
        </section>
      </div>
    </div>
  );
}
