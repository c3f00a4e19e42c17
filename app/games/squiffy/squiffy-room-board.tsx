import { Beer, Biohazard, Megaphone, ShieldOff } from "lucide-react";
import { useRef, useState } from "react";
import { PromptCard } from "#app/components/game/prompt-card.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { renderSips } from "#app/games/_engine/drinks.ts";
import type { RoomBoardProps } from "#app/games/_engine/room-game.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { CardKind } from "./logic.ts";
import type { SquiffyMove, SquiffyRoomView } from "./room.ts";

/**
 * Sends one move at a time (every button waits while one is on its way), and keeps the room's
 * refusal on screen until the `moment` (the card) it was about has passed.
 */
function useRoomSend<Move>(send: (move: Move) => Promise<string | null>, moment: string) {
  const { t } = useTranslation("roomTurns");
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<{ moment: string; text: string } | null>(null);
  // A second tap in the same frame sees the state from before the first one.
  const inFlight = useRef(false);

  async function deliver(move: Move) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setRefusal(null);
    try {
      const answer = await send(move);
      if (answer !== null) setRefusal({ moment, text: answer });
    } catch {
      setRefusal({ moment, text: t("sendFailed") });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return {
    sending,
    refusal: refusal?.moment === moment ? refusal.text : null,
    run: (move: Move) => void deliver(move),
  };
}

const kindStyles: Record<CardKind, string> = {
  prompt: "bg-night-700 text-ink",
  truth: "bg-dojo-cyan/15 text-dojo-cyan",
  dare: "bg-dojo-pink/15 text-dojo-pink",
  challenge: "bg-dojo-gold/15 text-dojo-gold",
  question: "bg-dojo-cyan/15 text-dojo-cyan",
  vote: "bg-dojo-gold/15 text-dojo-gold",
  virus: "bg-dojo-violet/20 text-dojo-violet",
  cured: "bg-success/15 text-success",
};

function KindBadge({ kind }: { kind: CardKind }) {
  const { t } = useTranslation("roomTurns");
  return (
    <span
      data-testid="card-kind"
      className={cn("rounded-full px-3 py-1 text-xs tracking-widest", kindStyles[kind])}
    >
      {t(`squiffy.kind.${kind}`)}
    </span>
  );
}

/**
 * Squiffy on one phone of a room. A card that names players comes to the first of them: their
 * phone shows it to read out, the others say whose card it is until it has been read. Everyone
 * taps their own drinks here.
 */
export function SquiffyRoomBoard({ view, send }: RoomBoardProps<SquiffyRoomView, SquiffyMove>) {
  const { t } = useTranslation("roomTurns");
  const { card, holder, mine } = view;
  const { sending, refusal, run } = useRoomSend(send, String(card?.number ?? ""));
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
      {mine ? (
        <p className="rounded-2xl bg-dojo-gold px-4 py-3 text-center font-display text-2xl font-black text-night-950">
          {t("squiffy.yourCard")}
        </p>
      ) : null}

      <div data-card-kind={card?.kind ?? undefined} className="flex flex-1 flex-col">
        <PromptCard
          text={
            card?.text
              ? cardText(card.text)
              : holder
                ? t("squiffy.cardFor", { name: holder.name })
                : null
          }
          label={card?.kind ? <KindBadge kind={card.kind} /> : undefined}
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
        <Button
          variant="secondary"
          size="lg"
          disabled={sending || view.vetoUsed || card === null || waiting}
          onClick={() => {
            if (card) run({ type: "veto", card: card.number });
          }}
        >
          <ShieldOff aria-hidden="true" />
          {t("veto.button")}
        </Button>
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
          <Beer aria-hidden="true" />
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
