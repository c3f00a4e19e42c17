import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { EndRoundLink } from "#app/games/_ui/end-round-link.tsx";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { isThisPage, pageNow } from "#app/games/_ui/page-clock.ts";
import { PackSwitches } from "#app/games/_ui/pack-switches.tsx";
import { PromptCard } from "#app/games/_ui/prompt-card.tsx";
import { savedGameKind, useSavedGame } from "#app/games/_ui/saved-game.ts";
import { TimerBar } from "#app/games/_ui/timer-bar.tsx";
import { useTimerNow } from "#app/games/_ui/timer-clock.ts";
import { Stepper } from "#app/games/_ui/timer-stepper.tsx";
import {
  useCardText,
  usePromptDeck,
  type PlayableDeckPack,
} from "#app/games/_ui/use-prompt-deck.ts";
import { useVetoes, VetoButton } from "#app/games/_ui/veto-button.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { DeckState } from "#app/games/_engine/deck.ts";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import {
  checkpoint,
  gotOne,
  hesitated,
  isPaused,
  maxTurnSeconds,
  minTurnSeconds,
  nextCategory,
  parseCategoryState,
  pausedWhereSaved,
  playerOnTurn,
  remainingMs,
  resumeRound,
  setPlayers,
  setTurnSeconds,
  setup,
  startRound,
  timeUp,
  type CategoryState,
} from "./logic.ts";

const savedCategory = savedGameKind("category", 1, parseCategoryState);

function buzz() {
  if (typeof navigator !== "undefined" && "vibrate" in navigator) navigator.vibrate(250);
}

