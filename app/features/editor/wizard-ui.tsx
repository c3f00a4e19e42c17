import { ArrowLeft, ArrowRight } from "lucide-react";
import { useCallback, useState, type ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent } from "#app/components/ui/dialog.tsx";
import { isPackProblem } from "#app/domain/authored-pack.ts";
import { useEditorStore } from "#app/features/editor/editor-store.ts";
import { hasUnsavedWork, type WizardRefusal } from "./wizard.ts";

export const inputClass =
  "min-h-12 w-full rounded-2xl bg-night-900 px-4 py-3 text-lg text-ink ring-1 ring-night-600 placeholder:text-muted/70 focus:ring-dojo-cyan aria-[invalid=true]:ring-danger";

/** Every step's title; focused when the step changes, so screen readers hear where they are. */
export const stepTitleId = "wizard-step-title";

export function StepHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1
        id={stepTitleId}
        tabIndex={-1}
        className="font-display text-3xl font-black outline-none sm:text-4xl"
      >
        {title}
      </h1>
      {intro ? <div className="mt-2 text-lg text-muted">{intro}</div> : null}
    </header>
  );
}

/** Back and Next at the bottom of a step, thumb-sized. */
export function StepNav({
  onBack,
  next,
}: {
  onBack?: () => void;
  /** The forward action: Next by default, or the step's own buttons. */
  next?: ReactNode;
}) {
  const { t } = useTranslation("editor");
  return (
    <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
      {onBack ? (
        <Button variant="ghost" size="lg" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t("nav.back")}
        </Button>
      ) : (
        <span />
      )}
      {next}
    </div>
  );
}

export function NextButton({
  onClick,
  type = "button",
}: {
  onClick?: () => void;
  type?: "button" | "submit";
}) {
  const { t } = useTranslation("editor");
  return (
    <Button size="lg" type={type} onClick={onClick}>
      {t("nav.next")}
      <ArrowRight aria-hidden="true" />
    </Button>
  );
}

/**
 * The words for a field's error: a pack code (docs/errors.md#pack-validation) from the
 * catalogue, any other message (text that can't be stored) as it is.
 */
export function usePackProblemText(): (message: string) => string {
  const { t } = useTranslation("editor");
  return useCallback(
    (message: string) => (isPackProblem(message) ? t(`packProblems.${message}`) : message),
    [t],
  );
}

/** The words for a refused move, from the catalogue. */
export function useRefusalText(): (refusal: WizardRefusal) => string {
  const { t } = useTranslation("editor");
  return useCallback(
    (refusal: WizardRefusal) => {
      switch (refusal) {
        case "noPackYet":
          return t("packProblems.noPackYet");
        case "tooManyPrompts":
          return t("packProblems.tooManyPrompts");
        case "unsavedChanges":
          return t("refusals.unsavedChanges");
        case "nothingToPaste":
          return t("refusals.nothingToPaste");
      }
    },
    [t],
  );
}

/**
 * Asks before an action would replace a pack with unsaved changes (a new pack, an import,
 * opening another pack): nothing the author wrote disappears without them saying so.
 */
export function useDiscardGuard() {
  const { t } = useTranslation("editor");
  const [pending, setPending] = useState<(() => void) | null>(null);
  const ask = useCallback((action: () => void) => setPending(() => action), []);
  const guard = useCallback(
    (action: () => void) => {
      if (hasUnsavedWork(useEditorStore.getState().wizard)) ask(action);
      else action();
    },
    [ask],
  );
  const dialog = (
    <Dialog open={pending !== null} onOpenChange={(open) => (open ? undefined : setPending(null))}>
      <DialogContent title={t("discard.title")} description={t("discard.text")}>
        <div className="mt-6 flex flex-col gap-3">
          <Button variant="secondary" size="lg" onClick={() => setPending(null)}>
            {t("discard.keep")}
          </Button>
          <Button
            size="lg"
            onClick={() => {
              pending?.();
              setPending(null);
            }}
          >
            {t("discard.confirm")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
  return { guard, ask, dialog };
}
