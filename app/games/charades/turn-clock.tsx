import { useEffect, useEffectEvent, useState } from "react";
import { TimerBar } from "#app/games/_ui/timer-bar.tsx";
import { useTranslation } from "#app/i18n/react.tsx";

/** From here on the table hears (and sees) that time is running short. */
const warnAtSeconds = 10;

function buzz() {
  if (typeof navigator !== "undefined" && "vibrate" in navigator) navigator.vibrate(300);
}

/**
 * Milliseconds left until `deadline` (epoch milliseconds on this device's clock), ticking while
 * mounted: mount it again (a `key`) for a new deadline. `onTimeUp` runs on every tick once the
 * deadline has passed, until the game says the turn is over and this goes away.
 */
function useCountdown(deadline: number, onTimeUp: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const timeUp = useEffectEvent(onTimeUp);
  useEffect(() => {
    const id = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) timeUp();
    }, 200);
    return () => window.clearInterval(id);
  }, [deadline]);
  return Math.max(0, deadline - now);
}

interface TurnClockProps {
  /** When the turn ends, in epoch milliseconds on this device's clock. */
  deadline: number;
  durationMs: number;
  /** Names the clock ("Team A is guessing"). */
  label: string;
  /** What the table hears while the clock runs ("Go! Team A is guessing."). */
  going: string;
  /** The clock ran out here: tell the game. */
  onTimeUp: () => void;
  /** The phone buzzes as its clock runs out (the actor's, the phone passed round). */
  buzzes?: boolean;
}

/**
 * A charades turn's clock, counting down to the turn's deadline: a draining bar, and "ten
 * seconds left" said once when it gets there.
 */
export function TurnClock({
  deadline,
  durationMs,
  label,
  going,
  onTimeUp,
  buzzes = false,
}: TurnClockProps) {
  const { t } = useTranslation("partyGames");
  const [buzzed, setBuzzed] = useState(false);
  const left = useCountdown(deadline, () => {
    if (buzzes && !buzzed) {
      buzz();
      setBuzzed(true);
    }
    onTimeUp();
  });
  const secondsLeft = Math.ceil(left / 1000);
  return (
    <>
      <p role="status" className="sr-only">
        {secondsLeft <= warnAtSeconds ? t("timer.tenLeft") : going}
      </p>
      <TimerBar
        remainingMs={left}
        durationMs={durationMs}
        label={label}
        valueText={t("timer.secondsLeft", { count: secondsLeft })}
        urgentFrom={warnAtSeconds}
      />
    </>
  );
}
