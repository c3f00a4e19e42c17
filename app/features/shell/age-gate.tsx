import { PartyPopper } from "lucide-react";
import { useEffect, useId, useRef, type MouseEvent } from "react";
import { useLocation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { usePreferencesStore } from "#app/state/preferences-store.ts";
import { rememberAnswer } from "./age-answer.ts";
import { useAlcoholFreeNotice } from "./alcohol-free-notice-store.ts";
import { ageQuestionOpen, useFirstVisitStep } from "./use-first-visit-step.ts";

/**
 * First visit: "are you of legal drinking age?" (docs/product-rules.md). "No" is no dead end:
 * it switches on alcohol-free mode and says every game works without alcohol.
 *
 * The question is in the server's HTML, a sheet at the bottom that leaves the page above it
 * readable, with a plain form that answers it before any JavaScript has loaded; the rest of the
 * page is out of reach until it is answered. Once the page is live it answers in place.
 * Rendered only when the server found no answer in the cookie; a browser that answered
 * without the server knowing hides the sheet before first paint (ageAnsweredScript, in the
 * page's head).
 */
export default function AgeGate() {
  const { t } = useTranslation("shell");
  const { pathname, search } = useLocation();
  const step = useFirstVisitStep();
  const noticeOpen = useAlcoholFreeNotice((state) => state.open);
  const setNoticeOpen = useAlcoholFreeNotice((state) => state.setOpen);
  const setAlcoholFree = usePreferencesStore((state) => state.setAlcoholFree);
  const titleId = useId();
  const textId = useId();
  const sheet = useRef<HTMLDivElement>(null);

  const live = step !== "pending";
  const open = ageQuestionOpen(step);

  // A question, not a notice: the page behind is inert from the server's HTML on (the root
  // renders it so while the question is open), and the answer's buttons take the focus.
  useEffect(() => {
    if (live && open) sheet.current?.querySelector<HTMLElement>("button")?.focus();
  }, [live, open, noticeOpen]);

  if (!open) return null;

  function answer(event: MouseEvent<HTMLButtonElement>, confirmed: boolean) {
    event.preventDefault();
    if (!confirmed) {
      setAlcoholFree(true);
      setNoticeOpen(true);
    }
    rememberAnswer(confirmed);
  }

  return (
    <div
      ref={sheet}
      className="first-visit-age fixed inset-0 z-40 flex items-end justify-center bg-gradient-to-t from-night-950/90 via-night-950/40 to-transparent sm:items-center sm:bg-night-950/70"
    >
      <section
        role="dialog"
        aria-modal={live ? true : undefined}
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="m-3 w-full max-w-lg rounded-3xl bg-night-800 p-6 shadow-2xl ring-1 ring-night-600"
      >
        <h2 id={titleId} className="text-2xl font-extrabold">
          {noticeOpen ? t("age.alcoholFreeTitle") : t("age.title")}
        </h2>
        <p id={textId} className="mt-2 text-muted">
          {noticeOpen ? t("age.alcoholFreeText") : t("age.description")}
        </p>
        {noticeOpen ? (
          <Button size="lg" className="mt-6 w-full" onClick={() => setNoticeOpen(false)}>
            <PartyPopper aria-hidden="true" />
            {t("age.continue")}
          </Button>
        ) : (
          <form method="post" action="/first-visit" className="mt-6 grid gap-3 sm:grid-cols-2">
            <input type="hidden" name="returnTo" value={pathname + search} />
            <Button
              size="lg"
              type="submit"
              name="age"
              value="yes"
              onClick={(event) => answer(event, true)}
            >
              {t("age.yes")}
            </Button>
            <Button
              size="lg"
              variant="secondary"
              type="submit"
              name="age"
              value="no"
              onClick={(event) => answer(event, false)}
            >
              {t("age.no")}
            </Button>
          </form>
        )}
      </section>
    </div>
  );
}
