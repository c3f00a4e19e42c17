import { RotateCcw } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { Switch } from "#app/components/ui/switch.tsx";
import { maxTablePlayers, type Equipment } from "#app/games/catalogue.ts";
import {
  isDefaultFilters,
  type CatalogueFilters,
  type EquipmentFilter,
} from "#app/games/catalogue-filter.ts";

const kindOptions = ["all", "game", "tool"] as const;
const playerCounts = Array.from({ length: maxTablePlayers - 1 }, (_, index) => index + 2);

interface Choice<Value extends string> {
  value: Value;
  label: ReactNode;
}

/** A fieldset of radio buttons drawn as chips: native radios keep keyboard use and labels. */
function ChipGroup<Value extends string>({
  legend,
  value,
  choices,
  onChange,
}: {
  legend: ReactNode;
  value: Value;
  choices: readonly Choice<Value>[];
  onChange: (value: Value) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-extrabold tracking-widest text-dojo-gold uppercase">
        {legend}
      </legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              "relative inline-flex min-h-12 cursor-pointer items-center rounded-2xl bg-night-700 px-4 font-bold text-ink ring-1 ring-night-600 select-none hover:bg-night-600",
              "has-checked:bg-dojo-pink has-checked:text-night-950 has-checked:ring-dojo-pink",
              "has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-dojo-gold",
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
              // Invisible but covering the chip, so a tap or click lands on the radio itself.
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The picker's filters; the parent owns the state, so the result list and count share it. */
export function GameFilters({
  filters,
  equipment,
  onChange,
  onReset,
}: {
  filters: CatalogueFilters;
  /** The equipment some entry needs: only those are worth offering. */
  equipment: readonly Equipment[];
  onChange: (filters: CatalogueFilters) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation("games");
  const playersId = useId();
  const update = (change: Partial<CatalogueFilters>) => onChange({ ...filters, ...change });
  const equipmentChoices: EquipmentFilter[] = ["any", "phone-only", ...equipment];

  return (
    <div className="flex flex-col gap-6">
      <fieldset>
        <legend className="mb-2 text-sm font-extrabold tracking-widest text-dojo-gold uppercase">
          {t("picker.filters.players.legend")}
        </legend>
        <label htmlFor={playersId} className="mb-2 block text-muted">
          {t("picker.filters.players.label")}
        </label>
        <select
          id={playersId}
          value={filters.players === null ? "any" : String(filters.players)}
          onChange={(event) => {
            const { value } = event.currentTarget;
            update({ players: value === "any" ? null : Number(value) });
          }}
          className="min-h-12 w-full cursor-pointer rounded-2xl bg-night-700 px-4 font-bold text-ink ring-1 ring-night-600 hover:bg-night-600"
        >
          <option value="any">{t("picker.filters.players.any")}</option>
          {playerCounts.map((count) => (
            <option key={count} value={count}>
              {t("picker.filters.players.option", { count })}
            </option>
          ))}
        </select>
      </fieldset>

      <ChipGroup
        legend={t("picker.filters.kind.legend")}
        value={filters.kind}
        choices={kindOptions.map((kind) => ({
          value: kind,
          label: t(`picker.filters.kind.${kind}`),
        }))}
        onChange={(kind) => update({ kind })}
      />

      <ChipGroup
        legend={t("picker.filters.equipment.legend")}
        value={filters.equipment}
        choices={equipmentChoices.map((option) => ({
          value: option,
          label: t(`picker.filters.equipment.${option}`),
        }))}
        onChange={(option) => update({ equipment: option })}
      />

      <fieldset>
        <legend className="mb-1 text-sm font-extrabold tracking-widest text-dojo-gold uppercase">
          {t("picker.filters.alcoholFree.legend")}
        </legend>
        <Switch
          label={t("picker.filters.alcoholFree.label")}
          hint={t("picker.filters.alcoholFree.hint")}
          checked={filters.alcoholFreeOnly}
          onCheckedChange={(checked) => update({ alcoholFreeOnly: checked })}
        />
      </fieldset>

      <Button
        variant="secondary"
        onClick={onReset}
        disabled={isDefaultFilters(filters)}
        className="w-full"
      >
        <RotateCcw aria-hidden="true" className="size-5" />
        {t("picker.filters.reset")}
      </Button>
    </div>
  );
}
