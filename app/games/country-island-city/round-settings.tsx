import { Minus, Plus } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import {
  hardLetters,
  maxRoundSeconds,
  minRoundSeconds,
  roundSecondsStep,
  type CicSettings,
} from "./rules.ts";

/** The game's own settings: hard letters, the length of the clock and the bonus column. */
export function RoundSettings({
  settings,
  onChange,
}: {
  settings: CicSettings;
  onChange: (change: Partial<CicSettings>) => void;
}) {
  const { t } = useTranslation("cic");
  const id = useId();
  const seconds = settings.roundSeconds;

  return (
    <div className="mt-4 flex flex-col gap-4">
      <Switch
        label={t("settings.hardLetters")}
        hint={t("settings.hardLettersHint", { letters: hardLetters.join(", ") })}
        checked={settings.excludeHardLetters}
        onCheckedChange={(excludeHardLetters) => onChange({ excludeHardLetters })}
      />
      <Switch
        label={t("settings.bonus")}
        hint={t("settings.bonusHint")}
        checked={settings.bonusColumn}
        onCheckedChange={(bonusColumn) => onChange({ bonusColumn })}
      />
      <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-range`}>
        <p id={`${id}-label`} className="font-semibold">
          {t("settings.seconds")}
        </p>
        <p id={`${id}-range`} className="text-sm text-muted">
          {t("settings.range", { min: minRoundSeconds, max: maxRoundSeconds })}
        </p>
        <div className="mt-2 flex items-center gap-3">
          <Button
            variant="secondary"
            size="icon"
            aria-label={t("settings.shorter", { step: roundSecondsStep })}
            disabled={seconds <= minRoundSeconds}
            onClick={() => onChange({ roundSeconds: seconds - roundSecondsStep })}
          >
            <Minus aria-hidden="true" />
          </Button>
          <output
            aria-live="polite"
            className="flex-1 text-center text-xl font-extrabold tabular-nums"
          >
            {t("settings.secondsValue", { number: seconds })}
          </output>
          <Button
            variant="secondary"
            size="icon"
            aria-label={t("settings.longer", { step: roundSecondsStep })}
            disabled={seconds >= maxRoundSeconds}
            onClick={() => onChange({ roundSeconds: seconds + roundSecondsStep })}
          >
            <Plus aria-hidden="true" />
          </Button>
        </div>
      </div>
    </div>
  );
}
