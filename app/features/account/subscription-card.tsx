import { Crown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { IconHeading } from "#app/components/icon-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import type { SubscriptionStatus } from "./subscription-status.ts";

/** A unix-seconds date in words; UTC, so the server's HTML and the browser's agree. */
function formatDate(seconds: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(seconds * 1000),
  );
}

/** Free or Premium, and until when (SPEC §3 premium, cancelled, premiumEndDate). */
export function SubscriptionCard({ status }: { status: SubscriptionStatus }) {
  const { t, i18n } = useTranslation("account");
  const premium = status.plan !== "free";
  return (
    <Card>
      <section aria-labelledby="profile-subscription">
        <IconHeading id="profile-subscription" icon={Crown} tone="gold">
          {t("subscription.title")}
        </IconHeading>
        <p data-testid="plan" className="mt-4 text-2xl font-extrabold">
          {premium ? t("subscription.premium") : t("subscription.free")}
        </p>
        {status.plan === "free" ? (
          <>
            <p className="mt-2 text-muted">{t("subscription.freeText")}</p>
            <Button asChild variant="gold" className="mt-4">
              <Link to="/info/pricing">{t("subscription.seePremium")}</Link>
            </Button>
          </>
        ) : status.plan === "premium" ? (
          <p className="mt-2 text-muted">
            {status.renewsAt === null
              ? t("subscription.active")
              : t("subscription.renews", { date: formatDate(status.renewsAt, i18n.language) })}
          </p>
        ) : (
          <p className="mt-2 text-muted">
            {status.endsAt === null
              ? t("subscription.cancelledNoDate")
              : t("subscription.cancelledUntil", {
                  date: formatDate(status.endsAt, i18n.language),
                })}
          </p>
        )}
      </section>
    </Card>
  );
}
