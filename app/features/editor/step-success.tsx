import { Coins, Download, Eye, Pencil, Play, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useAccount } from "#app/state/use-account.ts";
import { freshRng } from "./fresh-rng.ts";
import { useCountPlay, useMarkShared } from "./use-count-play.ts";
import { SaveFailure } from "./save-failure.tsx";
import { ShareLink } from "./share-link.tsx";
import { useSavePack } from "./use-save-pack.ts";
import { useWizard } from "./use-wizard.ts";
import { goTo, play, previous, reset } from "./wizard.ts";
import { StepHeading, StepNav, useRefusalText } from "./wizard-ui.tsx";

export interface FirstPackReward {
  claimed: boolean;
  coins: number;
}

function DraftNotice() {
  const { t } = useTranslation("editor");
  const { save, saving, failure } = useSavePack();
  return (
    <section className="flex flex-col gap-3 rounded-3xl bg-dojo-gold/10 p-5 ring-1 ring-dojo-gold/50">
      <p className="flex items-start gap-2 font-bold text-dojo-gold">
        <Eye aria-hidden="true" className="mt-1 size-5 shrink-0" />
        {t("success.draftOnly")}
      </p>
      <Button size="lg" disabled={saving !== null} onClick={() => save(false)}>
        {saving ? t("review.publishing") : t("success.publishNow")}
      </Button>
      <SaveFailure failure={failure} />
    </section>
  );
}

/** Step 6: the pack is saved — share it, play it, change it, or make another. */
export function StepSuccess({ firstPackReward }: { firstPackReward: FirstPackReward | null }) {
  const { t } = useTranslation("editor");
  const { wizard, apply } = useWizard();
  const refusalText = useRefusalText();
  const username = useAccount()?.username ?? "";
  const [refusal, setRefusal] = useState<string | null>(null);
  const countPlay = useCountPlay();
  const markShared = useMarkShared();
  const { id } = wizard;

  if (id === null) {
    return (
      <div>
        <StepHeading title={t("success.titleDraft")} />
        <p role="alert" className="font-bold text-danger">
          {t("packProblems.noPackYet")}
        </p>
        <StepNav onBack={() => apply(previous)} />
      </div>
    );
  }

  const published = wizard.status === "published";
  const startPlay = () => {
    const refused = apply((state) => play(state, freshRng()));
    setRefusal(refused ? refusalText(refused) : null);
    if (!refused) countPlay(id);
  };

  return (
    <div>
      <StepHeading
        title={published ? t("success.titlePublished") : t("success.titleDraft")}
        intro={published ? t("success.introPublished") : t("success.introDraft")}
      />
      <div className="flex flex-col gap-6">
        {published ? null : <DraftNotice />}
        {published && firstPackReward && !firstPackReward.claimed ? (
          <p className="flex items-start gap-2 rounded-2xl bg-night-800 p-4 ring-1 ring-dojo-gold/50">
            <Coins aria-hidden="true" className="mt-1 size-5 shrink-0 text-dojo-gold" />
            <span>
              {t("success.rewardNudge", { coins: firstPackReward.coins })}{" "}
              <Link to="/profile" className="font-bold text-dojo-gold underline">
                {t("success.claimOnProfile")}
              </Link>
            </span>
          </p>
        ) : null}
        <section
          aria-labelledby="share-title"
          className="rounded-3xl bg-night-800 p-5 ring-1 ring-night-600"
        >
          <h2 id="share-title" className="mb-4 text-xl font-extrabold">
            {t("share.title")}
          </h2>
          <ShareLink
            url={`${window.location.origin}/game/${id}`}
            title={wizard.metadata.name}
            onShared={() => {
              if (published) markShared(id);
            }}
          />
        </section>
        <div className="flex flex-col gap-3">
          <Button size="lg" variant="gold" onClick={startPlay}>
            <Play aria-hidden="true" />
            {t("success.playNow")}
          </Button>
          {refusal ? (
            <p role="alert" className="font-bold text-danger">
              {refusal}
            </p>
          ) : null}
          <div className="grid grid-cols-2 gap-3">
            <Button
              variant="secondary"
              className="px-3"
              onClick={() => apply((state) => goTo(state, 3))}
            >
              <Pencil aria-hidden="true" />
              {t("success.edit")}
            </Button>
            <Button
              variant="secondary"
              className="px-3"
              onClick={() => apply(() => reset(username))}
            >
              <Plus aria-hidden="true" />
              {t("success.makeAnother")}
            </Button>
          </div>
          <Button asChild variant="ghost">
            <a href={`/api/packs/${id}/export`} download={`${id}.json`}>
              <Download aria-hidden="true" />
              {t("success.download")}
            </a>
          </Button>
        </div>
      </div>
      <StepNav onBack={() => apply(previous)} />
    </div>
  );
}
