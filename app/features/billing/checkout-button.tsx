import { Crown, LogIn } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useAccount } from "#app/state/use-account.ts";
import { premiumPrices, type BillingInterval } from "./plans.ts";
import { requestRedirect } from "./subscription-api.ts";

/**
 * Starts checkout for one price, the one of the pricing page's tab it sits in. Signed out, it
 * asks for a sign-in first and comes back here afterwards.
 */
export function CheckoutButton({ interval }: { interval: BillingInterval }) {
  const { t } = useTranslation("premium");
  const account = useAccount();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!account) {
    return (
      <div className="flex flex-col gap-3">
        <Button asChild size="lg" variant="gold" className="w-full">
          <Link to={`/sign-in?returnTo=${encodeURIComponent("/info/pricing")}`}>
            <LogIn aria-hidden="true" />
            {t("checkout.signInFirst")}
          </Link>
        </Button>
        <p className="text-sm text-muted">{t("checkout.signInHint")}</p>
      </div>
    );
  }

  if (account.supporter) {
    return (
      <div className="flex flex-col gap-3">
        <Button asChild size="lg" variant="secondary" className="w-full">
          <Link to="/profile">
            <Crown aria-hidden="true" className="text-dojo-gold" />
            {t("checkout.alreadyPremium")}
          </Link>
        </Button>
        <p className="text-sm text-muted">{t("checkout.alreadyPremiumHint")}</p>
      </div>
    );
  }

  async function startCheckout() {
    setBusy(true);
    setError(null);
    const answer = await requestRedirect("/api/subscription/create-checkout-session", {
      price_id: premiumPrices[interval].id,
    });
    if (answer.ok) {
      window.location.assign(answer.url);
      return;
    }
    setError(
      answer.status === 0
        ? t("checkout.offline")
        : t("checkout.failed", { reason: answer.error ?? "" }).trim(),
    );
    setBusy(false);
  }

  return (
    <div className="flex flex-col gap-3">
      <Button
        size="lg"
        variant="gold"
        className="w-full"
        disabled={busy}
        onClick={() => void startCheckout()}
      >
        <Crown aria-hidden="true" />
        {busy ? t("checkout.starting") : t(`checkout.buttonInterval_${interval}`)}
      </Button>
      <p role="alert" className="font-bold text-dojo-pink empty:hidden">
        {error}
      </p>
    </div>
  );
}
