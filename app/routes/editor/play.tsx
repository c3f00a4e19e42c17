import { ArrowLeft } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { PageMeta } from "#app/components/page-meta.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { freshRng } from "#app/features/editor/fresh-rng.ts";
import { PackPlayer } from "#app/features/editor/pack-player.tsx";
import { useCountPlay } from "#app/features/editor/use-count-play.ts";
import { useStepFromUrl, useWizard } from "#app/features/editor/use-wizard.ts";
import { exit, nextPrompt, playStep, restart } from "#app/features/editor/wizard.ts";

/**
 * Step 7: the author plays the pack they just saved, full screen. Arriving here
 * without a game in progress (a bookmark, a new tab) goes back to the furthest step allowed.
 */
export default function EditorPlay() {
  const { t } = useTranslation("editor");
  const { hydrated, step } = useStepFromUrl(playStep);
  const { wizard, apply } = useWizard();
  const countPlay = useCountPlay();
  const { id, play } = wizard;

  if (!hydrated || step !== playStep || !play || id === null) {
    return (
      <>
        <PageMeta title={t("meta.title")} description={t("meta.description")} />
        <p role="status" className="py-16 text-center text-lg text-muted">
          {t("loading")}
        </p>
      </>
    );
  }

  return (
    <PackPlayer
      pack={wizard.metadata}
      play={play}
      onNext={() => apply(nextPrompt)}
      onRestart={() => {
        apply((state) => restart(state, freshRng()));
        countPlay(id);
      }}
      exit={
        <Button variant="ghost" size="lg" onClick={() => apply(exit)}>
          <ArrowLeft aria-hidden="true" />
          {t("play.backToPack")}
        </Button>
      }
    />
  );
}
