import { Check } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import {
  markPoints,
  marks,
  playerTotal,
  type Column,
  type Mark,
  type ScoreSheet as Sheet,
} from "./rules.ts";

const markTones: Record<Mark, string> = {
  unique: "has-checked:bg-dojo-cyan has-checked:ring-dojo-cyan",
  shared: "has-checked:bg-dojo-gold has-checked:ring-dojo-gold",
  none: "has-checked:bg-muted has-checked:ring-muted",
};

interface ScoreSheetProps {
  players: readonly string[];
  columns: readonly Column[];
  /** The bonus column's own words, for its heading. */
  bonusText: string;
  sheet: Sheet;
  onMark: (player: string, column: Column, mark: Mark) => void;
  onSave: () => void;
}

/** One row of Unique / Shared / None per player and column; a missing mark counts as none. */
export function ScoreSheet({
  players,
  columns,
  bonusText,
  sheet,
  onMark,
  onSave,
}: ScoreSheetProps) {
  const { t } = useTranslation("cic");
  const id = useId();
  const columnName = (column: Column) =>
    column === "bonus" ? t("columns.bonus", { column: bonusText }) : t(`columns.${column}`);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-3xl bg-night-800 p-4 ring-1 ring-night-600"
    >
      <h2 id={`${id}-title`} className="text-xl font-extrabold">
        {t("sheet.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("sheet.intro")}</p>
      <ul className="mt-4 flex flex-col gap-4">
        {players.map((player, index) => (
          <li key={player} className="rounded-2xl bg-night-900 p-3 ring-1 ring-night-700">
            <div className="flex items-baseline justify-between gap-2">
              <h3 className="truncate text-lg font-extrabold">{player}</h3>
              <p className="shrink-0 font-bold text-dojo-gold" data-testid="round-total">
                {t("sheet.roundTotal", { number: playerTotal(sheet, player, columns) })}
              </p>
            </div>
            {columns.map((column) => {
              const chosen = sheet[player]?.[column] ?? "none";
              return (
                <fieldset key={column} className="mt-3">
                  <legend className="text-sm font-bold text-muted">
                    <span className="sr-only">{player}: </span>
                    {columnName(column)}
                  </legend>
                  <div className="mt-1 grid grid-cols-3 gap-2">
                    {marks.map((mark) => (
                      <label
                        key={mark}
                        className={cn(
                          "flex min-h-12 cursor-pointer flex-col items-center justify-center rounded-xl bg-night-700 px-1 text-sm leading-tight font-bold ring-1 ring-night-600 transition",
                          "has-checked:text-night-950 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-dojo-gold",
                          markTones[mark],
                        )}
                      >
                        <input
                          type="radio"
                          className="sr-only"
                          name={`${id}-${index}-${column}`}
                          checked={chosen === mark}
                          onChange={() => onMark(player, column, mark)}
                        />
                        <span>{t(`marks.${mark}`)}</span>
                        <span className="text-xs font-semibold">
                          {t("pointsShort", { number: markPoints[mark] })}
                        </span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              );
            })}
          </li>
        ))}
      </ul>
      <Button size="lg" variant="gold" className="mt-4 w-full" onClick={onSave}>
        <Check aria-hidden="true" />
        {t("sheet.save")}
      </Button>
    </section>
  );
}
