import { Eye, EyeOff, Minus, Plus } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { GameScreen } from "#app/games/_ui/game-screen.tsx";
import { useDrinkWords } from "#app/games/_ui/use-drink-words.ts";
import { useRefusalText } from "#app/games/_ui/use-refusal-text.ts";
import { phoneTable, tableGameKind, useTableGame } from "#app/games/_ui/use-table-game.ts";
import { usePublicEnv } from "#app/components/use-public-env.ts";
import { Button } from "#app/components/ui/button.tsx";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import { useMinigamesStore } from "#app/state/minigames-store.ts";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import {
  maxQuestions,
  onePhoneRules,
  parseWordGuessState,
  questionsLeft,
  voiceAgentVariables,
  type WordGuessMove,
  type WordList,
} from "./rules.ts";
import { VoiceAgent } from "./voice-agent.tsx";
import { WordHistory } from "./word-history.tsx";

// The game on this device: the secret word, questions asked, the round, who answers, the tally
// and the words so far, with the rng that draws the next word.
const savedWordGuess = tableGameKind("word-guess", 2, parseWordGuessState);

const anyCategory = "any";

/**
 * Word Guess on one phone passed round the table: the answerer looks at the word with the screen
 * to themselves, and the phone counts the questions. It plays Word Guess's one rule set
 * (./rules.ts) with the phone's players as seats.
 */
