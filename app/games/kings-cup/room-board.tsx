import { Layers, RotateCcw } from "lucide-react";
import { useState } from "react";
import { DrinkTally } from "#app/games/_ui/drink-tally.tsx";
import { RoomTurnBanner } from "#app/games/_ui/room/room-turn-banner.tsx";
import { useRoomSend } from "#app/games/_ui/room/use-room-send.ts";
import { Button } from "#app/components/ui/button.tsx";
import { HouseRulesButton, HouseRulesDialog } from "#app/games/_ui/house-rules-dialog.tsx";
import type { RoomBoardProps } from "#app/games/_engine/game-rules.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { HouseRulesForm } from "./house-rules-form.tsx";
import { CardFace, DeckLine, RulesInPlay, TurnedCard, WhoTookIt } from "./kings-cup-parts.tsx";
import { MakeRuleForm } from "./make-rule-form.tsx";
import type { KingsCupMove, KingsCupView } from "./rules.ts";

/**
 * King's Cup on one phone of a room: the player on turn draws on their own phone, every phone
 * sees the card, the cup and the rules in play, and a player who drew a "make a rule" card
 * types it on theirs. The host sets the house rules for the room.
 */
export function RoomBoard({ view, isHost, send }: RoomBoardProps<KingsCupView, KingsCupMove>) {
  const { t } = useTranslation("tableGames");
  const { t: tr } = useTranslation("roomTurns");
  // A refusal belongs to the card it was about: the next one clears it.
  const moment = `${view.drawn}:${view.madeRules.length}:${view.ruleMaker ? "rule" : "draw"}`;
  const { sending, refusal, run } = useRoomSend(send, moment, tr("sendFailed"));
  const [rulesOpen, setRulesOpen] = useState(false);
  const name = view.onTurn?.name ?? "";

  return (
    <div className="flex flex-1 flex-col gap-4" aria-busy={sending}>
      <RoomTurnBanner mine={view.myTurn} seat={view.over ? null : view.onTurn}>
        {view.over
          ? t("kingsCup.over")
          : view.myTurn
            ? t("kingsCup.room.yourDraw")
            : t("kingsCup.turn", { player: name })}
      </RoomTurnBanner>

      <div className="-mt-2 flex items-start justify-between gap-2">
        <DeckLine view={view} />
        {isHost ? (
          <HouseRulesButton
            label={t("kingsCup.houseRules.open")}
            onClick={() => setRulesOpen(true)}
          />
        ) : null}
      </div>

      <div className="flex flex-col gap-4 rounded-3xl bg-night-800 p-5 ring-1 ring-night-600">
        <CardFace card={view.turned?.card ?? null} />
        <TurnedCard view={view} />
        <WhoTookIt
          view={view}
          busy={sending}
          onName={(player) => run({ type: "tookIt", drawn: view.drawn, player })}
        />
        {view.myRule && view.ruleMaker ? (
          <MakeRuleForm
            key={view.drawn}
            maker={view.ruleMaker.name}
            made={view.madeRules}
            refusal={refusal}
            busy={sending}
            onMake={(text) => run({ type: "makeRule", text })}
            onSkip={() => run({ type: "skipRule" })}
          />
        ) : view.ruleMaker ? (
          <p className="text-center text-muted">
            {t("kingsCup.makeRule.waiting", { name: view.ruleMaker.name })}
          </p>
        ) : view.myTurn ? (
          <Button
            size="lg"
            className="min-h-16 text-2xl"
            disabled={sending}
            onClick={() => run({ type: "draw", drawn: view.drawn })}
          >
            <Layers aria-hidden="true" />
            {t("kingsCup.draw")}
          </Button>
        ) : view.over ? (
          <Button
            size="lg"
            className="min-h-16 text-2xl"
            disabled={sending}
            onClick={() => run({ type: "rematch" })}
          >
            <RotateCcw aria-hidden="true" />
            {t("kingsCup.playAgain")}
          </Button>
        ) : (
          <p className="text-center text-muted">{t("kingsCup.room.waiting", { name })}</p>
        )}
      </div>

      {view.myRule ? null : (
        <p role="alert" className="min-h-6 text-center font-bold text-danger">
          {refusal}
        </p>
      )}

      <DrinkTally
        title={t("kingsCup.tally.title")}
        note={t("kingsCup.tally.note")}
        players={view.players}
      />

      <RulesInPlay view={view} />

      {isHost ? (
        <HouseRulesDialog
          open={rulesOpen}
          onOpenChange={setRulesOpen}
          title={t("kingsCup.houseRules.title")}
          description={t("kingsCup.room.rulesDescription")}
        >
          <HouseRulesForm
            rules={view.rules}
            onSave={(rules) => run({ type: "houseRules", rules })}
          />
        </HouseRulesDialog>
      ) : null}
    </div>
  );
}
