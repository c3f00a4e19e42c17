import { Crown, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, useRevalidator } from "react-router";
import { IconHeading } from "#app/components/icon-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "#app/components/ui/dialog.tsx";
import { formatUnixDate } from "#app/features/billing/format-date.ts";
import { requestRedirect } from "#app/features/billing/subscription-api.ts";
import { sendApiRequest } from "#app/utils/http/api-request.ts";
import type { SubscriptionStatus } from "./subscription-status.ts";

type Busy = "cancel" | "resume" | "manage" | null;

/**
 * Cancel, resume and billing: the server changes the subscription, the page reloads its
 * data; a failure is logged and shown (docs/errors.md#subscription).
 */
function useSubscriptionActions() {
  const { t } = useTranslation("premium");
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);

  function failed(status: number, reason: string | null) {
    setError(status === 0 ? t("card.offline") : t("card.failed", { reason: reason ?? status }));
  }

  async function change(kind: "cancel" | "resume") {
    setBusy(kind);
    setError(null);
    const path = `/api/subscription/${kind}-subscription`;
    const answer = await sendApiRequest(path, { method: "POST" });
    if (answer.ok) {
      await revalidator.revalidate();
    } else {
      console.error(`${path} failed`, answer.status, answer.error);
      failed(answer.status, answer.error);
    }
    setBusy(null);
  }

  async function manage() {
    setBusy("manage");
    setError(null);
    const answer = await requestRedirect("/api/subscription/billing-portal");
    if (answer.ok) {
      window.location.assign(answer.url);
      return;
    }
    failed(answer.status, answer.error);
    setBusy(null);
  }

  return { busy, error, change, manage };
}

/** Free or Premium, and until when (the profile's premium, cancelled and premiumEndDate). */
export function SubscriptionCard({ status }: { status: SubscriptionStatus }) {
  const { t, i18n } = useTranslation("account");
  const { t: tp } = useTranslation("premium");
  const { busy, error, change, manage } = useSubscriptionActions();
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
            <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {status.plan === "premium" ? (
                <Dialog>
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
                      <DialogClose asChild>
                        <Button variant="danger" onClick={() => void change("cancel")}>
                          {tp("card.cancelConfirm")}
                        </Button>
                      </DialogClose>
                      <DialogClose asChild>
                        <Button variant="secondary">{tp("card.keep")}</Button>
                      </DialogClose>
                    </div>
                  </DialogContent>
                </Dialog>
              ) : (
                <Button
                  variant="gold"
                  disabled={busy !== null}
                  onClick={() => void change("resume")}
                >
                  {busy === "resume" ? tp("card.working") : tp("card.resume")}
                </Button>
              )}
              <Button variant="secondary" disabled={busy !== null} onClick={() => void manage()}>
                {busy === "manage" ? tp("card.working") : tp("card.manage")}
              </Button>
            </div>
          </>
        )}
        <p role="alert" className="mt-3 font-bold text-dojo-pink empty:hidden">
          {error}
        </p>
      </section>
    </Card>
  );
}
