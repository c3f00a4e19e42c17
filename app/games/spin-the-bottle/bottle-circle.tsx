import { cn } from "#app/components/ui/cn.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { seatAngle, type BottleSeat } from "./rules.ts";

/** Matches the bottle's CSS transition below. */
export const spinMs = 2600;
/** Distance of the names from the centre, as a share of the circle's width. */
const seatRadius = 40;

function Bottle() {
  return (
    <svg viewBox="0 0 40 120" className="h-full" aria-hidden="true">
      <defs>
        <linearGradient id="bottle-glass" x1="0" x2="1">
          <stop offset="0" stopColor="var(--color-dojo-cyan)" stopOpacity="0.95" />
          <stop offset="1" stopColor="var(--color-dojo-violet)" stopOpacity="0.95" />
        </linearGradient>
      </defs>
      <rect x="15" y="2" width="10" height="8" rx="2" fill="var(--color-dojo-gold)" />
      <path
        d="M16 10 h8 v26 c0 6 9 10 9 22 v52 a8 8 0 0 1 -8 8 h-10 a8 8 0 0 1 -8 -8 v-52 c0 -12 9 -16 9 -22 z"
        fill="url(#bottle-glass)"
      />
      <rect x="11" y="66" width="5" height="40" rx="2.5" fill="white" opacity="0.35" />
    </svg>
  );
}

interface BottleCircleProps {
  seats: readonly BottleSeat[];
  /** The bottle's rotation in degrees. */
  angle: number;
  /** The seat the bottle names now; null while it spins or before the first spin. */
  chosenSeat: number | null;
  /** Seat ids this round has already picked (greyed out). */
  picked: readonly string[];
  /** The bottle turns to `angle` instead of standing there at once. */
  turning: boolean;
}

/** The circle of players with the bottle in the middle; without names, a dial of ticks. */
export function BottleCircle({ seats, angle, chosenSeat, picked, turning }: BottleCircleProps) {
  const { t } = useTranslation("tools");
  return (
    <div className="relative mx-auto aspect-square w-full max-w-80">
      <div
        aria-hidden="true"
        className="absolute inset-[12%] rounded-full bg-night-800 ring-2 ring-night-600"
      />
      {seats.length === 0 ? (
        <div aria-hidden="true" className="absolute inset-0">
          {Array.from({ length: 12 }, (_, i) => {
            const radians = (i * 30 * Math.PI) / 180;
            return (
              <span
                key={i}
                className="absolute h-3 w-1 rounded-full bg-night-600"
                style={{
                  left: `${50 + seatRadius * Math.sin(radians)}%`,
                  top: `${50 - seatRadius * Math.cos(radians)}%`,
                  transform: `translate(-50%, -50%) rotate(${i * 30}deg)`,
                }}
              />
            );
          })}
        </div>
      ) : (
        <ol
          aria-label={t("bottle.circleLabel", { count: seats.length })}
          className="absolute inset-0"
        >
          {seats.map((seat, index) => {
            const radians = (seatAngle(index, seats.length) * Math.PI) / 180;
            const chosen = chosenSeat === index;
            const done = !chosen && picked.includes(seat.id);
            return (
              <li
                key={seat.id}
                className={cn(
                  "absolute max-w-24 -translate-x-1/2 -translate-y-1/2 truncate rounded-full px-2.5 py-1 text-sm font-bold ring-1 transition",
                  chosen
                    ? "z-10 scale-110 bg-dojo-gold text-night-950 ring-dojo-gold"
                    : done
                      ? "bg-night-900 text-muted ring-night-700"
                      : "bg-night-700 text-ink ring-night-600",
                )}
                style={{
                  left: `${50 + seatRadius * Math.sin(radians)}%`,
                  top: `${50 - seatRadius * Math.cos(radians)}%`,
                }}
              >
                {seat.name}
              </li>
            );
          })}
        </ol>
      )}
      <div
        aria-hidden="true"
        className={cn(
          "absolute inset-[28%] flex justify-center",
          turning &&
            "transition-transform duration-[2600ms] ease-[cubic-bezier(0.12,0.7,0.18,1)] motion-reduce:transition-none",
        )}
        style={{ transform: `rotate(${angle}deg)` }}
      >
        <Bottle />
      </div>
    </div>
  );
}
