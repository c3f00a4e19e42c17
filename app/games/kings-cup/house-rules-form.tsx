import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { useRefusalText } from "#app/games/_ui/use-refusal-text.ts";
import { rankKey, useRuleName } from "./kings-cup-parts.tsx";
import {
  cardRules,
  maxSips,
  minSips,
  parseHouseRules,
  presets,
  type CardRule,
  type HouseRules,
} from "./rules.ts";

function isCardRule(value: string): value is CardRule {
  return cardRules.some((rule) => rule === value);
}

const sipChoices = Array.from({ length: maxSips - minSips + 1 }, (_, index) => minSips + index);

/** What each card from the ace to the queen does and costs; nothing changes until it passes. */
export function HouseRulesForm({
  rules,
  onSave,
}: {
  rules: HouseRules;
  onSave: (rules: HouseRules) => void;
}) {
  const { t } = useTranslation("tableGames");
  const ruleName = useRuleName();
  const refusalText = useRefusalText();
  const [draft, setDraft] = useState(rules);
  const [error, setError] = useState<Invalid | null>(null);
  const [saved, setSaved] = useState(false);
  const id = useId();

  function change(rank: number, entry: Partial<{ rule: CardRule; sips: number }>) {
    setSaved(false);
    setDraft((current) => ({
      ranks: current.ranks.map((each) => (each.rank === rank ? { ...each, ...entry } : each)),
    }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = parseHouseRules(draft);
    if (isInvalid(checked)) {
      setError(checked);
      setSaved(false);
      return;
    }
    setError(null);
    setSaved(true);
    onSave(checked);
  }

  const select = "min-h-11 rounded-xl bg-night-900 px-2 text-ink ring-1 ring-night-600";
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <p className="font-extrabold">{t("kingsCup.houseRules.presets")}</p>
        <div className="flex flex-wrap gap-2">
          {(["classic", "ringOfFire"] as const).map((preset) => (
            <Button
              key={preset}
              variant="ghost"
              onClick={() => {
                setDraft(presets[preset]);
                setError(null);
                setSaved(false);
              }}
            >
              {t(`kingsCup.houseRules.${preset}`)}
            </Button>
          ))}
        </div>
      </div>
      <fieldset>
        <legend className="mb-2 font-extrabold">{t("kingsCup.houseRules.ranksLegend")}</legend>
        <div className="flex flex-col gap-2">
          {draft.ranks.map((entry) => {
            const rank = t(`kingsCup.rankNames.${rankKey(entry.rank)}`);
            return (
              <div key={entry.rank} className="flex items-center gap-2">
                <label htmlFor={`${id}-${entry.rank}`} className="w-14 shrink-0 font-bold">
                  {t("kingsCup.houseRules.rule", { rank })}
                </label>
                <select
                  id={`${id}-${entry.rank}`}
                  value={entry.rule}
                  onChange={(event) => {
                    const rule = event.target.value;
                    if (isCardRule(rule)) change(entry.rank, { rule });
                  }}
                  className={`${select} min-w-0 flex-1`}
                >
                  {cardRules.map((rule) => (
                    <option key={rule} value={rule}>
                      {ruleName(rule)}
                    </option>
                  ))}
                </select>
                <select
                  aria-label={t("kingsCup.houseRules.sips", { rank })}
                  value={entry.sips}
                  onChange={(event) => change(entry.rank, { sips: Number(event.target.value) })}
                  className={`${select} w-16 shrink-0`}
                >
                  {sipChoices.map((sips) => (
                    <option key={sips} value={sips}>
                      {sips}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </div>
        <p className="mt-2 text-sm text-muted">{t("kingsCup.houseRules.kingNote")}</p>
      </fieldset>
      <p role="alert" className="min-h-5 text-sm font-bold text-danger">
        {error ? refusalText(error) : null}
      </p>
      <p role="status" className="-mt-3 min-h-5 text-sm text-dojo-cyan">
        {saved ? t("kingsCup.houseRules.saved") : ""}
      </p>
      <Button type="submit" variant="gold">
        {t("kingsCup.houseRules.save")}
      </Button>
    </form>
  );
}
