import { ChevronDown, Package, Play } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { AlcoholFreeBadge, KindBadge, PlayersFact } from "#app/components/game-facts.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardText, CardTitle } from "#app/components/ui/card.tsx";
import { cn } from "#app/components/ui/cn.ts";
import type { CatalogueEntry } from "#app/games/catalogue.ts";

/**
 * One game or tool in the picker: what it is, who it's for, what it needs and its rules.
 * The rules sit in a native <details>, so they open without JavaScript too.
 */
export function GameCard({ entry, className }: { entry: CatalogueEntry; className?: string }) {
  const { t } = useTranslation("games");
  const { t: rules } = useTranslation("gameRules");
  const name = t(`catalogue.${entry.slug}.name`);

  return (
    <Card id={entry.slug} className={cn("flex h-full scroll-mt-24 flex-col gap-4", className)}>
      <div className="flex flex-wrap items-center gap-2">
        <KindBadge kind={entry.kind} />
        {entry.alcoholFreeFriendly ? <AlcoholFreeBadge /> : null}
      </div>
      <div>
        <CardTitle className="text-2xl">{name}</CardTitle>
        <CardText className="text-lg">{t(`catalogue.${entry.slug}.pitch`)}</CardText>
      </div>
      <ul className="flex flex-col gap-2">
        <li>
          <PlayersFact entry={entry} />
        </li>
        <li className="flex items-start gap-2">
          <Package aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-dojo-gold" />
          <span>
            <span className="sr-only">{t("card.needsLabel")} </span>
            <span className="text-muted">{t(`catalogue.${entry.slug}.needs`)}</span>
          </span>
        </li>
      </ul>
      <details className="group mt-auto rounded-2xl bg-night-900/70 ring-1 ring-night-600/70">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 font-bold text-ink hover:bg-night-700 [&::-webkit-details-marker]:hidden">
          {t("card.howToPlay")}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-muted transition group-open:rotate-180"
          />
        </summary>
        <p className="px-4 pt-1 pb-4 text-muted">{rules(entry.slug)}</p>
      </details>
      {entry.available ? (
        <Button asChild size="md" className="w-full">
          <Link to={entry.path}>
            <Play aria-hidden="true" className="size-5" />
            {entry.kind === "tool" ? t("card.open", { name }) : t("card.play", { name })}
          </Link>
        </Button>
      ) : null}
    </Card>
  );
}
