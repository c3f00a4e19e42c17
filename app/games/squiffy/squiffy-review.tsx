import { Beer, Layers, RotateCcw, Star, Tally1 } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { useSavedState } from "#app/games/_ui/saved-game.ts";
import { useCardText } from "#app/games/_ui/use-prompt-deck.ts";
import { PageMeta } from "#app/components/page-meta.tsx";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import { Button } from "#app/components/ui/button.tsx";
import { recap, type SquiffySession } from "./rules.ts";
import { savedRecap } from "./saved-squiffy.ts";

const squiffyPath = "/games/squiffy";

const panel = "rounded-3xl bg-night-800 p-4 ring-1 ring-night-600";

function PlayAgain({ label }: { label: string }) {
  return (
    <Button asChild size="lg" variant="gold">
      <Link to={squiffyPath}>
        <RotateCcw aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}

function Recap({ session }: { session: SquiffySession }) {
  const { t, i18n } = useTranslation("squiffy");
  const cardText = useCardText();
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  const result = recap(session);
  const names = new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(
    result.drankMost,
  );
  const others = result.starred.filter((text) => text !== result.favourite);

  return (
    <section aria-labelledby="squiffy-recap-title" className="flex flex-col gap-4">
      <h2 id="squiffy-recap-title" className="sr-only">
        {t("review.heading")}
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <div className={panel}>
          <h3 className="flex items-center gap-2 text-sm font-bold text-muted">
            <Layers aria-hidden="true" className="size-4" />
            {t("review.cardsPlayed")}
          </h3>
          <p data-testid="cards-played" className="font-display text-4xl font-black tabular-nums">
            {result.cardsPlayed}
          </p>
          {result.viruses > 0 ? (
            <p className="mt-1 text-sm text-dojo-violet">
              {t("review.viruses", { count: result.viruses })}
            </p>
          ) : null}
        </div>
        <div className={panel}>
          <h3 className="flex items-center gap-2 text-sm font-bold text-muted">
            {/* An alcohol-free table kept count in points: no beer on its recap. */}
            {alcoholFree ? (
              <Tally1 aria-hidden="true" className="size-4" />
            ) : (
              <Beer aria-hidden="true" className="size-4" />
            )}
            {t("review.drankMost")}
          </h3>
          {result.drankMost.length > 0 ? (
            <>
              <p data-testid="drank-most" className="text-2xl font-black break-words">
                {names}
              </p>
              <p className="mt-1 text-sm text-muted">
                {result.drankMost.length > 1
                  ? t("review.tied", { count: result.mostTaps })
                  : t("review.tapCount", { count: result.mostTaps })}
              </p>
            </>
          ) : (
            <p data-testid="drank-most" className="mt-1 text-muted">
              {t("review.nobodyDrank")}
            </p>
          )}
        </div>
      </div>

      <div className={panel}>
        <h3 className="flex items-center gap-2 font-extrabold">
          <Star aria-hidden="true" className="size-5 fill-dojo-gold text-dojo-gold" />
          {t("review.favourite")}
        </h3>
        {result.favourite ? (
          <blockquote
            data-testid="favourite-card"
            className="mt-2 font-display text-xl leading-snug font-extrabold text-balance"
          >
            {cardText(result.favourite)}
          </blockquote>
        ) : (
          <p className="mt-2 text-muted">{t("review.noFavourite")}</p>
        )}
        {others.length > 0 ? (
          <>
            <h4 className="mt-4 text-sm font-bold text-muted">{t("review.alsoStarred")}</h4>
            <ul className="mt-1 flex list-disc flex-col gap-1 pl-5">
              {others.map((text) => (
                <li key={text}>{cardText(text)}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>

      {result.tally.length > 0 ? (
        <div className={panel}>
          <h3 className="font-extrabold">{t("review.tally")}</h3>
          <ol className="mt-2 flex flex-col gap-1">
            {result.tally.map((entry) => (
              <li key={entry.name} className="flex justify-between gap-2">
                <span className="truncate">{entry.name}</span>
                <span className="text-muted tabular-nums">
                  {t("review.tapCount", { count: entry.taps })}
                </span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}

      <PlayAgain label={t("review.playAgain")} />
    </section>
  );
}

/**
 * The end-of-game recap and feedback. The last game is saved on this
 * device, so it is read after hydration; the server HTML holds the frame and the feedback form.
 */
/** The recap of the last round; `feedback` is the form the page offers under it. */
export function SquiffyReview({ feedback }: { feedback: ReactNode }) {
  const { t } = useTranslation("squiffy");
  const session = useSavedState(savedRecap);

  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col gap-4 px-4 pb-6">
      <PageMeta title={t("review.title")} description={t("review.description")} />
      <h1 className="font-display text-3xl font-black">{t("review.title")}</h1>
      {session === undefined ? (
        <div aria-hidden="true" className="min-h-40" />
      ) : session === null ? (
        <section aria-labelledby="squiffy-empty-title" className={panel}>
          <h2 id="squiffy-empty-title" className="text-xl font-extrabold">
            {t("review.emptyTitle")}
          </h2>
          <p className="mt-1 mb-4 text-muted">{t("review.emptyText")}</p>
          <PlayAgain label={t("review.startOne")} />
        </section>
      ) : (
        <Recap session={session} />
      )}
      <section aria-labelledby="squiffy-feedback-title" className="mt-2">
        <h2 id="squiffy-feedback-title" className="text-xl font-extrabold">
          {t("review.feedbackTitle")}
        </h2>
        {feedback}
      </section>
    </div>
  );
}
