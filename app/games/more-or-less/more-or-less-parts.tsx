import { cn } from "#app/components/ui/cn.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { ShownItem } from "./rules.ts";

/** An item's value in its unit, in the page's language ("8,849 m", "1,428,627,663 people"). */
export function useItemValue(): (item: Pick<ShownItem, "unit"> & { value: number }) => string {
  const { t, i18n } = useTranslation("teamGames");
  return (item) => {
    const value =
      item.unit === "year"
        ? String(item.value)
        : new Intl.NumberFormat(i18n.language).format(item.value);
    return t(`moreOrLess.units.${item.unit}`, { value });
  };
}

/** The known item, or the new one with its value hidden (null) until the answer is in. */
export function ItemCard({
  label,
  item,
  tone,
}: {
  label: string;
  item: Pick<ShownItem, "name" | "value" | "unit" | "year" | "source">;
  tone: "known" | "new";
}) {
  const { t } = useTranslation("teamGames");
  const valueOf = useItemValue();
  const { value } = item;
  return (
    <div
      className={cn(
        "flex flex-col gap-1 rounded-3xl p-4 ring-1",
        tone === "known"
          ? "bg-night-800 ring-night-600"
          : "bg-night-800 ring-2 ring-dojo-violet/70",
      )}
    >
      <p className="text-xs font-bold tracking-widest text-muted uppercase">{label}</p>
      <p className="font-display text-2xl font-black text-balance">{item.name}</p>
      <p
        className={cn(
          "font-display text-3xl font-black tabular-nums",
          value !== null ? "text-dojo-gold" : "text-muted",
        )}
      >
        {value !== null ? valueOf({ unit: item.unit, value }) : t("moreOrLess.game.hidden")}
      </p>
      {value !== null ? (
        <p className="text-xs text-muted">
          {t("moreOrLess.game.source", { source: item.source, year: item.year })}
        </p>
      ) : null}
    </div>
  );
}
