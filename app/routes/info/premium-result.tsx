import { CircleX, CreditCard, Crown, LoaderCircle, type LucideIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useMatches, useNavigate, useRevalidator } from "react-router";
import { PageMeta } from "#app/components/page-meta.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { cn } from "#app/components/ui/cn.ts";
import {
  confirmationPollMs,
  confirmationPolls,
  premiumResultLinks,
  premiumResultOfRoute,
  type PremiumResultPage,
} from "#app/features/billing/premium-results.ts";
import { checkSubscriptionStatus } from "#app/features/billing/subscription-api.ts";

const icons: Record<PremiumResultPage, { icon: LucideIcon; tone: string }> = {
  processing: { icon: LoaderCircle, tone: "text-dojo-cyan motion-safe:animate-spin" },
  confirmation: { icon: Crown, tone: "text-dojo-gold" },
  cancelled: { icon: CircleX, tone: "text-muted" },
  failed: { icon: CreditCard, tone: "text-dojo-pink" },
};

/**
 * Waits until the server has the payment confirmed (the webhook, or the status check that
 * asks the provider itself), then moves on to the confirmation page.
 */
function useWaitForPremium(active: boolean): boolean {
  const navigate = useNavigate();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    async function wait() {
      for (let poll = 0; poll < confirmationPolls && !stopped; poll++) {
        const outcome = await checkSubscriptionStatus();
        if (stopped) return;
        // SPEC §8: after all retries the profile update is skipped.
        if (!outcome.ok) break;
        if (outcome.check.isPremium) {
          await navigate("/info/premium-confirmation", { replace: true });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, confirmationPollMs));
      }
      if (!stopped) setSlow(true);
    }
    void wait();
    return () => {
      stopped = true;
    };
  }, [active, navigate]);
  return slow;
}

/** The page this route id stands for; routes.ts only gives this module the four ids. */
function usePremiumResultPage(): PremiumResultPage {
  const matches = useMatches();
  for (const match of matches) {
    const page = premiumResultOfRoute(match.id);
    if (page) return page;
  }
  throw new Error("premium-result.tsx is mounted under an unknown route id");
}

export default function PremiumResult() {
  const { t } = useTranslation("premium");
  const page = usePremiumResultPage();
  const slow = useWaitForPremium(page === "processing");
  const revalidator = useRevalidator();
  const confirmed = page === "confirmation";
  useEffect(() => {
    // The header's supporter badge comes from the root loader, which a client-side
    // navigation from the processing page does not reload.
    if (confirmed) void revalidator.revalidate();
    // Once per arrival; the revalidator object changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [confirmed]);
  const { icon: Icon, tone } = icons[page];
  const links = premiumResultLinks[page];
  const processing = page === "processing";
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <PageMeta
        title={t(`results.${page}.metaTitle`)}
        description={t(`results.${page}.description`)}
      />
      <Card className="flex flex-col items-center gap-5 text-center">
        <Icon aria-hidden="true" className={cn("size-16", tone)} />
        <h1 className="text-3xl font-black sm:text-4xl">{t(`results.${page}.title`)}</h1>
        <p className="text-lg text-muted" role={processing ? "status" : undefined}>
          {processing && slow ? t("results.processing.slow") : t(`results.${page}.body`)}
        </p>
        {!processing || slow ? (
          <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
            <Button asChild size="lg" variant={page === "confirmation" ? "gold" : "primary"}>
              <Link to={links.primary}>{t(`results.${page}.primary`)}</Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to={links.secondary}>{t(`results.${page}.secondary`)}</Link>
            </Button>
          </div>
        ) : null}
      </Card>
    </div>
  );
}
