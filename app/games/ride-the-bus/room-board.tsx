import { Layers, RotateCcw } from "lucide-react";
import { RoomTurnBanner } from "#app/games/_ui/room/room-turn-banner.tsx";
import { useRoomSend } from "#app/games/_ui/room/use-room-send.ts";
import { Button } from "#app/components/ui/button.tsx";
import type { RoomBoardProps } from "#app/games/_engine/game-rules.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import {
  BusLine,
  GuessButtons,
  Hands,
  NextGameLine,
  OutcomeLine,
  PhaseLine,
  Pyramid,
} from "./bus-parts.tsx";
import type { RideTheBusMove, RideTheBusView } from "./rules.ts";

/**
 * Ride the Bus on one phone of a room: every phone shows the hands, the pyramid and the bus;
 * the player answering and the rider act on their own phone, and anyone in the game may turn
 * the pyramid's next card.
 */
export function RoomBoard({ view, send }: RoomBoardProps<RideTheBusView, RideTheBusMove>) {
  const { t } = useTranslation("tableGames");
  const { t: tr } = useTranslation("roomTurns");
  // A refusal belongs to the move it was about: the next one clears it.
  const { sending, refusal, run } = useRoomSend(send, String(view.moves), tr("sendFailed"));
  const name = view.onTurn?.name ?? "";

  return (
    <div className="flex flex-1 flex-col gap-4" aria-busy={sending}>
      {view.onTurn ? (
        <RoomTurnBanner mine={view.myTurn} seat={view.onTurn}>
          {view.myTurn
            ? view.phase === "bus"
              ? t("rideTheBus.room.yourRide")
              : t("rideTheBus.room.yourQuestion")
            : view.phase === "bus"
              ? t("rideTheBus.room.watchRide", { name })
              : t("rideTheBus.room.waitingFor", { name })}
        </RoomTurnBanner>
      ) : null}

      <div
        aria-live="polite"
        className="flex flex-col gap-4 rounded-3xl bg-night-800 p-5 ring-1 ring-night-600"
      >
        <PhaseLine view={view} />
        <OutcomeLine view={view} />
        {view.phase === "pyramid" ? <Pyramid view={view} /> : null}
        {view.bus.length > 0 ? <BusLine view={view} /> : null}

        {view.myTurn ? (
          <GuessButtons
            view={view}
            disabled={sending}
            onGuess={(guess) => run({ type: "guess", guess })}
          />
        ) : null}
        {view.phase === "pyramid" && view.inGame ? (
          <>
            <p className="text-sm text-muted">{t("rideTheBus.room.anyoneTurns")}</p>
            <Button
              size="lg"
              className="min-h-16 text-2xl"
              disabled={sending}
              onClick={() => run({ type: "turn", at: view.turned })}
            >
              <Layers aria-hidden="true" />
              {t("rideTheBus.turnCard")}
            </Button>
          </>
        ) : null}
        {view.phase === "over" ? (
          <Button
            size="lg"
            variant="gold"
            className="min-h-16 text-xl"
            disabled={sending}
            onClick={() => run({ type: "rematch" })}
          >
            <RotateCcw aria-hidden="true" />
            {t("rideTheBus.rematch")}
          </Button>
        ) : null}
      </div>

      <p role="alert" className="min-h-6 text-center font-bold text-danger">
        {refusal}
      </p>

      <NextGameLine view={view} />

      <Hands view={view} />
    </div>
  );
}
