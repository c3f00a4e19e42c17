import { Crown, LogIn } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useAccount } from "#app/state/use-account.ts";
import { formProblemOf, useFormProblemWords } from "#app/components/form-problem.ts";
import { useIntentForm } from "#app/components/use-intent-form.ts";
import { checkoutRequestSchema } from "./checkout-request.ts";
import { premiumPrices, type BillingInterval } from "./plans.ts";
import type { SubscriptionAnswer } from "./subscription-intents.ts";

/**
 * Starts checkout for one price, the one of the pricing page's tab it sits in. Signed out, it
 * asks for a sign-in first and comes back here afterwards.
 */
export function CheckoutButton({ interval }: { interval: BillingInterval }) {
  const { t } = useTranslation("premium");
  const account = useAccount();
  // Posted to the pricing page's action, which sends the browser on to the checkout page.
  const fetcher = useFetcher<SubscriptionAnswer | { ok: false; problem: "offline" }>({
    key: `checkout-${interval}`,
  });
  const busy = fetcher.state !== "idle";
  const answer = busy ? undefined : fetcher.data;
  const checked = useIntentForm(
    `checkout-${interval}`,
    checkoutRequestSchema,
    answer && "result" in answer ? answer.result : null,
  );
  const formProblemWords = useFormProblemWords();
  const formProblem = formProblemOf(answer);
  const error = checked.problem
    ? // The schema's one code: a price that isn't one of ours.
      t("card.problems.unknownPrice")
    : formProblem
      ? formProblemWords(formProblem)
      : answer === undefined || answer.ok
        ? null
        : answer.problem === "offline"
          ? t("checkout.offline")
          : t(`card.problems.${answer.problem}`);

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

  return (
    <div className="flex flex-col gap-3">
      <fetcher.Form
        method="post"
        action="/info/pricing"
        {...checked.formProps}
        className="flex flex-col"
      >
        <input type="hidden" name="price_id" value={premiumPrices[interval].id} />
        <Button type="submit" size="lg" variant="gold" className="w-full" disabled={busy}>
          <Crown aria-hidden="true" />
          {busy ? t("checkout.starting") : t(`checkout.buttonInterval_${interval}`)}
        </Button>
      </fetcher.Form>
      <p role="alert" className="font-bold text-dojo-pink empty:hidden">
        {error}
      </p>
    </div>
  );
}
