import { FlaskConical } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";

/** Says loudly that the built-in test provider takes no money (docs/decisions/011-premium.md). */
export function TestModeBanner() {
  const { t } = useTranslation("premium");
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-2xl bg-dojo-gold p-4 font-bold text-night-950"
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div>
        <p className="text-lg font-black" data-testid="test-mode">
          {t("testMode.banner")}
        </p>
        <p className="mt-1 text-sm font-semibold">{t("testMode.explain")}</p>
      </div>
    </div>
  );
}
