import { PartyPopper } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent } from "#app/components/ui/dialog.tsx";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import { useAlcoholFreeNotice } from "./alcohol-free-notice-store.ts";
import { writeStoredJson } from "./browser-storage.ts";
import { ageStorageKey, type AgeAnswer } from "./first-visit.ts";
import { useFirstVisitStep } from "./use-first-visit-step.ts";

/**
 * First visit: "are you of legal drinking age?" (docs/product-rules.md#first-visit). "No" is no
 * dead end: it switches on alcohol-free mode and says every game works without alcohol.
 */
export function AgeGate() {
  const { t } = useTranslation("shell");
  const step = useFirstVisitStep();
  const noticeOpen = useAlcoholFreeNotice((state) => state.open);
  const setNoticeOpen = useAlcoholFreeNotice((state) => state.setOpen);
  const setAlcoholFree = usePreferencesStore((state) => state.setAlcoholFree);

  function answer(confirmed: boolean) {
    if (!confirmed) {
      setAlcoholFree(true);
      setNoticeOpen(true);
    }
    const stored: AgeAnswer = { confirmed };
    writeStoredJson("local", ageStorageKey, stored);
  }

  // A question, not a notice: Escape and clicks outside do not answer it.
  const keepOpen = (event: Event) => event.preventDefault();

  return (
    <Dialog
      open={step === "age"}
      onOpenChange={(open) => (open ? undefined : setNoticeOpen(false))}
    >
      <DialogContent
        title={noticeOpen ? t("age.alcoholFreeTitle") : t("age.title")}
        description={noticeOpen ? t("age.alcoholFreeText") : t("age.description")}
        onEscapeKeyDown={keepOpen}
        onInteractOutside={keepOpen}
      >
        {noticeOpen ? (
          <Button size="lg" className="mt-6 w-full" onClick={() => setNoticeOpen(false)}>
            <PartyPopper aria-hidden="true" />
            {t("age.continue")}
          </Button>
        ) : (
          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <Button size="lg" onClick={() => answer(true)}>
              {t("age.yes")}
            </Button>
            <Button size="lg" variant="secondary" onClick={() => answer(false)}>
              {t("age.no")}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
