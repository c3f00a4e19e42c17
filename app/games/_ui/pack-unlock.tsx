import { Coins } from "lucide-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useAccount } from "#app/state/use-account.ts";
import { packUnlockPrice } from "#app/domain/coin-prices.ts";

// The spending form checks itself with Conform and the API's schema, which a game page must not
// load with its first paint: it arrives only when a player who can pay sees a locked pack.
const PackUnlockConfirm = lazy(() => import("./pack-unlock-confirm.tsx"));

/**
 * How a locked premium pack can be opened with dojo coins: sign in, earn more, or spend them
 * after a second tap (pack-unlock-confirm.tsx).
 */
export function PackUnlock({ packId, packName }: { packId: string; packName: string }) {
  const { t } = useTranslation("play");
  const account = useAccount();
  const price = packUnlockPrice;

  if (!account) {
    return (
      <p className="text-sm text-muted">
        <Link to="/sign-in" className="font-bold text-dojo-cyan">
          {t("packs.unlock.signIn")}
        </Link>{" "}
        {t("packs.unlock.signInWhy", { price })}
      </p>
    );
  }
  if (account.coins < price) {
    return (
      <p className="text-sm text-muted">
        {t("packs.unlock.needCoins", { price, coins: account.coins })}{" "}
        <Link to="/profile" className="font-bold text-dojo-cyan">
          {t("packs.unlock.earn")}
        </Link>
      </p>
    );
  }
  return (
    <Suspense
      fallback={
        <div className="flex flex-wrap items-center gap-2 pb-2">
          <Button variant="secondary" disabled>
            <Coins aria-hidden="true" className="size-4 text-dojo-gold" />
            {t("packs.unlock.start", { price, name: packName })}
          </Button>
        </div>
      }
    >
      <PackUnlockConfirm packId={packId} packName={packName} coins={account.coins} />
    </Suspense>
  );
}
