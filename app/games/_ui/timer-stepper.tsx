import { Minus, Plus } from "lucide-react";
import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";

interface StepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  /** The value as shown ("60 s", "3 rounds"). */
  display: string;
  decreaseLabel: string;
  increaseLabel: string;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/**
 * A −/+ setting for timed games (turn seconds, teams, rounds): two thumb-sized buttons
 * beat a slider on a phone in a dark room. The value is announced when it changes.
 */
export function Stepper({
  label,
  value,
  min,
  max,
  step = 1,
  display,
  decreaseLabel,
  increaseLabel,
  onChange,
  disabled = false,
}: StepperProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex items-center justify-between gap-3">
      <span id={labelId} className="font-semibold">
        {label}
      </span>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label={decreaseLabel}
          disabled={disabled || value - step < min}
          onClick={() => onChange(Math.max(min, value - step))}
        >
          <Minus aria-hidden="true" />
        </Button>
        <output
          aria-live="polite"
          className="min-w-16 text-center text-lg font-extrabold tabular-nums"
        >
          {display}
        </output>
        <Button
          variant="secondary"
          size="icon"
          aria-label={increaseLabel}
          disabled={disabled || value + step > max}
          onClick={() => onChange(Math.min(max, value + step))}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
