import { Flame, RotateCcw, Shuffle, Trophy, Undo2 } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { PageMeta } from "#app/components/page-meta.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cardDecks, deckIn } from "#app/features/cards/card-decks.ts";
import {
  anotherDare,
  chickenOut,
  completeDare,
  dareOnShow,
  defaultLadderSeed,
  isLadderDone,
  ladderRungs,
  startLadder,
  type LadderState,
} from "#app/features/cards/dare-ladder.ts";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { epicLadderRungSizes, useDareLadderStore } from "#app/features/cards/dare-ladder-store.ts";
import { usePersistHydrated } from "#app/state/use-persist-hydrated.ts";

// The rungs are the same in every language (the same card ids on each); only the text differs.
const ladderCards = ladderRungs(cardDecks["epic-dare-challenge"].cards);
const sizes = epicLadderRungSizes;
// The page is prerendered: a climb nobody has started deals the same first dare everywhere.
const untouched = startLadder(sizes, defaultLadderSeed);

/** A new climb's seed; the rules themselves never reach for randomness. */
function freshSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? defaultLadderSeed;
}

export default function EpicDareChallenge() {
  const { t, i18n } = useTranslation("print");
  const ladder = deckIn("epic-dare-challenge", i18n.language);
  const hydrated = usePersistHydrated(useDareLadderStore.persist);
  const stored = useDareLadderStore((store) => store.ladder);
  const setLadder = useDareLadderStore((store) => store.setLadder);
  const rungs = sizes.length;
  // Until storage is read the page shows the start, exactly as the server rendered it.
  const state = hydrated && stored ? stored : untouched;
  const done = isLadderDone(state, sizes);
  const shown = dareOnShow(state, sizes);
  const dare = shown === null ? undefined : ladderCards[state.climbed]?.[shown];

  function move(next: LadderState | Invalid) {
    if (!isInvalid(next)) setLadder(next);
  }

  function restart() {
    setLadder(startLadder(sizes, freshSeed()));
  }

  return (
    <div className="flex flex-col gap-6 pt-4">
      <PageMeta title={t("ladder.metaTitle")} description={t("ladder.description")} />
      <div className="text-center">
        <p className="text-sm font-extrabold tracking-widest text-dojo-gold uppercase">
          {t("ladder.eyebrow")}
        </p>
        <h1 className="mt-2 text-4xl font-black">{t("ladder.title")}</h1>
        <p className="mt-3 text-muted">{t("ladder.intro")}</p>
      </div>

      <div>
        <p id="ladder-progress-label" className="text-sm font-bold">
          {t("ladder.progress", { climbed: state.climbed, total: rungs })}
        </p>
        <div
          role="progressbar"
          aria-labelledby="ladder-progress-label"
          aria-valuemin={0}
          aria-valuemax={rungs}
          aria-valuenow={state.climbed}
          className="mt-2 h-3 overflow-hidden rounded-full bg-night-800 ring-1 ring-night-600"
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-dojo-pink to-dojo-gold motion-safe:transition-[width]"
            style={{ width: `${(state.climbed / rungs) * 100}%` }}
          />
        </div>
      </div>

      {done || !dare ? (
        <section
          aria-labelledby="ladder-top"
          className="flex flex-col items-center gap-4 rounded-3xl bg-dojo-gold/15 p-6 text-center ring-1 ring-dojo-gold/60"
        >
          <Trophy aria-hidden="true" className="size-12 text-dojo-gold" />
          <h2 id="ladder-top" className="text-2xl font-black">
            {t("ladder.doneTitle")}
          </h2>
          <p className="text-muted">{t("ladder.doneText", { count: state.chickened })}</p>
          <Button onClick={restart}>
            <RotateCcw aria-hidden="true" />
            {t("ladder.restart")}
          </Button>
        </section>
      ) : (
        <section
          aria-labelledby="ladder-rung"
          className="flex flex-col gap-5 rounded-3xl bg-gradient-to-br from-dojo-pink/25 to-night-800 p-6 ring-1 ring-dojo-pink/50"
        >
          <h2 id="ladder-rung" className="flex items-center gap-2 text-lg font-extrabold">
            <Flame aria-hidden="true" className="size-5 text-dojo-gold" />
            {t("ladder.rung", { rung: state.climbed + 1, total: rungs })}
          </h2>
          <p
            data-testid="prompt"
            lang={ladder.language}
            aria-live="polite"
            className="text-2xl leading-snug font-extrabold text-balance"
          >
            {ladder.cards.find((card) => card.id === dare.id)?.text ?? dare.text}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button size="lg" className="flex-1" onClick={() => move(completeDare(state, sizes))}>
              {t("ladder.done")}
            </Button>
            <Button
              variant="secondary"
              className="flex-1"
              onClick={() => move(chickenOut(state, sizes))}
            >
              <Undo2 aria-hidden="true" />
              {t("ladder.chicken")}
            </Button>
          </div>
          <Button variant="ghost" onClick={() => move(anotherDare(state, sizes))}>
            <Shuffle aria-hidden="true" />
            {t("cards.another")}
          </Button>
          <p className="text-sm text-muted">
            {t("ladder.rungDares", { count: sizes[state.climbed] ?? 0 })}
          </p>
        </section>
      )}
      {state.climbed > 0 && !done ? (
        <Button variant="ghost" onClick={restart}>
          <RotateCcw aria-hidden="true" />
          {t("ladder.restart")}
        </Button>
      ) : null}
      <p className="text-center text-sm text-muted">{t("cards.safety")}</p>
    </div>
  );
}
