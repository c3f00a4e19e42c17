import { useId, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { HouseRulesFormShell, useHouseRulesDraft } from "#app/games/_ui/house-rules-form-shell.tsx";
import {
  classicRules,
  houseRulesFormSchema,
  houseRulesRefusal,
  maxSips,
  minSips,
  parseHouseRules,
  totalOutcomes,
  type HouseRules,
  type TotalOutcome,
} from "./rules.ts";

function isOutcome(value: string): value is TotalOutcome {
  return totalOutcomes.some((outcome) => outcome === value);
}

const checks = {
  schema: houseRulesFormSchema,
  refusalOf: houseRulesRefusal,
  check: parseHouseRules,
};

/** The editable rules table: nothing changes until the whole table passes the rules' checks. */
export function HouseRulesForm({
  rules,
  onSave,
}: {
  rules: HouseRules;
  onSave: (rules: HouseRules) => void;
}) {
  const { t } = useTranslation("tableGames");
  const { draft, error, saved, form, touched, edit, replace } = useHouseRulesDraft(
    rules,
    onSave,
    checks,
  );
  const [sips, setSips] = useState(String(rules.sips));
  const sipsId = useId();
  const totalsId = useId();
  const errorId = useId();

  return (
    <HouseRulesFormShell
      form={form}
      error={error}
      saved={saved}
      savedText={t("drunkDice.rules.saved")}
      errorId={errorId}
      actions={
        <div className="flex flex-col gap-2">
          <Button type="submit" variant="gold">
            {t("drunkDice.rules.save")}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              replace(classicRules);
              setSips(String(classicRules.sips));
            }}
          >
            {t("drunkDice.rules.classic")}
          </Button>
        </div>
      }
    >
      <fieldset>
        <legend className="mb-2 font-extrabold">{t("drunkDice.rules.totalsLegend")}</legend>
        <div className="grid grid-cols-1 gap-2">
          {draft.totals.map((rule, index) => (
            <div key={rule.total} className="flex items-center justify-between gap-3">
              <input type="hidden" name={`totals[${index}].total`} value={rule.total} />
              <label htmlFor={`${totalsId}-${rule.total}`} className="font-bold">
                {t("drunkDice.rules.total", { total: rule.total })}
              </label>
              <select
                id={`${totalsId}-${rule.total}`}
                name={`totals[${index}].outcome`}
                value={rule.outcome}
                onChange={(event) => {
                  const outcome = event.target.value;
                  if (!isOutcome(outcome)) return;
                  edit((current) => ({
                    ...current,
                    totals: current.totals.map((entry) =>
                      entry.total === rule.total ? { ...entry, outcome } : entry,
                    ),
                  }));
                }}
                className="min-h-11 w-48 rounded-xl bg-night-900 px-3 text-ink ring-1 ring-night-600"
              >
                {totalOutcomes.map((outcome) => (
                  <option key={outcome} value={outcome}>
                    {t(`drunkDice.rules.outcomes.${outcome}`)}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      </fieldset>
      <Switch
        name="anyThree"
        label={t("drunkDice.rules.anyThree")}
        hint={t("drunkDice.rules.anyThreeHint")}
        checked={draft.anyThree}
        onCheckedChange={(anyThree) => {
          edit((current) => ({ ...current, anyThree }));
        }}
      />
      <Switch
        name="doubles"
        label={t("drunkDice.rules.doubles")}
        hint={t("drunkDice.rules.doublesHint")}
        checked={draft.doubles}
        onCheckedChange={(doubles) => {
          edit((current) => ({ ...current, doubles }));
        }}
      />
      <div>
        <label htmlFor={sipsId} className="font-bold">
          {t("drunkDice.rules.sips")}
        </label>
        <p className="text-sm text-muted">{t("drunkDice.rules.sipsHint")}</p>
        <input
          id={sipsId}
          name="sips"
          type="number"
          inputMode="numeric"
          min={minSips}
          max={maxSips}
          step={1}
          value={sips}
          onChange={(event) => {
            touched();
            setSips(event.target.value);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-2 min-h-12 w-24 rounded-xl bg-night-900 px-3 text-lg text-ink ring-1 ring-night-600"
        />
      </div>
    </HouseRulesFormShell>
  );
}
