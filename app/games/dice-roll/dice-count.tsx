import { cn } from "#app/components/ui/cn.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { maxDice, minDice } from "./rules.ts";

const counts = Array.from({ length: maxDice - minDice + 1 }, (_, i) => minDice + i);

interface DiceCountProps {
  count: number;
  onCount: (count: number) => void;
  disabled?: boolean;
}

/** How many dice the next roll uses: one big button per number. */
export function DiceCount({ count, onCount, disabled }: DiceCountProps) {
  const { t } = useTranslation("tools");
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 font-extrabold">{t("dice.countLegend")}</legend>
      <div className="grid grid-cols-6 gap-2">
        {counts.map((each) => (
          <label
            key={each}
            className={cn(
              "relative flex min-h-12 cursor-pointer items-center justify-center rounded-2xl bg-night-700 text-xl font-black ring-1 ring-night-600 transition select-none",
              "has-checked:bg-dojo-pink has-checked:text-night-950 has-checked:ring-dojo-pink",
              "has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-dojo-gold",
            )}
          >
            <input
              type="radio"
              name="dice-count"
              value={each}
              checked={count === each}
              onChange={() => onCount(each)}
              // Invisible but the size of the whole button, so a tap anywhere selects it.
              className="absolute inset-0 cursor-pointer appearance-none rounded-2xl opacity-0"
            />
            <span aria-hidden="true">{each}</span>
            <span className="sr-only">{t("dice.count", { count: each })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
