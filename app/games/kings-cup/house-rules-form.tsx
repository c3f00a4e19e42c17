import { useId } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { HouseRulesFormShell, useHouseRulesDraft } from "#app/games/_ui/house-rules-form-shell.tsx";
import { rankKey, useRuleName } from "./kings-cup-parts.tsx";
import {
  cardRules,
  houseRulesFormSchema,
  houseRulesRefusal,
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

const checks = {
  schema: houseRulesFormSchema,
  refusalOf: houseRulesRefusal,
  check: parseHouseRules,
};

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
  const { draft, error, saved, form, edit, replace } = useHouseRulesDraft(rules, onSave, checks);
  const id = useId();

  function change(rank: number, entry: Partial<{ rule: CardRule; sips: number }>) {
    edit((current) => ({
      ranks: current.ranks.map((each) => (each.rank === rank ? { ...each, ...entry } : each)),
    }));
  }

  const select = "min-h-11 rounded-xl bg-night-900 px-2 text-ink ring-1 ring-night-600";
  return (
    <HouseRulesFormShell
      form={form}
      error={error}
      saved={saved}
      savedText={t("kingsCup.houseRules.saved")}
      actions={
        <Button type="submit" variant="gold">
          {t("kingsCup.houseRules.save")}
        </Button>
      }
    >
      <div className="flex flex-col gap-2">
        <p className="font-extrabold">{t("kingsCup.houseRules.presets")}</p>
        <div className="flex flex-wrap gap-2">
          {(["classic", "ringOfFire"] as const).map((preset) => (
            <Button key={preset} variant="ghost" onClick={() => replace(presets[preset])}>
              {t(`kingsCup.houseRules.${preset}`)}
            </Button>
          ))}
        </div>
      </div>
      <fieldset>
        <legend className="mb-2 font-extrabold">{t("kingsCup.houseRules.ranksLegend")}</legend>
        <div className="flex flex-col gap-2">
          {draft.ranks.map((entry, index) => {
            const rank = t(`kingsCup.rankNames.${rankKey(entry.rank)}`);
            return (
              <div key={entry.rank} className="flex items-center gap-2">
                <input type="hidden" name={`ranks[${index}].rank`} value={entry.rank} />
                <label htmlFor={`${id}-${entry.rank}`} className="w-14 shrink-0 font-bold">
                  {t("kingsCup.houseRules.rule", { rank })}
                </label>
                <select
                  id={`${id}-${entry.rank}`}
                  name={`ranks[${index}].rule`}
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
                  name={`ranks[${index}].sips`}
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
    </HouseRulesFormShell>
  );
}