export function CategoryBoard({
  packs,
  deck: initialDeck,
}: {
  packs: readonly PlayableDeckPack[];
  deck: DeckState;
}) {
  const { t } = useTranslation("partyGames");
  const { t: tp } = useTranslation("play");
  const deck = usePromptDeck("category", packs, initialDeck);
  const cardText = useCardText();
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  // "New game" keeps the turn timer the table chose.
  const turnSeconds = useRef<number | undefined>(undefined);
  const [saved, setGame] = useSavedGame(savedCategory, () =>
    setup({ turnSeconds: turnSeconds.current }),
  );
  const [vetoes, spendVeto] = useVetoes("category");
  const names = useMemo(() => deck.players.map((player) => player.name), [deck.players]);
  const since = saved.timer?.since;
  const stored = since != null && !isThisPage(since) ? pausedWhereSaved(saved) : saved;
  // Names arrive from the stored table after hydration and can change in settings; the
  // game follows them without an extra render pass.
  const game = setPlayers(stored, names);
  useEffect(() => {
    turnSeconds.current = game.turnSeconds;
  }, [game.turnSeconds]);
  const running = game.phase === "running";
  const paused = isPaused(game);
  const now = useTimerNow(running && !paused, () => {
    // Saved once a second, so a reload finds the round paused where it was.
    const at = pageNow();
    const next = timeUp(checkpoint(game, at), at);
    if (next === game) return;
    // Buzzed as the clock runs out here, not when a reload brings back a finished turn.
    if (next.outcome?.reason === "time" && game.outcome?.reason !== "time") buzz();
    setGame(next);
  });

  const outcome = game.outcome;

  function apply(move: (state: CategoryState) => CategoryState | Invalid) {
    const next = move(game);
    if (!isInvalid(next)) setGame(next);
  }

  function dealNext() {
    deck.next();
    setGame(nextCategory(game));
  }

  const onTurn = playerOnTurn(game);
  const turnLabel =
    game.phase === "ready"
      ? onTurn
        ? t("category.starts", { name: onTurn })
        : t("category.anyoneStarts")
      : onTurn
        ? t("category.turnOf", { name: onTurn })
        : game.answers === 0
          ? t("category.firstAnswer")
          : t("category.nextPerson");

  const left = running ? remainingMs(game, paused ? 0 : now) : game.turnSeconds * 1000;
  const secondsLeft = Math.ceil(left / 1000);

  let outcomeTitle = "";
  let outcomeText = "";
  if (outcome) {
    const loser = deck.players.find((player) => player.name === outcome.player);
    const penalty =
      alcoholFree || loser?.notDrinking
        ? tp("points", { count: outcome.sips })
        : tp("sips", { count: outcome.sips });
    outcomeTitle = outcome.reason === "time" ? t("category.timeUp") : t("category.hesitatedTitle");
    outcomeText = outcome.player
      ? t("category.drinks", { name: outcome.player, penalty })
      : t("category.whoeverDrinks", { penalty });
  }

  // One calm announcement per moment: whose turn it is, then how the round ended.
  const announcement = running ? turnLabel : outcome ? `${outcomeTitle} ${outcomeText}` : "";

  const card = deck.deck.current;
  return (
    <GameScreen slug="category" packs={<PackSwitches packs={packs} deck={deck} />}>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <PromptCard
        text={card ? cardText(card.text) : null}
        label={t("category.cardLabel")}
        onNext={dealNext}
        disabled={running}
        emptyText={tp("noCards")}
        tone="cyan"
      />
      {outcome ? (
        <section
          aria-labelledby="category-outcome"
          className="rounded-3xl bg-dojo-pink/15 p-4 text-center ring-1 ring-dojo-pink/60"
        >
          <h2 id="category-outcome" className="text-2xl font-black text-dojo-pink">
            {outcomeTitle}
          </h2>
          <p className="mt-1 text-xl font-extrabold">{outcomeText}</p>
          <p className="mt-1 text-sm text-muted">
            {t("category.roundTally", { count: outcome.answers })} {t("category.nextHint")}
          </p>
        </section>
      ) : (
        <TimerBar
          remainingMs={left}
          durationMs={game.turnSeconds * 1000}
          label={turnLabel}
          valueText={t("timer.secondsLeft", { count: secondsLeft })}
          urgentFrom={running ? 2 : 0}
        />
      )}
      {paused ? (
        <>
          <p className="-mt-2 text-center text-sm text-muted">
            <span className="font-bold">{t("timer.pausedAt", { count: secondsLeft })}</span>{" "}
            {t("category.named", { count: game.answers })}
          </p>
          <Button
            variant="gold"
            size="lg"
            className="min-h-20 text-2xl"
            onClick={() => apply((state) => resumeRound(state, pageNow()))}
          >
            {t("timer.resume")}
          </Button>
        </>
      ) : running ? (
        <>
          <p className="-mt-2 text-center text-sm text-muted">
            {t("category.named", { count: game.answers })}
          </p>
          <Button
            size="lg"
            className="min-h-20 text-2xl"
            onClick={() => apply((state) => gotOne(state, pageNow()))}
          >
            {t("category.gotOne")}
          </Button>
          <div className="flex gap-2">
            <VetoButton
              players={deck.players}
              used={vetoes}
              onVeto={(name) => {
                spendVeto(name);
                dealNext();
              }}
            />
            <Button
              variant="secondary"
              size="lg"
              className="flex-1"
              onClick={() => apply((state) => hesitated(state, pageNow()))}
            >
              {t("category.hesitated")}
            </Button>
          </div>
        </>
      ) : (
        <>
          {game.phase === "ready" ? (
            <>
              <Stepper
                label={t("timer.turnTimer")}
                value={game.turnSeconds}
                min={minTurnSeconds}
                max={maxTurnSeconds}
                display={t("timer.seconds", { count: game.turnSeconds })}
                decreaseLabel={t("timer.less")}
                increaseLabel={t("timer.more")}
                onChange={(seconds) => apply((state) => setTurnSeconds(state, seconds))}
              />
              <Button
                variant="gold"
                size="lg"
                disabled={!card}
                onClick={() => apply((state) => startRound(state, pageNow()))}
              >
                {t("category.start")}
              </Button>
            </>
          ) : null}
          <div className="flex gap-2">
            {game.phase === "ready" ? (
              <VetoButton
                players={deck.players}
                used={vetoes}
                onVeto={(name) => {
                  spendVeto(name);
                  dealNext();
                }}
              />
            ) : null}
            <Button
              size="lg"
              variant={game.phase === "over" ? "primary" : "secondary"}
              className="flex-1"
              onClick={dealNext}
            >
              {tp("next")}
            </Button>
          </div>
        </>
      )}
      <EndRoundLink game="category" />
    </GameScreen>
  );
}
