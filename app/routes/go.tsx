import { SlidersHorizontal } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLocation } from "react-router";
import { GameCard } from "#app/components/game-card.tsx";
import { GameFilters } from "#app/components/game-filters.tsx";
import { PageMeta } from "#app/components/page-meta.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardText, CardTitle } from "#app/components/ui/card.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { CommunityPacks } from "#app/features/packs/community-packs.tsx";
import { catalogue } from "#app/games/catalogue.ts";
import {
  activeFilterCount,
  defaultCatalogueFilters,
  equipmentInUse,
  filterCatalogue,
  type CatalogueFilters,
} from "#app/games/catalogue-filter.ts";

const equipment = equipmentInUse(catalogue);

// The page is prerendered, so filters always start from the defaults (never from the URL
// or the window) and the first client render matches the static HTML.
export default function GamePicker() {
  const { t } = useTranslation("games");
  const [filters, setFilters] = useState<CatalogueFilters>(defaultCatalogueFilters);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const results = useMemo(() => filterCatalogue(catalogue, filters), [filters]);
  const active = activeFilterCount(filters);
  const reset = () => setFilters(defaultCatalogueFilters);
  const resultsRef = useRef<HTMLElement>(null);
  const { hash } = useLocation();

  // A link such as /go#meyer (from the landing page) asks for that game's rules, so open
  // them. In an effect, after hydration: the prerendered HTML can't know the hash.
  useEffect(() => {
    const card = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const rules = card?.querySelector("details");
    if (rules) rules.open = true;
  }, [hash]);
  // On a phone the open panel pushes the results down; closing it jumps to them.
  const showResults = () => {
    flushSync(() => setFiltersOpen(false));
    resultsRef.current?.scrollIntoView({ block: "start" });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <PageMeta title={t("picker.metaTitle")} description={t("picker.metaDescription")} />
      <header className="max-w-3xl">
        <p className="text-sm font-extrabold tracking-widest text-dojo-gold uppercase">
          {t("picker.eyebrow")}
        </p>
        <h1 className="mt-2 text-4xl font-black sm:text-5xl">{t("picker.title")}</h1>
        <p className="mt-4 text-lg text-muted">{t("picker.intro")}</p>
      </header>

      <div className="mt-8 lg:grid lg:grid-cols-[19rem_1fr] lg:items-start lg:gap-8">
        <section
          aria-labelledby="filters-heading"
          className="lg:sticky lg:top-20 lg:rounded-3xl lg:bg-night-800/60 lg:p-5 lg:ring-1 lg:ring-night-600/70"
        >
          <h2
            id="filters-heading"
            className="sr-only lg:not-sr-only lg:mb-4 lg:text-xl lg:font-extrabold"
          >
            {t("picker.filters.heading")}
          </h2>
          <Button
            variant="secondary"
            className="w-full lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls="game-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" className="size-5" />
            {t("picker.filters.toggle")}
            {active > 0 ? (
              <span className="rounded-full bg-dojo-pink px-2 py-0.5 text-sm text-night-950">
                {t("picker.filters.activeCount", { count: active })}
              </span>
            ) : null}
          </Button>
          <div
            id="game-filters"
            className={cn("mt-4 lg:mt-0 lg:block", filtersOpen ? "block" : "hidden")}
          >
            <GameFilters
              filters={filters}
              equipment={equipment}
              onChange={setFilters}
              onReset={reset}
            />
            <Button className="mt-3 w-full lg:hidden" onClick={showResults}>
              {t("picker.filters.show", { count: results.length })}
            </Button>
          </div>
        </section>

        <section
          ref={resultsRef}
          aria-labelledby="results-heading"
          className="mt-6 scroll-mt-20 lg:mt-0"
        >
          <h2 id="results-heading" className="sr-only">
            {t("picker.resultsLabel")}
          </h2>
          <p aria-live="polite" aria-atomic="true" className="mb-4 font-bold text-muted">
            {active === 0
              ? t("picker.total", { count: catalogue.length })
              : t("picker.shown", { count: results.length, total: catalogue.length })}
          </p>
          {results.length > 0 ? (
            <ul className="grid gap-4 sm:grid-cols-2">
              {results.map((entry) => (
                <li key={entry.slug}>
                  <GameCard entry={entry} />
                </li>
              ))}
            </ul>
          ) : (
            <Card className="flex flex-col items-start gap-4">
              <div>
                <CardTitle>{t("picker.empty.title")}</CardTitle>
                <CardText>{t("picker.empty.text")}</CardText>
              </div>
              <Button onClick={reset}>{t("picker.filters.reset")}</Button>
            </Card>
          )}
        </section>
      </div>

      <div className="mt-16 scroll-mt-20">
        <CommunityPacks />
      </div>
    </div>
  );
}
