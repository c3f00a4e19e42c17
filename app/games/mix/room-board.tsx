import { PromptCard } from "#app/games/_ui/prompt-card.tsx";
import { RoomTurnBanner } from "#app/games/_ui/room/room-turn-banner.tsx";
import { RoomVetoButton } from "#app/games/_ui/room/room-veto-button.tsx";
import { useRoomSend } from "#app/games/_ui/room/use-room-send.ts";
import { Button } from "#app/components/ui/button.tsx";
import { renderSips } from "#app/games/_engine/drinks.ts";
import type { RoomBoardProps } from "#app/games/_engine/game-rules.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { mixedGame } from "./mixed-games.ts";
import type { MixMove, MixView } from "./rules.ts";

/**
 * Mix on one phone of a room: every phone shows the card and the game it comes from; a card
 * that names you says so on your phone. Anyone deals the next card; each player has one veto.
 */
export function RoomBoard({ view, send }: RoomBoardProps<MixView, MixMove>) {
  const { t, i18n } = useTranslation("roomTurns");
  const { t: tGames } = useTranslation("games");
  const { card } = view;
  const number = card?.number ?? 0;
  // A refusal belongs to the card it was about: a new card clears it.
  const { sending, refusal, run } = useRoomSend(send, String(number), t("sendFailed"));
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  const slug = card ? mixedGame(card.game) : undefined;
  const next = () => run({ type: "next", card: number });

  return (
    <div className="flex flex-1 flex-col gap-4" aria-busy={sending}>
      {view.named.length > 0 ? (
        <RoomTurnBanner mine={view.mine}>
          {view.mine
            ? t("mix.yourCard")
            : t("mix.cardFor", { names: list.format(view.named.map((player) => player.name)) })}
        </RoomTurnBanner>
      ) : null}

      <PromptCard
        text={card ? renderSips(card.text, (count) => t(`token.${view.unit}`, { count })) : null}
        label={slug ? tGames(`catalogue.${slug}.name`) : undefined}
        onNext={next}
        disabled={card === null || sending}
        emptyText={t("mix.noCards")}
        tone={view.mine ? "gold" : "pink"}
      />

      <p role="status" className="min-h-7 text-center text-base font-semibold text-muted">
        {view.vetoedBy ? t("veto.vetoed", { name: view.vetoedBy }) : null}
      </p>

      <div className="flex gap-2">
        <RoomVetoButton
          label={t("veto.button")}
          disabled={sending || view.vetoUsed || card === null}
          onVeto={() => run({ type: "veto", card: number })}
        />
        <Button size="lg" className="flex-1" disabled={sending || card === null} onClick={next}>
          {t("mix.next")}
        </Button>
      </div>
      <p className="-mt-2 text-center text-sm text-muted">
        {view.vetoUsed ? t("veto.used") : t("veto.hint")}
      </p>

      <p role="alert" className="min-h-6 text-center font-bold text-danger">
        {refusal}
      </p>
    </div>
  );
}
