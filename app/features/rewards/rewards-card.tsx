import { Check, Gift } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useRevalidator } from "react-router";
import { IconHeading } from "#app/components/icon-heading.tsx";
import { TextLink } from "#app/components/text-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { sendApiRequest } from "#app/utils/http/api-request.ts";
import { rewardCopy } from "./reward-copy.ts";

/** A reward as the profile loader sends it (listRewards): the server decided every flag. */
export interface RewardView {
  id: string;
  coins: number;
  claimed: boolean;
  eligible: boolean;
}

type ClaimError = "signedOut" | "already" | "notYet" | "unknown" | "failed" | "network";

// The claim endpoint's statuses (docs/errors.md#rewards) in the words of this page.
function claimError(status: number): ClaimError {
  switch (status) {
    case 0:
      return "network";
    case 401:
      return "signedOut";
    case 403:
      return "notYet";
    case 404:
      return "unknown";
    case 409:
      return "already";
    default:
      return "failed";
  }
}

function RewardRow({ reward }: { reward: RewardView }) {
  const { t } = useTranslation("account");
  const revalidator = useRevalidator();
  const toast = useToast();
  const [claiming, setClaiming] = useState(false);
  const [error, setError] = useState<ClaimError | null>(null);
  const copy = rewardCopy(reward.id);
  if (!copy) return null;
  const name = t(`rewards.names.${copy.key}`, { door: copy.door });
  const errorId = `reward-${reward.id}-error`;

  async function claim() {
    setClaiming(true);
    setError(null);
    const answer = await sendApiRequest(`/api/rewards/${encodeURIComponent(reward.id)}/claim`, {
      method: "POST",
    });
    if (answer.ok) {
      toast({
        tone: "success",
        title: t("rewards.claimedToast", { reward: name, count: reward.coins }),
      });
    } else {
      setError(claimError(answer.status));
    }
    // The balance here and in the header, and this reward's state, come from the loaders.
    if (answer.status !== 0) await revalidator.revalidate();
    setClaiming(false);
  }

  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-night-900/70 p-4 ring-1 ring-night-700">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-extrabold">{name}</p>
          {!reward.claimed && !reward.eligible ? (
            <p className="mt-1 text-sm text-muted">{t(`rewards.howTo.${copy.key}`)}</p>
          ) : null}
        </div>
        <span className="shrink-0 font-extrabold text-dojo-gold">
          {t("rewards.coins", { count: reward.coins })}
        </span>
      </div>
      {reward.claimed ? (
        <p className="flex items-center gap-2 font-bold text-success">
          <Check aria-hidden="true" className="size-5" />
          {t("rewards.claimed")}
        </p>
      ) : reward.eligible ? (
        <Button
          variant="gold"
          onClick={claim}
          disabled={claiming}
          aria-label={t("rewards.claimLabel", { reward: name })}
          aria-describedby={error ? errorId : undefined}
        >
          {claiming ? t("rewards.claiming") : t("rewards.claim")}
        </Button>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="font-bold text-danger">
          {error === "network" ? t("errors.network") : t(`rewards.errors.${error}`)}
        </p>
      ) : null}
    </li>
  );
}

/** The rewards with their state for this player, claimable in place. */
export function RewardsCard({ rewards }: { rewards: readonly RewardView[] }) {
  const { t } = useTranslation("account");
  return (
    <Card>
      <section aria-labelledby="profile-rewards">
        <IconHeading id="profile-rewards" icon={Gift} tone="gold">
          {t("rewards.title")}
        </IconHeading>
        <p className="mt-2 text-muted">{t("rewards.intro")}</p>
        <ul className="mt-4 flex flex-col gap-3">
          {rewards.map((reward) => (
            <RewardRow key={reward.id} reward={reward} />
          ))}
        </ul>
        <TextLink to="/info/dojo-coins">{t("rewards.learnMore")}</TextLink>
      </section>
    </Card>
  );
}
