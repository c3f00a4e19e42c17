import { Crown, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, useFetcher } from "react-router";
import { IconHeading } from "#app/components/icon-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "#app/components/ui/dialog.tsx";
import { formatUnixDate } from "#app/features/billing/format-date.ts";
import { formProblemOf, useFormProblemWords } from "#app/components/form-problem.ts";
import { useIntentForm } from "#app/components/use-intent-form.ts";
import {
  subscriptionFormSchema,
  type SubscriptionAnswer,
  type UnknownIntentAnswer,
} from "./subscription-intents.ts";
import type { SubscriptionStatus } from "./subscription-status.ts";

type SubscriptionFetcherAnswer =
  SubscriptionAnswer | UnknownIntentAnswer | { ok: false; problem: "offline" };

/**
 * Cancel, resume and billing, through the profile's action: the server changes the
 * subscription and the page reloads its data, or the browser goes to the provider's billing
 * page; a refusal is shown in this card's words (docs/errors.md#subscription). One form on
 * Conform, checked with the action's schema; each button posts its own intent.
 */
function useSubscriptionActions() {
  const { t } = useTranslation("premium");
  const formProblemWords = useFormProblemWords();
  const fetcher = useFetcher<SubscriptionFetcherAnswer>({ key: "subscription" });
  const pending = fetcher.formData?.get("intent");
  const busy = fetcher.state === "idle" ? null : typeof pending === "string" ? pending : "working";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const checked = useIntentForm(
    "subscription",
    subscriptionFormSchema,
    answer && "result" in answer ? answer.result : null,
  );
  const formProblem = formProblemOf(answer);
  const error = checked.problem
    ? // The schema's one code: a button the card doesn't have.
      t("card.problems.unknownIntent")
    : formProblem
      ? formProblemWords(formProblem)
      : answer === undefined || answer.ok
        ? null
        : answer.problem === "offline"
          ? t("card.offline")
          : t(`card.problems.${answer.problem}`);
  return { fetcher, busy, error, formProps: checked.formProps };
}

/** Free or Premium, and until when (the profile's premium, cancelled and premiumEndDate). */
export function SubscriptionCard({ status }: { status: SubscriptionStatus }) {
  const { t, i18n } = useTranslation("account");
  const { t: tp } = useTranslation("premium");
  const { fetcher, busy, error, formProps } = useSubscriptionActions();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const date = (seconds: number) => formatUnixDate(seconds, i18n.language);
  return (
    <Card>
      <section aria-labelledby="profile-subscription">
        <IconHeading id="profile-subscription" icon={Crown} tone="gold">
          {t("subscription.title")}
        </IconHeading>
        <p data-testid="plan" className="mt-4 text-2xl font-extrabold">
          {status.plan === "free" ? t("subscription.free") : t("subscription.premium")}
        </p>
        {status.plan === "free" ? (
          <>
            <p className="mt-2 text-muted">{t("subscription.freeText")}</p>
            <Button asChild variant="gold" className="mt-4">
              <Link to="/info/pricing">{t("subscription.seePremium")}</Link>
            </Button>
          </>
        ) : (
          <>
            <p data-testid="plan-detail" className="mt-2 text-muted">
              {status.plan === "premium"
                ? status.renewsAt === null
                  ? t("subscription.active")
                  : t("subscription.renews", { date: date(status.renewsAt) })
                : status.endsAt === null
                  ? t("subscription.cancelledNoDate")
                  : t("subscription.cancelledUntil", { date: date(status.endsAt) })}
            </p>
            {status.pastDue ? (
              <p
                data-testid="past-due"
                className="mt-3 flex items-start gap-2 rounded-2xl bg-dojo-pink/15 p-3 font-bold text-dojo-pink"
              >
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                {tp("card.pastDue")}
              </p>
            ) : null}
            <fetcher.Form
              method="post"
              action="/profile"
              {...formProps}
              onSubmit={(event) => {
                formProps.onSubmit(event);
                // The dialog's button sent the form: the dialog has done its part.
                if (!event.defaultPrevented) setConfirmingCancel(false);
              }}
              className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap"
            >
              {status.plan === "premium" ? (
                <Dialog open={confirmingCancel} onOpenChange={setConfirmingCancel}>
                  <DialogTrigger asChild>
                    <Button variant="secondary" disabled={busy !== null}>
                      {tp("card.cancel")}
                    </Button>
                  </DialogTrigger>
                  <DialogContent
                    title={tp("card.cancelConfirmTitle")}
                    description={
                      status.renewsAt === null
                        ? tp("card.cancelConfirmBodyNoDate")
                        : tp("card.cancelConfirmBody", { date: date(status.renewsAt) })
                    }
                  >
                    <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                      {/* The dialog sits outside the card's form in the page; `form` joins them. */}
                      <Button
                        type="submit"
                        form={formProps.id}
                        name="intent"
                        value="cancel-subscription"
                        variant="danger"
                      >
                        {tp("card.cancelConfirm")}
                      </Button>
                      <DialogClose asChild>
                        <Button variant="secondary">{tp("card.keep")}</Button>
                      </DialogClose>
                    </div>
                  </DialogContent>
                </Dialog>
              ) : (
                <Button
                  type="submit"
                  name="intent"
                  value="resume-subscription"
                  variant="gold"
                  disabled={busy !== null}
                >
                  {busy === "resume-subscription" ? tp("card.working") : tp("card.resume")}
                </Button>
              )}
              <Button
                type="submit"
                name="intent"
                value="billing-portal"
                variant="secondary"
                disabled={busy !== null}
              >
                {busy === "billing-portal" ? tp("card.working") : tp("card.manage")}
              </Button>
            </fetcher.Form>
          </>
        )}
        <p role="alert" className="mt-3 font-bold text-dojo-pink empty:hidden">
          {error}
        </p>
      </section>
    </Card>
  );
}
