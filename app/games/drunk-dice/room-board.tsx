import { Dices, Gift, Wine } from "lucide-react";
import { useState } from "react";
import { RoomTurnBanner } from "#app/games/_ui/room/room-turn-banner.tsx";
import { useRoomSend } from "#app/games/_ui/room/use-room-send.ts";
import { Button } from "#app/components/ui/button.tsx";
import { HouseRulesButton, HouseRulesDialog } from "#app/games/_ui/house-rules-dialog.tsx";
import type { RoomBoardProps } from "#app/games/_engine/game-rules.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { DrinkTally } from "#app/games/_ui/drink-tally.tsx";
import { HouseRulesForm } from "./house-rules-form.tsx";
import { DicePair, RollReport, ThreeManLine } from "./roll-report.tsx";
import type { DrunkDiceMove, DrunkDiceView } from "./rules.ts";

/**
 * Drunk Dice on one phone of a room: the player with the dice rolls on their own phone, every
 * phone sees the roll as it lands, and a player told to drink reads it on theirs. The host sets
 * the house rules for the room.
 */
export function RoomBoard({ view, isHost, send }: RoomBoardProps<DrunkDiceView, DrunkDiceMove>) {
  const { t } = useTranslation("tableGames");
  const { t: tr } = useTranslation("roomTurns");
  // A refusal belongs to the roll it was about: the next one clears it.
  const { sending, refusal, run } = useRoomSend(send, String(view.rolls), tr("sendFailed"));
  const [rulesOpen, setRulesOpen] = useState(false);
  const name = view.onTurn?.name ?? "";

  return (
    <div className="flex flex-1 flex-col gap-4" aria-busy={sending}>
      <RoomTurnBanner mine={view.myTurn} seat={view.onTurn}>
        {view.myTurn ? t("drunkDice.room.yourRoll") : t("drunkDice.turn", { player: name })}
      </RoomTurnBanner>

      <ThreeManLine view={view}>
        {isHost ? (
          <HouseRulesButton
            label={t("drunkDice.rules.open")}
            className="self-end"
            onClick={() => setRulesOpen(true)}
          />
        ) : null}
      </ThreeManLine>

      <div className="flex flex-col gap-4 rounded-3xl bg-night-800 p-5 ring-1 ring-night-600">
        <DicePair view={view} />
        <RollReport view={view} />
        {view.myTurn ? (
          <Button
            size="lg"
            className="min-h-16 text-2xl"
            disabled={sending}
            onClick={() => run({ type: "roll", roll: view.rolls })}
          >
            <Dices aria-hidden="true" />
            {t("drunkDice.roll")}
          </Button>
        ) : (
          <p className="text-center text-muted">{t("drunkDice.room.waiting", { name })}</p>
        )}
      </div>

      {view.mine ? (
        <p
          data-testid="my-drink"
          className="flex items-center justify-center gap-2 rounded-2xl bg-dojo-pink px-4 py-3 text-center font-display text-xl font-black text-night-950"
        >
          <Wine aria-hidden="true" className="size-6 shrink-0" />
          {t("drunkDice.room.youTake", {
            amount: tr(`amount.${view.mine.unit}`, { count: view.mine.count }),
          })}
        </p>
      ) : null}
      {view.myHandOut !== null ? (
        <p
          data-testid="my-hand-out"
          className="flex items-center justify-center gap-2 rounded-2xl bg-dojo-gold/20 px-4 py-3 text-center font-bold text-dojo-gold"
        >
          <Gift aria-hidden="true" className="size-6 shrink-0" />
          {t("drunkDice.room.youHandOut", {
            amount: tr(`amount.${view.handOutUnit}`, { count: view.myHandOut }),
          })}
        </p>
      ) : null}

      <p role="alert" className="min-h-6 text-center font-bold text-danger">
        {refusal}
      </p>

      <DrinkTally title={t("drunkDice.tallyTitle")} players={view.players} />

      {isHost ? (
        <HouseRulesDialog
          open={rulesOpen}
          onOpenChange={setRulesOpen}
          title={t("drunkDice.rules.title")}
          description={t("drunkDice.room.rulesDescription")}
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
