import { Coins } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link, useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useAccount } from "#app/state/use-account.ts";
import { packUnlockPrice } from "#app/domain/coin-prices.ts";

type UnlockAnswer = { packId: string; dojo_coins: number } | { error: string };

/**
 * How a locked premium pack can be opened with dojo coins: sign in, earn more, or spend them
 * after a second tap. The server charges and unlocks; revalidation then brings the pack's
 * cards and the new balance.
 */
export function PackUnlock({ packId, packName }: { packId: string; packName: string }) {
  const { t } = useTranslation("play");
  const account = useAccount();
  const fetcher = useFetcher<UnlockAnswer>();
  const [confirming, setConfirming] = useState(false);
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
  const busy = fetcher.state !== "idle";
  const failed = fetcher.state === "idle" && fetcher.data !== undefined && "error" in fetcher.data;
  return (
    <fetcher.Form
      method="post"
      action={`/api/packs/${encodeURIComponent(packId)}/unlock`}
      className="flex flex-wrap items-center gap-2 pb-2"
      onSubmit={(event) => {
        if (confirming) return;
        // The first tap asks; coins are only spent on the second.
        event.preventDefault();
        setConfirming(true);
      }}
    >
      {confirming ? (
        <>
          <span className="basis-full text-sm" role="status">
            {t("packs.unlock.confirm", { price, coins: account.coins, name: packName })}
          </span>
          <Button type="submit" variant="gold" disabled={busy}>
            <Coins aria-hidden="true" className="size-4" />
            {busy ? t("packs.unlock.busy") : t("packs.unlock.spend", { price })}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
            {t("packs.unlock.cancel")}
          </Button>
        </>
      ) : (
        <Button type="submit" variant="secondary">
          <Coins aria-hidden="true" className="size-4 text-dojo-gold" />
          {t("packs.unlock.start", { price, name: packName })}
        </Button>
      )}
      {failed ? (
        <span role="alert" className="basis-full text-sm font-bold text-dojo-pink">
          {t("packs.unlock.failed")}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
