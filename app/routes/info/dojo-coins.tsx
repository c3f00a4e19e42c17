import { Coins, Gift, Lock, Play, Scale } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { IconHeading } from "#app/components/icon-heading.tsx";
import { PageMeta } from "#app/components/page-meta.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardText } from "#app/components/ui/card.tsx";

/**
 * The rewards (docs/product-rules.md#rewards). The server's catalogue decides what is paid;
 * this list only explains it, so keep the amounts in step with it.
 */
const rewards = [
  { id: "welcome", coins: 50, each: false },
  { id: "firstPack", coins: 100, each: false },
  { id: "firstFeedback", coins: 10, each: false },
  { id: "sharePack", coins: 25, each: false },
  { id: "referral", coins: 100, each: true },
  { id: "xmas", coins: 10, each: true },
] as const;

const rules = ["account", "negative", "cash", "fair"] as const;

export default function DojoCoins() {
  const { t } = useTranslation("info");

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageMeta title={t("dojoCoins.metaTitle")} description={t("dojoCoins.description")} />
      <div className="flex items-center gap-4">
        <span className="grid size-16 shrink-0 place-items-center rounded-3xl bg-dojo-gold/15 ring-1 ring-dojo-gold/40">
          <Coins aria-hidden="true" className="size-9 text-dojo-gold" />
        </span>
        <h1 className="text-4xl font-black sm:text-5xl">{t("dojoCoins.title")}</h1>
      </div>
      <p className="mt-5 text-lg text-muted">{t("dojoCoins.intro")}</p>

      <section aria-labelledby="coins-earn" className="mt-12">
        <IconHeading id="coins-earn" icon={Gift} tone="pink">
          {t("dojoCoins.earnTitle")}
        </IconHeading>
        <p className="mt-2 text-muted">{t("dojoCoins.earnIntro")}</p>
        <div className="mt-5 overflow-hidden rounded-3xl bg-night-800/90 ring-1 ring-night-600/70">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{t("dojoCoins.table.caption")}</caption>
            <thead>
              <tr className="border-b border-night-600 text-sm tracking-widest text-dojo-gold uppercase">
                <th scope="col" className="px-5 py-3 font-extrabold">
                  {t("dojoCoins.table.reward")}
                </th>
                <th scope="col" className="px-5 py-3 text-right font-extrabold">
                  {t("dojoCoins.table.coins")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rewards.map((reward) => (
                <tr key={reward.id} className="border-b border-night-700 last:border-b-0">
                  <th scope="row" className="px-5 py-4 align-top font-normal">
                    <span className="block font-bold">
                      {t(`dojoCoins.rewards.${reward.id}.name`)}
                    </span>
                    <span className="block text-sm text-muted">
                      {t(`dojoCoins.rewards.${reward.id}.detail`)}
                    </span>
                  </th>
                  <td className="px-5 py-4 text-right align-top font-extrabold whitespace-nowrap text-dojo-gold">
                    {reward.each
                      ? t("dojoCoins.amountEach", { count: reward.coins })
                      : t("dojoCoins.amount", { count: reward.coins })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="coins-spend" className="mt-12">
        <IconHeading id="coins-spend" icon={Lock} tone="cyan">
          {t("dojoCoins.spendTitle")}
        </IconHeading>
        <p className="mt-3 text-muted">{t("dojoCoins.spendText")}</p>
      </section>

      <section aria-labelledby="coins-rules" className="mt-12">
        <IconHeading id="coins-rules" icon={Scale} tone="violet">
          {t("dojoCoins.rulesTitle")}
        </IconHeading>
        <ul className="mt-4 flex list-disc flex-col gap-2 pl-6 text-muted marker:text-dojo-violet">
          {rules.map((rule) => (
            <li key={rule}>{t(`dojoCoins.rules.${rule}`)}</li>
          ))}
        </ul>
      </section>

      <Card className="mt-12">
        <h2 className="text-xl font-extrabold">{t("dojoCoins.ctaTitle")}</h2>
        <CardText>{t("dojoCoins.ctaText")}</CardText>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/go">
              <Play aria-hidden="true" />
              {t("dojoCoins.cta")}
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/info/pricing">{t("dojoCoins.pricingLink")}</Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}
