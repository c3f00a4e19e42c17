import { Check } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { cn } from "#app/components/ui/cn.ts";
import { stepName, stepPath } from "./steps.ts";
import { lastEditStep, type WizardStep } from "./wizard.ts";

const editSteps = [1, 2, 3, 4, 5, 6] as const;

/**
 * Where the author is among the six steps. Steps the pack already allows are links (the
 * URL guard sends anything further back to the furthest allowed one).
 */
export function WizardProgress({ step, furthest }: { step: WizardStep; furthest: WizardStep }) {
  const { t } = useTranslation("editor");
  const shown = Math.min(step, lastEditStep);
  return (
    <nav aria-label={t("progress.label")} className="mb-6">
      <p className="mb-2 text-sm font-bold text-muted">
        {t("progress.count", { step: shown, total: lastEditStep })}
      </p>
      <ol className="grid grid-cols-6 gap-1.5">
        {editSteps.map((entry) => {
          const current = entry === shown;
          const done = entry < shown;
          const reachable = entry <= furthest && !current;
          const name = t(`steps.${stepName(entry)}`);
          const bar = (
            <span
              aria-hidden="true"
              className={cn(
                "block h-2 rounded-full",
                current ? "bg-dojo-pink" : done ? "bg-dojo-pink/50" : "bg-night-700",
              )}
            />
          );
          return (
            <li key={entry} className="min-w-0">
              {reachable ? (
                <Link
                  to={stepPath(entry)}
                  className="flex min-h-11 flex-col justify-center gap-1 rounded-lg text-xs font-bold text-muted hover:text-ink"
                >
                  {bar}
                  <span className="truncate">
                    {done ? <Check aria-hidden="true" className="mr-0.5 inline size-3" /> : null}
                    {name}
                  </span>
                </Link>
              ) : (
                <span
                  aria-current={current ? "step" : undefined}
                  className={cn(
                    "flex min-h-11 flex-col justify-center gap-1 text-xs font-bold",
                    current ? "text-ink" : "text-muted/60",
                  )}
                >
                  {bar}
                  <span className="truncate">{name}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
