import { Check } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import {
  RoomDrinkUp,
  RoomVoteBoard,
  RoomVoteSection,
  RoomVoteWaiting,
} from "#app/games/_ui/room/room-vote-board.tsx";
import { useRoomSend } from "#app/games/_ui/room/use-room-send.ts";
import { useRoomCrowd } from "#app/games/_ui/room/room-crowd.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { DrinkUnit } from "#app/games/_engine/room-drinks.ts";
import type { RoomBoardProps } from "#app/games/_engine/game-rules.ts";
import type { NeverHaveIEverAnswer, NeverHaveIEverMove, NeverHaveIEverView } from "./rules.ts";

const answerChoices: readonly NeverHaveIEverAnswer[] = ["have", "haveNot"];

/**
 * Never Have I Ever on one phone of a room: the card, a secret "I have" or "I haven't", then the
 * reveal everyone sees at once.
 */
export function RoomBoard({
  view,
  isHost,
  send,
}: RoomBoardProps<NeverHaveIEverView, NeverHaveIEverMove>) {
  const { t, i18n } = useTranslation("roomVotes");
  const cardNumber = view.card?.number ?? 0;
  // A refusal belongs to the card it was about: a new card clears it.
  const { sending, refusal, run } = useRoomSend(send, String(cardNumber), t("failed"));
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  const nameOf = (id: string) => view.players.find((player) => player.id === id)?.name;

  const answeredNames = view.answered.flatMap((id) => nameOf(id) ?? []);
  const missing = view.players.filter((player) => !view.answered.includes(player.id));
  const result = view.result;
  const { watching } = useRoomCrowd();
  // "Ana and Cy take a sip." reads better than a line each: one sentence per amount.
  const drinkGroups = new Map<string, { unit: DrinkUnit; count: number; names: string[] }>();
  for (const entry of result?.owed ?? []) {
    const key = `${entry.unit}:${entry.count}`;
    const group = drinkGroups.get(key) ?? { unit: entry.unit, count: entry.count, names: [] };
    drinkGroups.set(key, { ...group, names: [...group.names, entry.name] });
  }
  const drinkSentences = [...drinkGroups.values()].map(({ unit, count, names }) =>
    t(`drink.${names.length === 1 ? "one" : "many"}.${unit}`, {
      who: list.format(names),
      count,
    }),
  );

  return (
    <RoomVoteBoard
      view={view}
      tone="pink"
      revealed={result !== null}
      isHost={isHost}
      anyoneIn={view.answered.length > 0}
      sending={sending}
      refusal={refusal}
      onMove={(type) => run({ type, card: cardNumber })}
    >
      {result === null ? (
        <RoomVoteSection
          title={t("nhie.answerTitle")}
          hint={watching ? undefined : t("nhie.answerHint")}
        >
          {watching ? null : (
            <div className="mt-3 grid grid-cols-2 gap-2">
              {answerChoices.map((choice) => {
                const chosen = view.myAnswer === choice;
                return (
                  <Button
                    key={choice}
                    variant={chosen ? "gold" : "secondary"}
                    size="lg"
                    className="h-20 w-full"
                    aria-pressed={chosen}
                    disabled={sending || view.card === null}
                    onClick={() => {
                      if (!chosen) run({ type: "answer", card: cardNumber, answer: choice });
                    }}
                  >
                    {chosen ? <Check aria-hidden="true" className="shrink-0" /> : null}
                    <span className="text-xl">{t(`nhie.${choice}`)}</span>
                  </Button>
                );
              })}
            </div>
          )}
          <RoomVoteWaiting
            missing={missing}
            soFar={
              answeredNames.length > 0
                ? t("nhie.answeredSoFar", { names: list.format(answeredNames) })
                : null
            }
          />
        </RoomVoteSection>
      ) : (
        <RoomVoteSection title={t("nhie.resultsTitle")} live>
          {drinkSentences.length > 0 ? (
            <RoomDrinkUp owed={result.owed} sentences={drinkSentences} />
          ) : (
            <p className="mt-2 text-xl font-bold text-dojo-gold">{t("nhie.nobody")}</p>
          )}
          <ul className="mt-3 flex flex-col gap-1 text-sm">
            {result.have.length > 0 ? (
              <li className="rounded-2xl bg-night-700 px-4 py-2">
                {t("nhie.haveList", { names: list.format(result.have.map((entry) => entry.name)) })}
              </li>
            ) : null}
            {result.haveNot.length > 0 ? (
              <li className="rounded-2xl bg-night-700 px-4 py-2 text-muted">
                {t("nhie.haveNotList", {
                  names: list.format(result.haveNot.map((entry) => entry.name)),
                })}
              </li>
            ) : null}
          </ul>
        </RoomVoteSection>
      )}
    </RoomVoteBoard>
  );
}
