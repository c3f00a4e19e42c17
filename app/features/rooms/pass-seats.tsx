import { EyeOff, Smartphone } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { PassSeatView, RoomView } from "./room.ts";

/**
 * Players without a phone of their own (docs/decisions/027-rooms.md): the host adds them and they
 * play on the host's phone. Their secrets show only once they say they are the one looking.
 */

/** Who this phone plays for right now: its owner, or a player without a phone who looks. */
export type Acting = { seat: PassSeatView; looking: boolean } | null;

/**
 * The running game on a phone that players without a phone play on: a switch between its owner
 * and them, and a cover before one of them looks, so the last player's secrets stay hidden.
 */
export function PassSeatPlay({
  view,
  acting,
  setActing,
  board,
}: {
  view: RoomView;
  acting: Acting;
  setActing: (next: Acting) => void;
  board: (seat: PassSeatView | null) => ReactNode;
}) {
  const { t } = useTranslation("rooms");
  if (view.passSeats.length === 0) return board(null);
  const owner = view.players.find((player) => player.id === view.me);
  // The seat as the newest view has it: a player removed meanwhile hands the phone back.
  const current = acting ? view.passSeats.find((seat) => seat.id === acting.seat.id) : undefined;
  const chosen = current && acting ? { seat: current, looking: acting.looking } : null;
  return (
    <div className="flex flex-col gap-3">
      <div
        role="group"
        aria-label={t("room.passSeats.whoLooks")}
        className="flex flex-wrap gap-2 rounded-2xl bg-night-800 p-2"
      >
        <SeatChoice pressed={chosen === null} onClick={() => setActing(null)}>
          {t("room.passSeats.me", { name: owner?.name ?? "" })}
        </SeatChoice>
        {view.passSeats.map((seat) => (
          <SeatChoice
            key={seat.id}
            pressed={chosen?.seat.id === seat.id}
            onClick={() => setActing({ seat, looking: false })}
          >
            {t("room.passSeats.imSeat", { name: seat.name })}
          </SeatChoice>
        ))}
      </div>
      {chosen && !chosen.looking ? (
        <div className="flex flex-col items-center gap-4 rounded-3xl bg-night-800 px-5 py-8 text-center">
          <EyeOff aria-hidden className="size-10 text-dojo-pink" />
          <p className="text-xl font-bold">
            {t("room.passSeats.handTo", { name: chosen.seat.name })}
          </p>
          <p className="text-muted">{t("room.passSeats.onlyThem", { name: chosen.seat.name })}</p>
          <Button size="lg" onClick={() => setActing({ seat: chosen.seat, looking: true })}>
            {t("room.passSeats.show")}
          </Button>
        </div>
      ) : (
        <>
          {chosen && (
            <p
              role="status"
              className="flex items-center gap-2 rounded-xl bg-dojo-pink/15 px-4 py-2 font-semibold"
            >
              <Smartphone aria-hidden className="size-5" />
              {t("room.passSeats.playingAs", { name: chosen.seat.name })}
            </p>
          )}
          {board(chosen?.seat ?? null)}
        </>
      )}
    </div>
  );
}

function SeatChoice({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        "min-h-12 rounded-xl px-4 font-semibold transition",
        pressed ? "bg-dojo-pink text-night-950" : "bg-night-900 text-ink hover:bg-night-700",
      )}
    >
      {children}
    </button>
  );
}
