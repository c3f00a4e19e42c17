import { Check, Minus, Plus, X } from "lucide-react";
import { useId } from "react";
import { RoomTurnBanner } from "#app/games/_ui/room/room-turn-banner.tsx";
import { useRoomSend } from "#app/games/_ui/room/use-room-send.ts";
import { useDrinkSentence } from "#app/games/_ui/use-drink-sentence.ts";
import { Button } from "#app/components/ui/button.tsx";
import type { RoomBoardProps } from "#app/games/_engine/game-rules.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { WordGuessMove, WordGuessView } from "./rules.ts";
import { WordHistory } from "./word-history.tsx";

/**
 * Word Guess on one phone of a room. The answerer's phone shows the secret word and counts the
 * questions; every other phone shows who answers, the count, and the word once the round is over.
 */
export function RoomBoard({ view, send }: RoomBoardProps<WordGuessView, WordGuessMove>) {
  const { t } = useTranslation("roomTurns");
  const drinkSentence = useDrinkSentence("roomTurns");
  const { round, amAnswerer, result } = view;
  // A refusal belongs to the round and its phase it was about: the next one clears it.
  const { sending, refusal, run } = useRoomSend(send, `${round}:${view.phase}`, t("sendFailed"));
  const secretId = useId();
  const name = view.answerer?.name ?? "";
  const asking = view.phase === "asking";
  const drinks = result ? drinkSentence(result.drinkers, result.sips) : "";

  return (
    <div className="flex flex-1 flex-col gap-4" aria-busy={sending}>
      <div className="flex items-center justify-between gap-3 font-bold text-muted">
        <p>{t("wordGuess.round", { round })}</p>
        <p data-testid="word-category" className="text-dojo-cyan">
          {t("wordGuess.category", { category: view.category })}
        </p>
      </div>

      <RoomTurnBanner mine={amAnswerer} seat={view.answerer}>
        {amAnswerer ? t("wordGuess.youAnswer") : t("wordGuess.answerer", { name })}
      </RoomTurnBanner>

      <div
        role="group"
        aria-labelledby={secretId}
        className="flex flex-col items-center gap-3 rounded-3xl bg-night-800 p-5 text-center ring-1 ring-night-600"
      >
        <p
          id={secretId}
          className="text-sm font-extrabold tracking-widest text-dojo-gold uppercase"
        >
          {amAnswerer && asking ? t("wordGuess.secretLabel") : t("wordGuess.hiddenLabel")}
        </p>
        {view.word !== null ? (
          <p data-testid="secret-word" className="font-display text-5xl font-black break-words">
            {view.word}
          </p>
        ) : (
          <p className="min-h-12 text-lg text-muted">{t("wordGuess.hidden", { name })}</p>
        )}
        {asking ? (
          <p className="text-muted">
            {amAnswerer ? t("wordGuess.secretHint") : t("wordGuess.askHint", { name })}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-3 rounded-3xl bg-night-800 p-5 ring-1 ring-night-600">
        <p className="text-center font-bold text-muted">{t("wordGuess.counterLabel")}</p>
        <p
          data-testid="question-count"
          aria-live="polite"
          className="text-center font-display text-5xl font-black text-dojo-gold tabular-nums"
        >
          {t("wordGuess.counter", { count: view.questions, max: view.maxQuestions })}
        </p>
        {asking ? (
          <p className="text-center text-muted">
            {view.questionsLeft === 0
              ? t("wordGuess.noneLeft")
              : t("wordGuess.left", { count: view.questionsLeft })}
          </p>
        ) : null}

        {asking && amAnswerer ? (
          <>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                size="lg"
                aria-label={t("wordGuess.undo")}
                disabled={sending || view.questions === 0}
                onClick={() => run({ type: "undo", round })}
              >
                <Minus aria-hidden="true" />
              </Button>
              <Button
                size="lg"
                className="min-h-20 flex-1 text-xl"
                disabled={sending || view.questionsLeft === 0}
                onClick={() => run({ type: "question", round })}
              >
                <Plus aria-hidden="true" />
                {t("wordGuess.question")}
              </Button>
            </div>
            <div className="grid grid-cols-2 gap-2">
              <Button
                size="lg"
                variant="gold"
                disabled={sending}
                onClick={() => run({ type: "guessed", round })}
              >
                <Check aria-hidden="true" />
                {t("wordGuess.guessed")}
              </Button>
              <Button
                size="lg"
                variant="secondary"
                disabled={sending}
                onClick={() => run({ type: "notGuessed", round })}
              >
                <X aria-hidden="true" />
                {t("wordGuess.notGuessed")}
              </Button>
            </div>
          </>
        ) : null}

        {result ? (
          <div data-testid="word-result" aria-live="polite" className="flex flex-col gap-3">
            <p className="text-xl font-black">
              {result.outcome === "guessed"
                ? t("wordGuess.resultGuessed", { count: view.questions, word: view.word ?? "" })
                : t("wordGuess.resultNotGuessed", { word: view.word ?? "" })}
            </p>
            {drinks ? (
              <p className="font-bold">
                {result.outcome === "guessed"
                  ? t("wordGuess.answererDrinks", { drink: drinks })
                  : t("wordGuess.askersDrink", { drink: drinks })}
              </p>
            ) : null}
            <Button
              size="lg"
              variant="gold"
              className="min-h-16 text-xl"
              disabled={sending}
              onClick={() => run({ type: "next", round })}
            >
              {t("wordGuess.nextRound")}
            </Button>
            <p className="text-center text-sm text-muted">{t("wordGuess.nextHint")}</p>
          </div>
        ) : null}
      </div>

      <p role="alert" className="min-h-6 text-center font-bold text-danger">
        {refusal}
      </p>

      {view.tally.length > 0 ? (
        <section aria-labelledby="room-word-guess-tally">
          <h2 id="room-word-guess-tally" className="font-extrabold">
            {t("wordGuess.tallyTitle")}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            {view.tally.map((entry) => (
              <li
                key={entry.name}
                className="rounded-full bg-night-800 px-3 py-1 ring-1 ring-night-600"
              >
                {t("wordGuess.tallyEntry", {
                  name: entry.name,
                  amount: t(`amount.${entry.unit}`, { count: entry.count }),
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <WordHistory namespace="roomTurns" history={view.history} />
    </div>
  );
}
