import { Beer, Flame, GlassWater } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";

/** The pack's flags as players see them: 18+ and whether it is a drinking pack. */
export function PackBadges({ explicit, alcohol }: { explicit: boolean; alcohol: boolean }) {
  const { t } = useTranslation("editor");
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t("badges.label")}>
      {explicit ? (
        <li className="inline-flex items-center gap-1 rounded-full bg-dojo-pink/15 px-3 py-1 text-sm font-bold text-dojo-pink">
          <Flame aria-hidden="true" className="size-4" />
          {t("badges.explicit")}
        </li>
      ) : null}
      <li
        className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-bold ${alcohol ? "bg-dojo-gold/15 text-dojo-gold" : "bg-dojo-cyan/15 text-dojo-cyan"}`}
      >
        {alcohol ? (
          <Beer aria-hidden="true" className="size-4" />
        ) : (
          <GlassWater aria-hidden="true" className="size-4" />
        )}
        {alcohol ? t("badges.alcohol") : t("badges.alcoholFree")}
      </li>
    </ul>
  );
}
