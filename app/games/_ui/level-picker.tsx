import { useId } from "react";
import { cn } from "#app/components/ui/cn.ts";
import { packLevels, type PackLevel } from "#app/games/_engine/packs.ts";
import { useTranslation } from "#app/i18n/react.tsx";

interface LevelPickerProps {
  title: string;
  hint: string;
  levels: readonly PackLevel[];
  /** Why wild can't deal at this table, in words, or null when it can. */
  wildUnavailable: string | null;
  /** The last refusal (the last level kept on), in words. */
  refusal: string | null;
  disabled?: boolean;
  onToggle: (level: PackLevel, on: boolean) => void;
}

/**
 * The table's intensity levels (docs/product-rules.md#intensity): one toggle button per level.
 * Wild stays pressable only where it can deal, and says why when it can't.
 */
export function LevelPicker({
  title,
  hint,
  levels,
  wildUnavailable,
  refusal,
  disabled = false,
  onToggle,
}: LevelPickerProps) {
  const { t } = useTranslation("play");
  const titleId = useId();
  const hintId = useId();
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      aria-describedby={hintId}
      className="rounded-2xl bg-night-900 px-3 py-2 ring-1 ring-night-700"
    >
      <p id={titleId} className="font-semibold">
        {title}
      </p>
      <p id={hintId} className="text-sm text-muted">
        {hint}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {packLevels.map((level) => {
          const blocked = level === "wild" && wildUnavailable !== null;
          const pressed = levels.includes(level) && !blocked;
          return (
            <button
              key={level}
              type="button"
              aria-pressed={pressed}
              disabled={disabled || blocked}
              onClick={() => onToggle(level, !levels.includes(level))}
              className={cn(
                "min-h-12 min-w-20 rounded-full px-4 font-bold ring-1 transition",
                "disabled:cursor-not-allowed disabled:opacity-50",
                pressed
                  ? "bg-dojo-pink text-night-950 ring-dojo-pink"
                  : "bg-transparent text-ink ring-night-600",
              )}
            >
              {t(`packs.levels.${level}`)}
            </button>
          );
        })}
      </div>
      {wildUnavailable ? <p className="mt-2 text-sm text-muted">{wildUnavailable}</p> : null}
      <p role="status" className="mt-1 min-h-5 text-sm font-bold text-dojo-gold">
        {refusal}
      </p>
    </div>
  );
}
