import { cn } from "#app/components/ui/cn.ts";

interface TimerBarProps {
  remainingMs: number;
  durationMs: number;
  /** What the clock is for ("Ana's turn"); it names the progress bar. */
  label: string;
  /** The time left in words for assistive tech ("4 seconds left"). */
  valueText: string;
  /** Seconds left from which the clock turns urgent. */
  urgentFrom?: number;
}

/**
 * A countdown for timed games: big seconds and a draining bar. It is deliberately not a live
 * region (a reader saying every second drowns the game out); boards announce the moments
 * that matter (a new turn, "10 seconds left", "Time's up") in their own status line.
 */
export function TimerBar({
  remainingMs,
  durationMs,
  label,
  valueText,
  urgentFrom = 3,
}: TimerBarProps) {
  const seconds = Math.ceil(remainingMs / 1000);
  const share = durationMs > 0 ? Math.min(1, Math.max(0, remainingMs / durationMs)) : 0;
  const urgent = seconds <= urgentFrom;
  return (
    <div className="rounded-3xl bg-night-800 p-4 ring-1 ring-night-600">
      <div className="flex items-baseline justify-between gap-3">
        <span className="truncate text-lg font-extrabold">{label}</span>
        <span
          aria-hidden="true"
          className={cn(
            "font-display text-5xl font-black tabular-nums",
            urgent ? "text-dojo-pink motion-safe:animate-pulse" : "text-dojo-gold",
          )}
        >
          {seconds}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={Math.round(durationMs / 1000)}
        aria-valuenow={seconds}
        aria-valuetext={valueText}
        className="mt-3 h-3 overflow-hidden rounded-full bg-night-950"
      >
        <div
          className={cn(
            "h-full rounded-full motion-safe:transition-[width] motion-safe:duration-200 motion-safe:ease-linear",
            urgent ? "bg-dojo-pink" : "bg-dojo-gold",
          )}
          style={{ width: `${share * 100}%` }}
        />
      </div>
    </div>
  );
}
