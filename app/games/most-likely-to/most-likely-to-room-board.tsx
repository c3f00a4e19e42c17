import { ArrowRight, Check, Eye, ShieldOff } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { renderSips } from "#app/games/_engine/drinks.ts";
import type { RoomBoardProps } from "#app/games/_engine/room-game.ts";
import type { DrinkUnit, MostLikelyToMove, MostLikelyToView } from "./room.ts";

/**
 * Most Likely To on one phone of a room: the card, a secret vote for one player, then the
 * reveal everyone sees at once. Made for one thumb in a dark room: big buttons, the card on top.
 */
export function MostLikelyToRoomBoard({
  view,
  isHost,
  send,
}: RoomBoardProps<MostLikelyToView, MostLikelyToMove>) {
  const { t, i18n } = useTranslation("roomVotes");
  const voteTitleId = useId();
  const resultsTitleId = useId();
  const totalsTitleId = useId();
  const [sending, setSending] = useState(false);
  // A refusal belongs to the card it was about: a new card clears it.
  const [refusal, setRefusal] = useState<{ card: number; text: string } | null>(null);
  const cardNumber = view.card?.number ?? 0;
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  const nameOf = (id: string) => view.players.find((player) => player.id === id)?.name;

  async function act(move: MostLikelyToMove) {
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

  const votedNames = view.voted.flatMap((id) => nameOf(id) ?? []);
  const missing = view.players.length - votedNames.length;
  const result = view.result;
  const amount = (count: number, unit: DrinkUnit) => t(`tally.${unit}`, { count });

  return (
    <div className="flex flex-col gap-4">
      <section className="rounded-[2rem] bg-gradient-to-br from-dojo-violet/25 to-night-800 p-6 text-center ring-2 ring-dojo-violet/50">
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
          aria-labelledby={voteTitleId}
          className="rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
        >
          <h2 id={voteTitleId} className="text-lg font-extrabold">
            {t("mlt.voteTitle")}
          </h2>
          <p className="text-sm text-muted">{t("mlt.voteHint")}</p>
          <ul className="mt-3 grid grid-cols-2 gap-2">
            {view.players.map((player) => {
              const chosen = view.myVote === player.id;
              return (
                <li key={player.id}>
                  <Button
                    variant={chosen ? "gold" : "secondary"}
                    size="lg"
                    className="w-full"
                    aria-pressed={chosen}
                    disabled={sending || view.card === null}
                    onClick={() => {
                      if (!chosen) void act({ type: "vote", card: cardNumber, for: player.id });
                    }}
                  >
                    {chosen ? <Check aria-hidden="true" className="shrink-0" /> : null}
                    <span className="min-w-0 truncate">{player.name}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
          <p role="status" className="mt-3 text-sm text-muted">
            <span className="font-bold text-ink">{t("waiting", { count: missing })}</span>
            {votedNames.length > 0 ? (
              <> · {t("mlt.votedSoFar", { names: list.format(votedNames) })}</>
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
            {t("mlt.resultsTitle")}
          </h2>
          {result.owed.length > 0 ? (
            <>
              <p className="mt-2 font-extrabold text-dojo-gold">
                {result.owed.every((entry) => entry.unit === "points") ? t("payUp") : t("drinkUp")}
              </p>
              <ul className="text-xl font-bold text-dojo-gold">
                {result.owed.map((entry) => (
                  <li key={entry.id}>
                    {t(`drink.one.${entry.unit}`, { who: entry.name, count: entry.count })}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <ul className="mt-3 flex flex-col gap-1">
            {result.counts.map((entry) => (
              <li
                key={entry.id}
                className="flex items-center justify-between gap-3 rounded-2xl bg-night-700 px-4 py-2"
              >
                <span className="min-w-0 truncate font-bold">{entry.name}</span>
                <span className="shrink-0 text-muted">
                  {t("mlt.votes", { count: entry.votes })}
                </span>
              </li>
            ))}
          </ul>
          <h3 className="mt-3 text-sm font-extrabold">{t("mlt.ballotsTitle")}</h3>
          <ul className="text-sm text-muted">
            {result.ballots.map((ballot) => (
              <li key={ballot.voterId}>
                {t("mlt.ballot", { voter: ballot.voterName, target: ballot.forName })}
              </li>
            ))}
          </ul>
        </section>
      )}

      {result === null ? (
        <div className="flex flex-col gap-2">
          {isHost ? (
            <Button
              variant="gold"
              size="lg"
              disabled={sending || view.voted.length === 0}
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
