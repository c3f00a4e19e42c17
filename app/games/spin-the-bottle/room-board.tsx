import { useEffect } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import type { RoomBoardProps } from "#app/games/_engine/game-rules.ts";
import { useLanding } from "#app/games/_ui/use-landing.ts";
import { useRoomSend } from "#app/games/_ui/room/use-room-send.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { BottleCircle, spinMs } from "./bottle-circle.tsx";
import { BottleRound } from "./bottle-round.tsx";
import type { BottleMove, BottleView } from "./rules.ts";

/** A short buzz, a pause and another: the phone on the table says "you" without a look. */
const chosenBuzz = [200, 100, 200];

/**
 * Spin the Bottle on one phone of a room: the host spins; every phone watches the bottle turn
 * and sees who it picked, and the picked player's phone lights up and buzzes.
 */
export function RoomBoard({ view, send }: RoomBoardProps<BottleView, BottleMove>) {
  const { t } = useTranslation("tools");
  const { t: tTurns } = useTranslation("roomTurns");
  const { sending, refusal, run } = useRoomSend(send, String(view.spins), tTurns("sendFailed"));
  // A spin that arrives turns the bottle here too; the words wait until it stops.
  const { shown, moving, landed, turning } = useLanding(view, view.spins, true, spinMs);
  const last = moving ? null : shown.last;
  const chosen = !moving && shown.chosen;

  // Once per spin that lands on this player while the page is open, never for an old one.
  useEffect(() => {
    if (landed && chosen && "vibrate" in navigator) navigator.vibrate(chosenBuzz);
  }, [landed, chosen]);

  const spinner = view.by ?? view.spinner ?? "";
  const resultText =
    last === null
      ? ""
      : last.kind === "free"
        ? t("bottle.free")
        : t("bottle.pointsAt", { name: last.name });
  const status = moving
    ? view.canSpin
      ? t("bottle.spinning")
      : t("bottle.spinningBy", { name: spinner })
    : last
      ? ""
      : view.canSpin
        ? t("bottle.idle")
        : t("bottle.waitingFor", { name: view.spinner ?? "" });

  return (
    <div
      data-testid="bottle-board"
      data-chosen={chosen ? "" : undefined}
      className={cn(
        "flex flex-1 flex-col gap-4 rounded-3xl p-3 transition",
        chosen && "bg-dojo-gold/15 ring-4 ring-dojo-gold",
      )}
      aria-busy={sending}
    >
      {chosen ? (
        <div className="rounded-2xl bg-dojo-gold px-4 py-4 text-center text-night-950">
          <p className="font-display text-4xl font-black">{t("bottle.itsYou")}</p>
          <p className="font-bold">{t("bottle.itsYouHint")}</p>
        </div>
      ) : null}

      <BottleCircle
        seats={view.seats}
        angle={view.angle}
        chosenSeat={last?.kind === "player" ? last.seat : null}
        picked={shown.picked}
        turning={turning}
      />

      <div className="text-center">
        <p data-testid="result" className="min-h-9 font-display text-2xl font-black text-balance">
          {resultText}
        </p>
        <p className="min-h-6 text-muted">{status}</p>
        <p aria-live="polite" className="sr-only">
          {landed ? (chosen ? `${t("bottle.itsYou")} ${resultText}` : resultText) : ""}
        </p>
      </div>

      {view.seats.length > 0 ? <BottleRound circle={{ ...shown, seats: view.seats }} /> : null}

      <p role="alert" className="min-h-6 text-center font-bold text-danger">
        {refusal}
      </p>

      {view.canSpin ? (
        <Button
          size="lg"
          className="min-h-16 w-full text-2xl"
          disabled={sending}
          onClick={() => run({ type: "spin", spins: view.spins })}
        >
          {t("bottle.spin")}
        </Button>
      ) : null}
    </div>
  );
}
