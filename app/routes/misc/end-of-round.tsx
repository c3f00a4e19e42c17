import { LayoutGrid, RotateCcw, Star, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { useRestoreMinigames } from "#app/state/minigames-store.ts";
import { FeedbackForm } from "#app/features/feedback/feedback-form.tsx";
import { PageMeta } from "#app/components/page-meta.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { catalogue, type CatalogueEntry } from "#app/games/catalogue.ts";
import { useMinigamesStore } from "#app/state/minigames-store.ts";
import { pageNotFound } from "#app/utils/http/page-not-found.ts";
import type { Route } from "./+types/end-of-round";

// `?game=<slug>` names the game just played; without it the recap is about the site as a
// whole. A slug that is not in the catalogue is a page that does not exist.
export function loader({ url }: Route.LoaderArgs) {
  const requested = url.searchParams.get("game");
  if (!requested) return { game: null };
  const entry = catalogue.find((candidate) => candidate.slug === requested);
  if (!entry) {
    throw pageNotFound(url);
  }
  return { game: entry.slug };
}

function StarredCards() {
  const { t } = useTranslation("cic");
  const quotes = useMinigamesStore((state) => state.quotes);
  const clearQuotes = useMinigamesStore((state) => state.clearQuotes);
  const [cleared, setCleared] = useState(false);

  return (
    <section
      aria-labelledby="starred-title"
      className="rounded-3xl bg-night-800 p-5 ring-1 ring-night-600"
    >
      <h2 id="starred-title" className="flex items-center gap-2 text-xl font-extrabold">
        <Star aria-hidden="true" className="size-5 text-dojo-gold" />
        {t("endOfRound.starredTitle")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("endOfRound.starredIntro")}</p>
      {quotes.length > 0 ? (
        <>
          <ul className="mt-4 flex flex-col gap-2">
            {quotes.map((quote) => (
              <li
                key={quote}
                className="rounded-2xl bg-night-900 p-3 font-semibold ring-1 ring-night-700"
              >
                {quote}
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            className="mt-4 w-full"
            onClick={() => {
              clearQuotes();
              setCleared(true);
            }}
          >
            <Trash2 aria-hidden="true" />
            {t("endOfRound.clearStarred")}
          </Button>
        </>
      ) : (
        <p className="mt-4 text-muted">{t("endOfRound.noStarred")}</p>
      )}
      <p role="status" className="mt-2 min-h-5 text-sm font-bold text-success">
        {cleared && quotes.length === 0 ? t("endOfRound.cleared") : null}
      </p>
    </section>
  );
}

function PlayNext({ entry, name }: { entry: CatalogueEntry | null; name: string | null }) {
  const { t } = useTranslation("cic");
  return (
    <section aria-labelledby="next-title">
      <h2 id="next-title" className="text-xl font-extrabold">
        {t("endOfRound.nextTitle")}
      </h2>
      <div className="mt-3 flex flex-col gap-3">
        {/* Only pages that exist are linked (catalogue.ts `available`). */}
        {entry?.available && name ? (
          <Button asChild size="lg" variant="gold">
            <Link to={entry.path}>
              <RotateCcw aria-hidden="true" />
              {t("endOfRound.playAgain", { game: name })}
            </Link>
          </Button>
        ) : null}
        <Button asChild size="lg" variant={entry?.available ? "secondary" : "primary"}>
          <Link to="/go">
            <LayoutGrid aria-hidden="true" />
            {t("endOfRound.pickAnother")}
          </Link>
        </Button>
      </div>
    </section>
  );
}

/** The recap after a round of any game: what was played, what next, starred cards, feedback. */
export default function EndOfRound({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("cic");
  const { t: tg } = useTranslation("games");
  useRestoreMinigames();
  const entry = catalogue.find((candidate) => candidate.slug === loaderData.game) ?? null;
  const name = entry ? tg(`catalogue.${entry.slug}.name`) : null;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col gap-6 px-4 pb-8">
      <PageMeta title={t("endOfRound.title")} description={t("endOfRound.description")} />
      <header>
        <h1 className="font-display text-3xl font-black">{t("endOfRound.title")}</h1>
        <p className="mt-2 text-lg text-muted" data-testid="played-game">
          {entry && name
            ? entry.kind === "tool"
              ? t("endOfRound.usedTool", { game: name })
              : t("endOfRound.playedGame", { game: name })
            : t("endOfRound.general")}
        </p>
      </header>
      <PlayNext entry={entry} name={name} />
      <StarredCards />
      <section
        aria-labelledby="feedback-title"
        className="rounded-3xl bg-night-800 p-5 ring-1 ring-night-600"
      >
        <h2 id="feedback-title" className="text-xl font-extrabold">
          {t("endOfRound.feedbackTitle")}
        </h2>
        <FeedbackForm
          game={entry?.slug ?? "site"}
          legend={
            name ? t("endOfRound.feedbackGame", { game: name }) : t("endOfRound.feedbackSite")
          }
        />
      </section>
    </div>
  );
}
