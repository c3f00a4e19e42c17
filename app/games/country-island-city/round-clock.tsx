import { useTranslation } from "#app/i18n/react.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { timeLeft, type Phase, type RoundClock as Clock } from "./rules.ts";

function formatClock(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

// Screen readers hear the clock at these marks, not every second.
const announcedMarks = [60, 30, 10];

/** The countdown on the card: big digits, a bar, and a few spoken milestones. */
export function RoundClock({ clock, phase, now }: { clock: Clock; phase: Phase; now: number }) {
  const { t } = useTranslation("cic");
  const left = timeLeft(clock, now);
  const running = clock.endsAt !== null;
  const seconds = Math.ceil(left / 1000);
  const mark = announcedMarks.filter((limit) => seconds <= limit).at(-1);
  const over = phase === "scoring" || phase === "scored";

  const announcement = over
    ? left === 0
      ? t("clock.timeUp")
      : t("clock.stoppedEarly")
    : phase === "writing" && !running
      ? t("clock.paused")
      : running && mark !== undefined
        ? t("clock.left", { number: mark })
        : "";

  return (
    <div className="mt-5 w-full">
      <div
        role="timer"
        aria-label={t("clock.label")}
        className={cn(
          "font-display text-5xl font-black tabular-nums",
          running && seconds <= 10 ? "text-dojo-pink" : "text-ink",
          over && "text-muted",
        )}
      >
        {formatClock(left)}
      </div>
      <div
        aria-hidden="true"
        className="mx-auto mt-3 h-2 w-full overflow-hidden rounded-full bg-night-700"
      >
        <div
          className="h-full rounded-full bg-dojo-gold transition-[width] duration-300 ease-linear motion-reduce:transition-none"
          style={{ width: `${(left / clock.durationMs) * 100}%` }}
        />
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
