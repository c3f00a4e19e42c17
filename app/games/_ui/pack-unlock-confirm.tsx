import { Coins } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useIntentForm } from "#app/components/use-intent-form.ts";
import { packUnlockPrice } from "#app/domain/coin-prices.ts";
import {
  isUnlockProblem,
  packUnlockFormSchema,
  type UnlockProblem,
} from "#app/domain/pack-unlock-form.ts";

type UnlockAnswer = { packId: string; dojo_coins: number } | { error: string; code?: unknown };

/**
 * Spending coins on one premium pack, after a second tap, on Conform with the schema the API
 * reads the pack's address with. A module of its own: a game page loads it only when a player
 * who can pay is shown a locked pack. The server charges and unlocks; revalidation then brings
 * the pack's cards and the new balance.
 */
export default function PackUnlockConfirm({
  packId,
  packName,
  coins,
}: {
  packId: string;
  packName: string;
  coins: number;
}) {
  const { t } = useTranslation("play");
  const { t: tPremium } = useTranslation("premium");
  const fetcher = useFetcher<UnlockAnswer>();
  const [confirming, setConfirming] = useState(false);
  const { formProps, problem } = useIntentForm(`unlock-${packId}`, packUnlockFormSchema, null);
  const price = packUnlockPrice;
  const busy = fetcher.state !== "idle";
  const answer = busy ? undefined : fetcher.data;
  // The schema's one code is the API's `unknown`; any other failure has no code of its own.
  const refusal: UnlockProblem | "failed" | null = problem
    ? "unknown"
    : answer && "error" in answer
      ? isUnlockProblem(answer.code)
        ? answer.code
        : "failed"
      : null;
  return (
    <fetcher.Form
      method="post"
      action={`/api/packs/${encodeURIComponent(packId)}/unlock`}
      {...formProps}
      onSubmit={(event) => {
        if (confirming) {
          formProps.onSubmit(event);
          return;
        }
        // The first tap asks; coins are only spent on the second.
        event.preventDefault();
        setConfirming(true);
      }}
      className="flex flex-wrap items-center gap-2 pb-2"
    >
      <input type="hidden" name="packId" value={packId} />
      {confirming ? (
        <>
          <span className="basis-full text-sm" role="status">
            {t("packs.unlock.confirm", { price, coins, name: packName })}
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
      {refusal ? (
        <span role="alert" className="basis-full text-sm font-bold text-dojo-pink">
          {refusal === "failed" ? t("packs.unlock.failed") : tPremium(`unlockProblems.${refusal}`)}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
