import { ArrowRight, Play } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { AlcoholFreeBadge, PlayersFact } from "#app/components/game-facts.tsx";
import { Card, CardText, CardTitle } from "#app/components/ui/card.tsx";
import { cn } from "#app/components/ui/cn.ts";
import type { CatalogueEntry } from "#app/games/catalogue.ts";

/**
 * A short teaser of one game for the landing page. It links to the game once its page
 * exists, and to its rules on the picker until then.
 */
export function FeaturedGameCard({ entry }: { entry: CatalogueEntry }) {
  const { t } = useTranslation("games");
  const name = t(`catalogue.${entry.slug}.name`);
  const target = entry.available ? entry.path : `/go#${entry.slug}`;

  return (
    <Card
      className={cn(
        "group relative flex h-full flex-col gap-3 transition hover:ring-dojo-pink/70",
        // The whole card is the link's hit area, so the focus ring goes round the card.
        "has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-dojo-gold",
      )}
    >
      <CardTitle className="text-2xl">
        <Link
          to={target}
          className="after:absolute after:inset-0 after:rounded-3xl after:content-[''] focus-visible:outline-none"
        >
          {name}
        </Link>
      </CardTitle>
      <CardText className="mt-0 text-lg">{t(`catalogue.${entry.slug}.pitch`)}</CardText>
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-2">
        <PlayersFact entry={entry} />
        {entry.alcoholFreeFriendly ? <AlcoholFreeBadge /> : null}
      </div>
      <span
        aria-hidden="true"
        className="inline-flex items-center gap-2 font-bold text-dojo-gold group-hover:underline"
      >
        {entry.available ? (
          <>
            <Play className="size-5" />
            {t("card.play", { name })}
          </>
        ) : (
          <>
            {t("card.howToPlay")}
            <ArrowRight className="size-5" />
          </>
        )}
      </span>
    </Card>
  );
}
