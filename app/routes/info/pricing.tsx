import { Check, Crown, Info, Play } from "lucide-react";
import type { ReactNode } from "react";
import { Trans, useTranslation } from "#app/i18n/react.tsx";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import { PageMeta } from "#app/components/page-meta.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { CheckoutButton } from "#app/features/billing/checkout-button.tsx";
import { checkoutRequestSchema } from "#app/features/billing/checkout-request.ts";
import { checkoutFormAction } from "#app/features/billing/subscription-form.server.ts";
import { subscriptionProblemStatus } from "#app/features/billing/subscription-services.server.ts";
import { readFormBody } from "#app/utils/http/form-body.ts";
import { withOfflineAnswer } from "#app/utils/http/offline-answer.ts";
import { subscriptionRequestOf } from "#app/route-context.server.ts";
import type { Route } from "./+types/pricing";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import {
  billingIntervals,
  formatPrice,
  freePublishedPackLimit,
  monthlyEquivalent,
  premiumPrices,
  yearlySavings,
  type BillingInterval,
} from "#app/features/billing/plans.ts";

const freeFeatures = ["games", "packs", "offline", "account"] as const;
const premiumFeatures = ["everything", "packs", "published", "badge", "support"] as const;
const goodToKnow = ["cancel", "card", "currency", "coins"] as const;

function FeatureList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="mt-6 flex flex-col gap-3">
      {children}
    </ul>
  );
}

function Feature({ children, highlight = false }: { children: ReactNode; highlight?: boolean }) {
  return (
    <li className="flex items-start gap-3">
      <Check
        aria-hidden="true"
        className={cn("mt-0.5 size-5 shrink-0", highlight ? "text-dojo-gold" : "text-dojo-cyan")}
      />
      <span>{children}</span>
    </li>
  );
}

function Plans({ interval }: { interval: BillingInterval }) {
  const { t, i18n } = useTranslation("info");
  const price = premiumPrices[interval];
  const locale = i18n.language;

  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Card className="flex flex-col">
        <h2 className="text-2xl font-extrabold">{t("pricing.free.name")}</h2>
        <p className="mt-1 text-muted">{t("pricing.free.tagline")}</p>
        <p className="mt-5 flex items-baseline gap-2">
          <span className="text-4xl font-black">{formatPrice(0, locale)}</span>
          <span className="text-muted">{t("pricing.free.period")}</span>
        </p>
        <FeatureList label={t("pricing.includedLabel")}>
          {freeFeatures.map((feature) => (
            <Feature key={feature}>{t(`pricing.free.features.${feature}`)}</Feature>
          ))}
          <Feature>
            {t("pricing.free.features.published", { count: freePublishedPackLimit })}
          </Feature>
          <Feature>{t("pricing.free.features.drafts")}</Feature>
        </FeatureList>
        <div className="mt-auto pt-8">
          <Button asChild size="lg" className="w-full">
            <Link to="/go">
              <Play aria-hidden="true" />
              {t("pricing.free.cta")}
            </Link>
          </Button>
        </div>
      </Card>

      <Card className="flex flex-col border-2 border-dojo-gold/60">
        <h2 className="flex items-center gap-2 text-2xl font-extrabold">
          <Crown aria-hidden="true" className="size-6 text-dojo-gold" />
          {t("pricing.premium.name")}
        </h2>
        <p className="mt-1 text-muted">{t("pricing.premium.tagline")}</p>
        <p className="mt-5 flex items-baseline gap-2">
          <span className="text-4xl font-black text-dojo-gold">
            {formatPrice(price.amount, locale)}
          </span>
          <span className="text-muted">
            {interval === "monthly" ? t("pricing.premium.perMonth") : t("pricing.premium.perYear")}
          </span>
        </p>
        <p className="mt-2 text-sm text-muted">
          {interval === "monthly"
            ? t("pricing.premium.monthlyNote")
            : t("pricing.premium.yearlyNote", {
                price: formatPrice(monthlyEquivalent(price), locale),
              })}
        </p>
        <FeatureList label={t("pricing.includedLabel")}>
          {premiumFeatures.map((feature) => (
            <Feature key={feature} highlight>
              {t(`pricing.premium.features.${feature}`)}
            </Feature>
          ))}
        </FeatureList>
        <div className="mt-auto flex flex-col gap-4 pt-8">
          <CheckoutButton interval={interval} />
          <p className="flex items-start gap-3 rounded-2xl bg-night-700/80 p-4 text-sm text-muted">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-dojo-cyan" />
            <span>{t("pricing.premium.checkoutNote")}</span>
          </p>
        </div>
      </Card>
    </div>
  );
}

/** The checkout buttons ({price_id}): a checkout page for the chosen plan, or why not. */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await readFormBody(request);
  if (!read.ok) {
    return data(
      {
        intent: "checkout",
        ok: false,
        problem: "unknownPrice",
        formProblem: read.problem,
      } as const,
      { status: read.status },
    );
  }
  // The service checks the caller first and then the same schema, as the API does; the form's
  // own reading of it goes back to the button with an unknown price.
  const submission = parseWithZod(read.form, { schema: checkoutRequestSchema });
  const answer = await checkoutFormAction(subscriptionRequestOf(context), submission.payload);
  const refused =
    !answer.ok && answer.problem === "unknownPrice" && submission.status !== "success"
      ? { ...answer, result: submission.reply() }
      : answer;
  return data(refused, { status: answer.ok ? 200 : subscriptionProblemStatus(answer.problem) });
}

// A tap with bad reception gets its message beside the button, not an error page.
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return withOfflineAnswer(serverAction);
}

export default function Pricing() {
  const { t } = useTranslation("info");
  const savings = yearlySavings();

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageMeta title={t("pricing.metaTitle")} description={t("pricing.description")} />
      <h1 className="text-4xl font-black sm:text-5xl">{t("pricing.title")}</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">{t("pricing.intro")}</p>

      {/* Each tab holds its own checkout button, which starts checkout for that interval. */}
      <Tabs className="mt-8" defaultValue="monthly">
        <TabsList aria-label={t("pricing.intervalLabel")}>
          <TabsTrigger value="monthly" className="min-h-12">
            {t("pricing.monthly")}
          </TabsTrigger>
          <TabsTrigger value="yearly" className="min-h-12">
            {t("pricing.yearly")}
            <span className="ml-2 rounded-full bg-dojo-gold px-2 py-0.5 text-xs font-extrabold text-night-950">
              {t("pricing.saveBadge", { percent: savings.percent })}
            </span>
          </TabsTrigger>
        </TabsList>
        {billingIntervals.map((interval) => (
          <TabsContent key={interval} value={interval} className="mt-6">
            <Plans interval={interval} />
          </TabsContent>
        ))}
      </Tabs>

      <section aria-labelledby="pricing-good-to-know" className="mt-12">
        <h2 id="pricing-good-to-know" className="text-2xl font-extrabold">
          {t("pricing.goodToKnowTitle")}
        </h2>
        <ul className="mt-4 flex flex-col gap-3 text-muted">
          {goodToKnow.map((item) => (
            <li key={item} className="flex items-start gap-3">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-dojo-cyan" />
              <span>
                <Trans
                  t={t}
                  i18nKey={`pricing.goodToKnow.${item}`}
                  components={{
                    coins: (
                      <Link
                        to="/info/dojo-coins"
                        className="font-semibold text-dojo-gold underline"
                      />
                    ),
                  }}
                />
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