export function WordGuessBoard({ words, seed }: { words: WordList; seed: number }) {
  const { t } = useTranslation("tableGames");
  const drinkWords = useDrinkWords();
  const refusalText = useRefusalText();
  const { VOICE_AGENT_ID } = usePublicEnv();
  const alcoholFree = usePreferencesStore((state) => state.alcoholFree);
  const roster = useMinigamesStore((state) => state.players);
  const table = phoneTable(roster, { alcoholFree, content: words });
  const { state: saved, read, start, send } = useTableGame(onePhoneRules, savedWordGuess, table);
  // The server drew the first word from `seed`, so the page shows the same game before and
  // after hydration; the first game on this page starts from it, "New game" from a new seed.
  const firstSeed = useRef<number | null>(seed);
  const preview = useMemo(() => {
    const game = onePhoneRules.setup(phoneTable([], { content: words }), seed);
    return isInvalid(game) ? null : game;
  }, [words, seed]);
  useEffect(() => {
    if (!read || saved !== null) return;
    start(firstSeed.current ?? undefined);
    firstSeed.current = null;
  }, [read, saved, start]);
  // The word the answerer chose to see: a new word (next round, another category, "New game")
  // starts hidden again.
  const [revealedWord, setRevealedWord] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ at: string; text: string } | null>(null);
  const categoryId = useId();
  const secretId = useId();

  const game = saved ?? preview;
  if (!game) return null;
  const wordKey = `${game.round}:${game.word}`;
  const revealed = revealedWord === wordKey;
  const moment = `${wordKey}:${game.phase}:${game.questions}`;
  const shownRefusal = refusal?.at === moment ? refusal.text : null;

  /** The answerer's moves come from the answerer's seat; Next from whoever holds the phone. */
  const answererSeat = game.answerer?.id ?? table.hostId;
  function move(made: WordGuessMove) {
    const refused = send(made.type === "next" ? table.hostId : answererSeat, made);
    setRefusal(refused ? { at: moment, text: refusalText(refused) } : null);
  }

  const round = game.round;
  const answerer = game.answerer?.name;
  const over = game.phase !== "asking";
  const drink = over ? game.drink : null;

  const guessed = game.phase === "guessed";
  function drinkSentence(): string {
    if (!drink) return "";
    const named = drink.players.length > 0;
    const count = drink.sips;
    if (guessed) {
      if (named) return t("wordGuess.answererDrinks", { drink: drinkWords(drink.players, count) });
      return alcoholFree
        ? t("wordGuess.answererPointsAnon", { count })
        : t("wordGuess.answererDrinksAnon", { count });
    }
    if (named) return t("wordGuess.askersDrink", { drink: drinkWords(drink.players, count) });
    return alcoholFree
      ? t("wordGuess.askersPointsAnon", { count })
      : t("wordGuess.askersDrinkAnon", { count });
  }

  const tally = Object.entries(game.tally);

  return (
    <GameScreen slug="word-guess">
      <div className="-mt-2 flex items-center justify-between gap-3">
        <p className="font-bold text-muted">{t("wordGuess.round", { round: game.round })}</p>
        <div className="flex items-center gap-2">
          <label htmlFor={categoryId} className="text-sm font-bold">
            {t("wordGuess.categoryLabel")}
          </label>
          <select
            id={categoryId}
            value={game.chosenCategory ?? anyCategory}
            disabled={over}
            onChange={(event) => {
              const value = event.target.value;
              move({
                type: "category",
                round,
                categoryId: value === anyCategory ? null : value,
              });
            }}
            className="min-h-11 max-w-44 rounded-xl bg-night-900 px-3 text-ink ring-1 ring-night-600"
          >
            <option value={anyCategory}>{t("wordGuess.anyCategory")}</option>
            {words.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="flex flex-col gap-3 rounded-3xl bg-night-800 p-5 ring-1 ring-night-600">
        <p className="text-lg font-bold">
          {answerer ? t("wordGuess.answerer", { name: answerer }) : t("wordGuess.answererAnyone")}
        </p>
        <p data-testid="word-category" className="text-dojo-cyan">
          {t("wordGuess.categoryIs", { category: game.categoryName })}
        </p>
        <div
          className="flex min-h-20 items-center justify-center rounded-2xl bg-night-900 px-4 ring-1 ring-night-700"
          aria-labelledby={secretId}
          role="group"
        >
          <span id={secretId} className="sr-only">
            {t("wordGuess.secretLabel")}
          </span>
          {revealed || over ? (
            <span data-testid="secret-word" className="font-display text-4xl font-black">
              {game.word}
            </span>
          ) : (
            <span className="text-lg text-muted">{t("wordGuess.hidden")}</span>
          )}
        </div>
        {over ? null : (
          <>
            <Button
              variant="secondary"
              aria-pressed={revealed}
              onClick={() => setRevealedWord(revealed ? null : wordKey)}
            >
              {revealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
              {revealed ? t("wordGuess.hide") : t("wordGuess.reveal")}
            </Button>
            <p className="text-sm text-muted">{t("wordGuess.revealHint")}</p>
          </>
        )}
      </div>

      <div className="flex flex-col gap-3 rounded-3xl bg-night-800 p-5 ring-1 ring-night-600">
        <p className="text-center font-bold text-muted">{t("wordGuess.counterLabel")}</p>
        <p
          data-testid="question-count"
          aria-live="polite"
          className="text-center font-display text-5xl font-black text-dojo-gold"
        >
          {t("wordGuess.counter", { count: game.questions, max: maxQuestions })}
        </p>
        <p className="text-center text-muted">
          {!over && questionsLeft(game) === 0
            ? t("wordGuess.noneLeft")
            : t("wordGuess.left", { count: questionsLeft(game) })}
        </p>

        {over ? (
          <div data-testid="word-result" aria-live="polite" className="flex flex-col gap-3">
            <p className="text-xl font-black">
              {game.phase === "guessed"
                ? t("wordGuess.resultGuessed", { count: game.questions, word: game.word })
                : t("wordGuess.resultNotGuessed", { word: game.word })}
            </p>
            <p className="font-bold">{drinkSentence()}</p>
            <Button size="lg" variant="gold" onClick={() => move({ type: "next", round })}>
              {t("wordGuess.nextRound")}
            </Button>
          </div>
        ) : (
          <>
            <div className="flex gap-2">
              <Button
                variant="ghost"
                aria-label={t("wordGuess.undo")}
                disabled={game.questions === 0}
                onClick={() => move({ type: "undo", round })}
              >
                <Minus aria-hidden="true" />
              </Button>
              <Button
                size="lg"
                className="flex-1"
                disabled={questionsLeft(game) === 0}
                onClick={() => move({ type: "question", round })}
              >
                <Plus aria-hidden="true" />
                {t("wordGuess.ask")}
              </Button>
            </div>
            <div className="grid grid-cols-2 gap-2">
              <Button variant="gold" onClick={() => move({ type: "guessed", round })}>
                {t("wordGuess.guessed")}
              </Button>
              <Button variant="secondary" onClick={() => move({ type: "notGuessed", round })}>
                {questionsLeft(game) === 0 ? t("wordGuess.notGuessed") : t("wordGuess.giveUp")}
              </Button>
            </div>
          </>
        )}
      </div>

      {VOICE_AGENT_ID ? (
        <section
          aria-labelledby="word-guess-voice"
          className="rounded-3xl bg-night-800 p-5 ring-1 ring-night-600"
        >
          <h2 id="word-guess-voice" className="font-extrabold">
            {t("wordGuess.voice.title")}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("wordGuess.voice.intro")}</p>
          <VoiceAgent agentId={VOICE_AGENT_ID} variables={voiceAgentVariables(game)} />
        </section>
      ) : null}

      {tally.length > 0 ? (
        <section aria-labelledby="word-guess-tally">
          <h2 id="word-guess-tally" className="font-extrabold">
            {t("wordGuess.tallyTitle")}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            {tally.map(([name, count]) => (
              <li key={name} className="rounded-full bg-night-800 px-3 py-1 ring-1 ring-night-600">
                {alcoholFree || game.people.find((player) => player.name === name)?.notDrinking
                  ? t("tallyPoints", { name, count })
                  : t("tallyEntry", { name, count })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <p role="alert" className="min-h-6 text-center font-bold text-danger">
        {shownRefusal}
      </p>

      <WordHistory namespace="tableGames" history={game.history} />
    </GameScreen>
  );
}
