import { useId } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import type { RoundRecord } from "./rules.ts";

type Played = Pick<RoundRecord, "round" | "word" | "questions" | "outcome">;

interface WordHistoryProps {
  /** Both hold the same `wordGuess.history…` wording: the board's and the room's. */
  namespace: "tableGames" | "roomTurns";
  /** Rounds played to their end, oldest first; the list shows the newest on top. */
  history: readonly Played[];
}

/** The words played so far, under the board; nothing before the first round is over. */
export function WordHistory({ namespace, history }: WordHistoryProps) {
  const { t } = useTranslation(namespace);
  const titleId = useId();
  if (history.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="font-extrabold">
        {t("wordGuess.historyTitle")}
      </h2>
      <ol className="mt-2 flex flex-col gap-1 text-sm">
        {history.toReversed().map((record) => (
          <li
            key={record.round}
            className="rounded-xl bg-night-900 px-3 py-2 ring-1 ring-night-700"
          >
            {record.outcome === "guessed"
              ? t("wordGuess.historyGuessed", { word: record.word, count: record.questions })
              : t("wordGuess.historyNotGuessed", { word: record.word })}
          </li>
        ))}
      </ol>
    </section>
  );
}
