import { ArrowRight, Users } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { Card, CardText, CardTitle } from "#app/components/ui/card.tsx";
import { cn } from "#app/components/ui/cn.ts";
import type { ArticleSummary } from "./articles.ts";

/**
 * One article in a list: its title as the link, the pitch and who it is for. An article not
 * yet written in the page's language says which language its title and pitch are in.
 */
export function ArticleCard({
  article,
}: {
  article: Pick<ArticleSummary, "path" | "title" | "description" | "players" | "language">;
}) {
  const { t } = useTranslation("articles");
  return (
    <Card
      className={cn(
        "group relative flex h-full flex-col gap-2 transition hover:ring-dojo-pink/70",
        // The whole card is the link's hit area, so the focus ring goes round the card.
        "has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-dojo-gold",
      )}
    >
      <CardTitle lang={article.language}>
        <Link
          to={article.path}
          className="after:absolute after:inset-0 after:rounded-3xl after:content-[''] focus-visible:outline-none"
        >
          {article.title}
        </Link>
      </CardTitle>
      <CardText className="mt-0" lang={article.language}>
        {article.description}
      </CardText>
      <div className="mt-auto flex items-center justify-between gap-3 pt-2">
        <span className="inline-flex items-center gap-2 text-sm font-semibold text-ink">
          <Users aria-hidden="true" className="size-4 shrink-0 text-dojo-gold" />
          {t("article.playersValue", { players: article.players })}
        </span>
        <ArrowRight
          aria-hidden="true"
          className="size-5 text-dojo-gold transition group-hover:translate-x-1 motion-reduce:transition-none"
        />
      </div>
    </Card>
  );
}
