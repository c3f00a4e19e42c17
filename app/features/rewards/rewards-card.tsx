import { Check, Gift } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useFetcher } from "react-router";
import { IconHeading } from "#app/components/icon-heading.tsx";
import { TextLink } from "#app/components/text-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { formProblemOf, useFormProblemWords } from "#app/components/form-problem.ts";
import { useIntentForm } from "#app/components/use-intent-form.ts";
import { claimFormSchema } from "./claim-form.ts";
import type { ClaimAnswer, ClaimOutcome } from "./claim-outcome.ts";
import { rewardCopy } from "./reward-copy.ts";

/** A reward as the profile loader sends it (listRewards): the server decided every flag. */
export interface RewardView {
  id: string;
  coins: number;
  claimed: boolean;
  eligible: boolean;
}

type ClaimProblem = "signedOut" | "already" | "notYet" | "unknown" | "failed";

// A claim's outcome in the words of this page (account.rewards.errors).
const claimProblems: Record<Exclude<ClaimOutcome, "claimed">, ClaimProblem> = {
  signedOut: "signedOut",
  "already-claimed": "already",
  "not-eligible": "notYet",
  unknown: "unknown",
  profileFailed: "failed",
  failed: "failed",
};

type ClaimFetcherAnswer = ClaimAnswer | { ok: false; problem: "offline" };

function RewardRow({ reward }: { reward: RewardView }) {
  const { t } = useTranslation("account");
  const toast = useToast();
  // Submitted to the profile's action; the page's data (this reward, the balance here and in
  // the header) reloads after it.
  const fetcher = useFetcher<ClaimFetcherAnswer>({ key: `claim-${reward.id}` });
  const claiming = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const checked = useIntentForm(
    `claim-${reward.id}`,
    claimFormSchema,
    answer && "result" in answer ? answer.result : null,
  );
  const formProblemWords = useFormProblemWords();
  const formProblem = formProblemOf(answer);
  const copy = rewardCopy(reward.id);
  const name = copy ? t(`rewards.names.${copy.key}`, { door: copy.door }) : reward.id;
  const claimed = answer && "outcome" in answer && answer.outcome === "claimed";
  useEffect(() => {
    if (claimed) {
      toast({
        tone: "success",
        title: t("rewards.claimedToast", { reward: name, count: reward.coins }),
      });
    }
  }, [claimed, toast, t, name, reward.coins]);
  if (!copy) return null;
  const errorId = `reward-${reward.id}-error`;
  // The schema's one code is the claim's `unknown` outcome (claim-form.ts).
  const error = checked.problem
    ? t(`rewards.errors.${claimProblems.unknown}`)
    : formProblem
      ? formProblemWords(formProblem)
      : answer === undefined || claimed
        ? null
        : "outcome" in answer
          ? t(
              `rewards.errors.${claimProblems[answer.outcome === "claimed" ? "failed" : answer.outcome]}`,
            )
          : t("errors.network");

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
        <fetcher.Form
          method="post"
          action="/profile"
          {...checked.formProps}
          className="flex flex-col"
        >
          <input type="hidden" name="intent" value="claim-reward" />
          <input type="hidden" name="reward" value={reward.id} />
          <Button
            type="submit"
            variant="gold"
            disabled={claiming}
            aria-label={t("rewards.claimLabel", { reward: name })}
            aria-describedby={error ? errorId : undefined}
          >
            {claiming ? t("rewards.claiming") : t("rewards.claim")}
          </Button>
        </fetcher.Form>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="font-bold text-danger">
          {error}
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
