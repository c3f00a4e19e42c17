import { Crown } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { cn } from "#app/components/ui/cn.ts";

/** The Premium supporter badge, shown wherever the member's name is. */
export function SupporterBadge({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation("premium");
  if (compact) {
    return (
      <Crown
        data-testid="supporter-badge"
        role="img"
        aria-label={t("badge.label")}
        className="size-4 shrink-0 text-dojo-gold"
      />
    );
  }
  return (
    <span
      data-testid="supporter-badge"
      className={cn(
        "inline-flex items-center gap-1 rounded-full bg-dojo-gold px-3 py-1 text-sm font-extrabold",
        "text-night-950",
      )}
    >
      <Crown aria-hidden="true" className="size-4" />
      {t("badge.label")}
    </span>
  );
}
