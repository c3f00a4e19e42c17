import { Button } from "#app/components/ui/button.tsx";
import type { RoomBoardProps } from "#app/games/_engine/game-rules.ts";
import { useLanding } from "#app/games/_ui/use-landing.ts";
import { useRoomSend } from "#app/games/_ui/room/use-room-send.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { DiceCount } from "./dice-count.tsx";
import { DiceHistory, DiceResult, DiceTray, rollMs, useRollSentence } from "./dice-tray.tsx";
import type { DiceMove, DiceView } from "./rules.ts";

/**
 * Dice Roll on one phone of a room: the host picks the dice and rolls for the table; every phone
 * watches the same dice land and sees the total and the last rolls. Dice pick nobody, so no
 * phone is singled out.
 */
export function RoomBoard({ view, send }: RoomBoardProps<DiceView, DiceMove>) {
  const { t } = useTranslation("tools");
  const { t: tTurns } = useTranslation("roomTurns");
  const sentence = useRollSentence();
  const { sending, refusal, run } = useRoomSend(
    send,
    `${view.rolls}:${view.count}`,
    tTurns("sendFailed"),
  );
  // A roll that arrives tumbles the dice here too; the faces and words wait until they land.
  const { shown, moving, landed, turning } = useLanding(view, view.rolls, true, rollMs);
  const result = moving ? null : shown.last;
  const faces = result && result.faces.length === view.count ? result.faces : null;
  // The phone that rolled says "You rolled"; the others say who did.
  const by = view.canRoll ? null : shown.by;
  const roller = view.by ?? view.roller ?? "";
  const status = moving
    ? view.canRoll
      ? t("dice.rolling")
      : t("dice.rollingBy", { name: roller })
    : result
      ? ""
      : view.canRoll
        ? t("dice.idle")
        : t("dice.waitingFor", { name: view.roller ?? "" });

  return (
    <div className="flex flex-1 flex-col gap-5" aria-busy={sending}>
      {view.canRoll ? (
        <DiceCount
          count={view.count}
          disabled={sending}
          onCount={(count) => run({ type: "count", count })}
        />
      ) : null}

      <DiceTray
        count={view.count}
        rolls={view.rolls}
        faces={faces}
        moving={moving}
        turning={turning}
      />

      <DiceResult
        result={result}
        words={result ? sentence(result, by) : ""}
        status={status}
        landed={landed}
      />

      <DiceHistory history={shown.history} rolls={shown.rolls} />

      <p role="alert" className="min-h-6 text-center font-bold text-danger">
        {refusal}
      </p>

      {view.canRoll ? (
        <Button
          size="lg"
          className="min-h-16 w-full text-2xl"
          disabled={sending}
          onClick={() => run({ type: "roll", rolls: view.rolls })}
        >
          {t("dice.roll")}
        </Button>
      ) : null}
    </div>
  );
}
