import { ArrowRight, Check, Eye, ShieldOff } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { renderSips } from "#app/games/_engine/drinks.ts";
import type { RoomBoardProps } from "#app/games/_engine/room-game.ts";
import type {
  DrinkUnit,
  NeverHaveIEverAnswer,
  NeverHaveIEverMove,
  NeverHaveIEverView,
} from "./room.ts";

const answerChoices: readonly NeverHaveIEverAnswer[] = ["have", "haveNot"];

/**
 * Never Have I Ever on one phone of a room: the card, a secret "I have" or "I haven't", then the
 * reveal everyone sees at once. Made for one thumb in a dark room: big buttons, the card on top.
 */
export function NeverHaveIEverRoomBoard({
  view,
  isHost,
  send,
}: RoomBoardProps<NeverHaveIEverView, NeverHaveIEverMove>) {
  const { t, i18n } = useTranslation("roomVotes");
  const answerTitleId = useId();
  const resultsTitleId = useId();
  const totalsTitleId = useId();
  const [sending, setSending] = useState(false);
  // A refusal belongs to the card it was about: a new card clears it.
  const [refusal, setRefusal] = useState<{ card: number; text: string } | null>(null);
  const cardNumber = view.card?.number ?? 0;
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  const nameOf = (id: string) => view.players.find((player) => player.id === id)?.name;

  async function act(move: NeverHaveIEverMove) {
    setSending(true);
    setRefusal(null);
    try {
      const refused = await send(move);
      if (refused !== null) setRefusal({ card: move.card, text: refused });
    } catch {
      setRefusal({ card: move.card, text: t("failed") });
    } finally {
      setSending(false);
    }
  }

  const answeredNames = view.answered.flatMap((id) => nameOf(id) ?? []);
  const missing = view.players.length - answeredNames.length;
  const result = view.result;
  const amount = (count: number, unit: DrinkUnit) => t(`tally.${unit}`, { count });
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
    <div className="flex flex-col gap-4">
      <section className="rounded-[2rem] bg-gradient-to-br from-dojo-pink/25 to-night-800 p-6 text-center ring-2 ring-dojo-pink/50">
        <p
          data-testid="prompt"
          aria-live="polite"
          className="font-display text-2xl leading-tight font-extrabold text-balance sm:text-3xl"
        >
          {view.card
            ? renderSips(view.card.text, (count) => t(`cardAmount.${view.unit}`, { count }))
            : t("noCard")}
        </p>
      </section>

      {result === null ? (
        <section
          aria-labelledby={answerTitleId}
          className="rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
        >
          <h2 id={answerTitleId} className="text-lg font-extrabold">
            {t("nhie.answerTitle")}
          </h2>
          <p className="text-sm text-muted">{t("nhie.answerHint")}</p>
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
                    if (!chosen) void act({ type: "answer", card: cardNumber, answer: choice });
                  }}
                >
                  {chosen ? <Check aria-hidden="true" className="shrink-0" /> : null}
                  <span className="text-xl">{t(`nhie.${choice}`)}</span>
                </Button>
              );
            })}
          </div>
          <p role="status" className="mt-3 text-sm text-muted">
            <span className="font-bold text-ink">{t("waiting", { count: missing })}</span>
            {answeredNames.length > 0 ? (
              <> · {t("nhie.answeredSoFar", { names: list.format(answeredNames) })}</>
            ) : null}
          </p>
        </section>
      ) : (
        <section
          role="status"
          aria-labelledby={resultsTitleId}
          className="rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
        >
          <h2 id={resultsTitleId} className="text-lg font-extrabold">
            {t("nhie.resultsTitle")}
          </h2>
          {drinkSentences.length > 0 ? (
            <>
              <p className="mt-2 font-extrabold text-dojo-gold">
                {result.owed.every((entry) => entry.unit === "points") ? t("payUp") : t("drinkUp")}
              </p>
              <ul className="text-xl font-bold text-dojo-gold">
                {drinkSentences.map((sentence) => (
                  <li key={sentence}>{sentence}</li>
                ))}
              </ul>
            </>
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
        </section>
      )}

      {result === null ? (
        <div className="flex flex-col gap-2">
          {isHost ? (
            <Button
              variant="gold"
              size="lg"
              disabled={sending || view.answered.length === 0}
              onClick={() => void act({ type: "reveal", card: cardNumber })}
            >
              <Eye aria-hidden="true" />
              {t("revealNow")}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            size="lg"
            disabled={sending || view.vetoUsed || view.card === null}
            onClick={() => void act({ type: "veto", card: cardNumber })}
          >
            <ShieldOff aria-hidden="true" />
            {t("veto")}
          </Button>
          <p className="text-center text-sm text-muted">
            {view.vetoUsed ? t("vetoUsed") : t("vetoHint")}
          </p>
        </div>
      ) : (
        <Button
          size="lg"
          disabled={sending}
          onClick={() => void act({ type: "next", card: cardNumber })}
        >
          {t("next")}
          <ArrowRight aria-hidden="true" />
        </Button>
      )}

      {/* Under the buttons, so a refusal never moves them from under a thumb. */}
      <p role="alert" className="text-center font-bold text-danger">
        {refusal?.card === cardNumber ? refusal.text : null}
      </p>

      {view.totals.length > 0 ? (
        <section
          aria-labelledby={totalsTitleId}
          className="rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
        >
          <h2 id={totalsTitleId} className="font-extrabold">
            {t("totalsTitle")}
          </h2>
          <ul className="mt-1">
            {view.totals.map((entry) => (
              <li key={entry.id}>
                {t("total", {
                  name: entry.name,
                  amount: list.format([
                    ...(entry.sips > 0 ? [amount(entry.sips, "sips")] : []),
                    ...(entry.points > 0 ? [amount(entry.points, "points")] : []),
                  ]),
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
