import { Beer, Biohazard, Megaphone, Tally1 } from "lucide-react";
import { PromptCard } from "#app/games/_ui/prompt-card.tsx";
import { RoomTurnBanner } from "#app/games/_ui/room/room-turn-banner.tsx";
import { RoomVetoButton } from "#app/games/_ui/room/room-veto-button.tsx";
import { useRoomSend } from "#app/games/_ui/room/use-room-send.ts";
import { Button } from "#app/components/ui/button.tsx";
import { renderSips } from "#app/games/_engine/drinks.ts";
import type { RoomBoardProps } from "#app/games/_engine/game-rules.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { KindBadge } from "./kind-badge.tsx";
import type { SquiffyMove, SquiffyView } from "./rules.ts";

/**
 * Squiffy on one phone of a room. A card that names players comes to the first of them: their
 * phone shows it to read out, the others say whose card it is until it has been read. Everyone
 * taps their own drinks here.
 */
export function RoomBoard({ view, send }: RoomBoardProps<SquiffyView, SquiffyMove>) {
  const { t } = useTranslation("roomTurns");
  const { card, holder, mine } = view;
  // A refusal belongs to the card it was about: a new card clears it.
  const { sending, refusal, run } = useRoomSend(send, String(card?.number ?? ""), t("sendFailed"));
  const waiting = holder !== null && !mine;
  const out = card !== null && holder === null;
  const points = view.unit === "points";
  const cardText = (text: string) =>
    renderSips(text, (count) => t(`token.${view.unit}`, { count }));
  const next = () => {
    if (card) run({ type: "next", card: card.number });
  };

  return (
    <div className="flex flex-1 flex-col gap-4" aria-busy={sending}>
      {mine ? <RoomTurnBanner mine>{t("squiffy.yourCard")}</RoomTurnBanner> : null}

      <div data-card-kind={card?.kind ?? undefined} className="flex flex-1 flex-col">
        <PromptCard
          text={
            card?.text
              ? cardText(card.text)
              : holder
                ? t("squiffy.cardFor", { name: holder.name })
                : null
          }
          label={
            card?.kind ? (
              <KindBadge kind={card.kind} label={t(`squiffy.kind.${card.kind}`)} />
            ) : undefined
          }
          onNext={next}
          disabled={!out || sending}
          emptyText={t("squiffy.noCards")}
          tone={
            waiting
              ? "gold"
              : card?.kind === "virus"
                ? "violet"
                : card?.kind === "cured"
                  ? "cyan"
                  : "pink"
          }
        >
          {mine ? (
            <div className="mt-8 flex w-full flex-col gap-3">
              <p className="text-base font-semibold text-muted">{t("squiffy.readOutHint")}</p>
              <Button
                size="lg"
                variant="gold"
                className="min-h-16 text-xl"
                disabled={sending}
                onClick={() => {
                  if (card) run({ type: "readOut", card: card.number });
                }}
              >
                <Megaphone aria-hidden="true" />
                {t("squiffy.readOut")}
              </Button>
            </div>
          ) : null}
        </PromptCard>
      </div>

      <p role="status" className="min-h-7 text-center text-lg font-bold text-dojo-gold">
        {waiting ? t("squiffy.waitingReadOut", { name: holder.name }) : null}
        {view.vetoedBy ? (
          <span className="block text-base font-semibold text-muted">
            {t("veto.vetoed", { name: view.vetoedBy })}
          </span>
        ) : null}
      </p>

      <div className="flex gap-2">
        <RoomVetoButton
          label={t("veto.button")}
          disabled={sending || view.vetoUsed || card === null || waiting}
          onVeto={() => {
            if (card) run({ type: "veto", card: card.number });
          }}
        />
        <Button size="lg" className="flex-1" disabled={sending || !out} onClick={next}>
          {t("squiffy.nextCard")}
        </Button>
      </div>
      <p className="-mt-2 text-center text-sm text-muted">
        {view.vetoUsed ? t("veto.used") : t("veto.hint")}
      </p>

      <p role="alert" className="min-h-6 text-center font-bold text-danger">
        {refusal}
      </p>

      <section
        aria-labelledby="room-squiffy-drank"
        className="flex flex-col gap-3 rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
      >
        <div>
          <h2 id="room-squiffy-drank" className="font-extrabold">
            {t("squiffy.drankTitle")}
          </h2>
          <p className="text-sm text-muted">
            {points ? t("squiffy.drankHintPoints") : t("squiffy.drankHint")}
          </p>
        </div>
        <Button
          size="lg"
          variant="secondary"
          className="min-h-16 text-xl"
          disabled={sending}
          onClick={() => run({ type: "drank" })}
        >
          {/* A point is a mark on the tally: no beer for a player who isn't drinking. */}
          {points ? <Tally1 aria-hidden="true" /> : <Beer aria-hidden="true" />}
          {points ? t("squiffy.paid") : t("squiffy.drank")}
        </Button>
        <p aria-live="polite" className="text-center font-bold tabular-nums">
          {t("squiffy.myTaps", { count: view.myTaps })}
        </p>
      </section>

      {view.rules.length > 0 ? (
        <section
          aria-labelledby="room-squiffy-rules"
          className="rounded-3xl bg-night-800 p-4 ring-1 ring-dojo-violet/50"
        >
          <h2 id="room-squiffy-rules" className="flex items-center gap-2 font-extrabold">
            <Biohazard aria-hidden="true" className="size-5 text-dojo-violet" />
            {t("squiffy.rulesTitle")}
          </h2>
          <ul className="mt-2 flex flex-col gap-2">
            {view.rules.map((rule) => (
              <li
                key={rule.id}
                data-virus-id={rule.id}
                className="rounded-2xl bg-night-900 px-3 py-2"
              >
                <p>{cardText(rule.text)}</p>
                <p className="mt-1 text-sm font-bold text-dojo-violet">
                  {rule.remaining > 0
                    ? t("squiffy.left", { count: rule.remaining })
                    : t("squiffy.endsNext")}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section
        aria-labelledby="room-squiffy-tally"
        className="rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
      >
        <h2 id="room-squiffy-tally" className="font-extrabold">
          {points ? t("squiffy.tallyTitlePoints") : t("squiffy.tallyTitle")}
        </h2>
        <p className="text-sm text-muted">
          {t("squiffy.cardsPlayed", { count: view.cardsPlayed })}
        </p>
        <ul className="mt-2 grid grid-cols-2 gap-2">
          {view.tally.map((entry) => (
            <li
              key={entry.name}
              className="flex items-center justify-between gap-2 rounded-2xl bg-night-900 px-3 py-2"
            >
              <span className="truncate font-bold">{entry.name}</span>
              <span className="shrink-0 text-sm text-muted tabular-nums">
                {t("squiffy.taps", { count: entry.taps })}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
