import { ClipboardList, MonitorPlay, PenLine, Send, Tags } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ExplainerDialog } from "./explainer-dialog.tsx";
import { useWizard } from "./use-wizard.ts";
import { next, previous } from "./wizard.ts";
import { NextButton, StepHeading, StepNav } from "./wizard-ui.tsx";

const stages = [
  { key: "details", Icon: Tags },
  { key: "prompts", Icon: PenLine },
  { key: "review", Icon: ClipboardList },
  { key: "share", Icon: Send },
] as const;

/** Step 2: what the next steps ask for, and a walkthrough to watch. */
export function StepExplanation() {
  const { t } = useTranslation("editor");
  const { apply } = useWizard();
  const [watching, setWatching] = useState(false);

  return (
    <div>
      <StepHeading title={t("explanation.title")} intro={t("explanation.intro")} />
      <ol className="flex flex-col gap-3">
        {stages.map(({ key, Icon }, index) => (
          <li key={key} className="flex gap-4 rounded-3xl bg-night-800 p-4 ring-1 ring-night-600">
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-night-700 text-dojo-gold">
              <Icon aria-hidden="true" />
            </span>
            <div>
              <h2 className="text-lg font-extrabold">
                {t("explanation.stageTitle", {
                  number: index + 1,
                  title: t(`explanation.stages.${key}.title`),
                })}
              </h2>
              <p className="text-muted">{t(`explanation.stages.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="lg"
        className="mt-6 w-full"
        aria-haspopup="dialog"
        aria-expanded={watching}
        onClick={() => setWatching((open) => !open)}
      >
        <MonitorPlay aria-hidden="true" />
        {t("explanation.watch")}
      </Button>
      <ExplainerDialog open={watching} onOpenChange={setWatching} />
      <StepNav onBack={() => apply(previous)} next={<NextButton onClick={() => apply(next)} />} />
    </div>
  );
}
