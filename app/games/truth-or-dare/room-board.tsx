import { Ban, Check, Flame, MessageCircleQuestion } from "lucide-react";
import { PromptCard } from "#app/games/_ui/prompt-card.tsx";
import { RoomTurnBanner } from "#app/games/_ui/room/room-turn-banner.tsx";
import { RoomVetoButton } from "#app/games/_ui/room/room-veto-button.tsx";
import { useRoomSend } from "#app/games/_ui/room/use-room-send.ts";
import { Button } from "#app/components/ui/button.tsx";
import { renderSips } from "#app/games/_engine/drinks.ts";
import type { RoomBoardProps } from "#app/games/_engine/game-rules.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { TruthOrDareMove, TruthOrDareView } from "./rules.ts";

/**
 * Truth or Dare on one phone of a room: the player on turn chooses and answers for their card
 * here; everyone else watches the same card and may spend their veto on it.
 */
export function RoomBoard({ view, send }: RoomBoardProps<TruthOrDareView, TruthOrDareMove>) {
  const { t } = useTranslation("roomTurns");
  // A refusal belongs to the turn and card it was about: a new one clears it.
  const { sending, refusal, run } = useRoomSend(
    send,
    `${view.turn}:${view.card?.number ?? ""}`,
    t("sendFailed"),
  );
  const name = view.onTurn?.name ?? "";
  const { myTurn, card, outcome, turn } = view;
  const choosing = view.phase === "choose";
  const cardText = (text: string) =>
    renderSips(text, (count) => t(`token.${view.unit}`, { count }));

  const label = choosing
    ? undefined
    : view.choice === "dare"
      ? myTurn
        ? t("tod.youChoseDare")
        : t("tod.choseDare", { name })
      : myTurn
        ? t("tod.youChoseTruth")
        : t("tod.choseTruth", { name });

  const status =
    outcome === "done"
      ? myTurn
        ? t("tod.youDidIt")
        : t("tod.didIt", { name })
      : outcome === "refused"
        ? myTurn
          ? t("tod.youRefused")
          : t("tod.refused", { name })
        : choosing
          ? null
          : myTurn
            ? t("tod.yourCardHint")
            : t("tod.waitingCard", { name });

  return (
    <div className="flex flex-1 flex-col gap-4" aria-busy={sending}>
      <RoomTurnBanner mine={myTurn} seat={view.onTurn}>
        {myTurn ? t("tod.yourTurn") : t("tod.turnOf", { name })}
      </RoomTurnBanner>

      <PromptCard
        text={
          choosing
            ? myTurn
              ? t("tod.chooseYours")
              : t("tod.waitingChoice", { name })
            : card
              ? cardText(card.text)
              : null
        }
        label={label}
        onNext={() => run({ type: "next", turn })}
        disabled={choosing || outcome === null || sending}
        emptyText={t("tod.noCards")}
        tone={view.choice === "dare" ? "pink" : "cyan"}
        packId={card?.packId}
      >
        {choosing && myTurn ? (
          <div
            role="group"
            aria-label={t("tod.chooseGroup")}
            className="mt-8 grid w-full grid-cols-2 gap-3"
          >
            <Button
              size="lg"
              variant="secondary"
              className="min-h-20 text-xl ring-dojo-cyan"
              disabled={sending}
              onClick={() => run({ type: "choose", turn, choice: "truth" })}
            >
              <MessageCircleQuestion aria-hidden="true" />
              {t("tod.truth")}
            </Button>
            <Button
              size="lg"
              className="min-h-20 text-xl"
              disabled={sending}
              onClick={() => run({ type: "choose", turn, choice: "dare" })}
            >
              <Flame aria-hidden="true" />
              {t("tod.dare")}
            </Button>
          </div>
        ) : null}
      </PromptCard>

      <p role="status" className="min-h-7 text-center text-lg font-bold text-dojo-gold">
        {status}
        {view.vetoedBy && !choosing ? (
          <span className="block text-base font-semibold text-muted">
            {t("veto.vetoed", { name: view.vetoedBy })}
          </span>
        ) : null}
      </p>

      {!choosing && myTurn && outcome === null && card ? (
        <div className="grid grid-cols-1 gap-3">
          <Button
            size="lg"
            variant="gold"
            className="min-h-16 text-xl"
            disabled={sending}
            onClick={() => run({ type: "done", turn })}
          >
            <Check aria-hidden="true" />
            {t("tod.done")}
          </Button>
          <Button
            size="lg"
            variant="secondary"
            disabled={sending}
            onClick={() => run({ type: "refuse", turn })}
          >
            <Ban aria-hidden="true" />
            {t("tod.skip")}
          </Button>
        </div>
      ) : null}

      {outcome !== null ? (
        <div className="flex flex-col gap-2">
          <Button
            size="lg"
            className="min-h-16 text-xl"
            disabled={sending}
            onClick={() => run({ type: "next", turn })}
          >
            {t("tod.next")}
          </Button>
          <p className="text-center text-sm text-muted">{t("tod.nextHint")}</p>
        </div>
      ) : null}

      {!choosing && outcome === null && card ? (
        <div className="flex flex-col gap-1">
          <RoomVetoButton
            label={t("veto.button")}
            disabled={sending || view.vetoUsed}
            onVeto={() => run({ type: "veto", card: card.number })}
          />
          <p className="text-center text-sm text-muted">
            {view.vetoUsed ? t("veto.used") : t("veto.hint")}
          </p>
        </div>
      ) : null}

      <p role="alert" className="min-h-6 text-center font-bold text-danger">
        {refusal}
      </p>
    </div>
  );
}
