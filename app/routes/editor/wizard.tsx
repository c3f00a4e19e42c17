import { useEffect, useRef } from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { PageMeta } from "#app/components/page-meta.tsx";
import { dbContext, userContext } from "#app/context.ts";
import { StepExplanation } from "#app/features/editor/step-explanation.tsx";
import { StepLanding } from "#app/features/editor/step-landing.tsx";
import { StepPrompts } from "#app/features/editor/step-prompts.tsx";
import { StepReview } from "#app/features/editor/step-review.tsx";
import { StepSetup } from "#app/features/editor/step-setup.tsx";
import { StepSuccess } from "#app/features/editor/step-success.tsx";
import { stepFromName } from "#app/features/editor/steps.ts";
import { editorAction } from "#app/features/editor/editor-action.server.ts";
import { useStepFromUrl } from "#app/features/editor/use-wizard.ts";
import { furthestStep, playStep, type WizardStep } from "#app/features/editor/wizard.ts";
import { stepTitleId } from "#app/features/editor/wizard-ui.tsx";
import { WizardProgress } from "#app/features/editor/wizard-progress.tsx";
import { isPackId } from "#app/domain/pack-id.ts";
import { getPack, listOwnPacks } from "#app/domain/authored-packs.server.ts";
import { findReward } from "#app/domain/reward-catalogue.ts";
import { revalidateUnlessOffline, withOfflineAnswer } from "#app/utils/http/offline-answer.ts";
import { pageNotFound } from "#app/utils/http/page-not-found.ts";
import { useEditorStore } from "#app/features/editor/editor-store.ts";
import type { Route } from "./+types/wizard";

/**
 * /editor and /editor/steps/Step1Landing … Step6Success. The pack being written
 * lives in the browser; the server adds what only it knows: the author's packs, the pack
 * asked for with ?pack=<id> (theirs only), and whether the first-pack reward is waiting.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const step = params.step === undefined ? 1 : stepFromName(params.step);
  if (step === null || step === playStep) throw pageNotFound(url);
  const requested = url.searchParams.get("pack");
  const visitor = context.get(userContext);
  const user = await visitor.user();
  const profile = user ? await visitor.profile() : null;
  if (!user || !profile) {
    return {
      step,
      signedIn: false,
      ownPacks: [],
      editing: null,
      editNeedsSignIn: requested !== null,
      firstPackReward: null,
    };
  }
  const db = context.get(dbContext);
  const editing =
    requested !== null && isPackId(requested) ? await getPack(db, requested, user.id) : null;
  if (requested !== null && !editing?.editable) throw pageNotFound(url);
  const ownPacks = await listOwnPacks(db, user.id);
  return {
    step,
    signedIn: true,
    ownPacks: ownPacks.map(({ id, name, status }) => ({ id, name, status })),
    editing,
    editNeedsSignIn: false,
    firstPackReward: {
      claimed: profile.claimed_rewards.includes("first-pack"),
      coins: findReward("first-pack")?.coins ?? 0,
    },
  };
}

/** Saving, importing and sharing packs (editor-action.server.ts). */
export function action({ request, context }: Route.ActionArgs) {
  return editorAction(request, context.get(dbContext), context.get(userContext));
}

// The pack stays in this browser whatever happens: a save without a connection is told
// beside its button, never an error page in place of the editor.
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return withOfflineAnswer(serverAction);
}

// A share or a counted play changes nothing the page shows.
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const intent = args.formData?.get("intent");
  if (intent === "share" || intent === "play") return false;
  return revalidateUnlessOffline(args);
}

function StepView({ step, data }: { step: WizardStep; data: Route.ComponentProps["loaderData"] }) {
  switch (step) {
    case 1:
      return (
        <StepLanding
          signedIn={data.signedIn}
          ownPacks={data.ownPacks}
          editing={data.editing}
          editNeedsSignIn={data.editNeedsSignIn}
        />
      );
    case 2:
      return <StepExplanation />;
    case 3:
      return <StepSetup />;
    case 4:
      return <StepPrompts />;
    case 5:
      return <StepReview />;
    case 6:
    case 7:
      return <StepSuccess firstPackReward={data.firstPackReward} />;
  }
}

/** When the step changes (not on arrival), its title takes the focus. */
function useFocusStepTitle(step: WizardStep, hydrated: boolean): void {
  const shown = useRef<WizardStep | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    if (shown.current !== null && shown.current !== step) {
      document.getElementById(stepTitleId)?.focus();
    }
    shown.current = step;
  }, [step, hydrated]);
}

export default function EditorWizard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("editor");
  const { hydrated, step } = useStepFromUrl(loaderData.step);
  const wizard = useEditorStore((state) => state.wizard);
  useFocusStepTitle(step, hydrated);

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      {hydrated || step <= 2 ? (
        <>
          <WizardProgress step={step} furthest={furthestStep(wizard)} />
          {/* The landing and the explanation are the same for every browser until its stored
              pack is read, so the server renders them (a browser without the page's script
              reads them too); a pack to open waits for that read (it may replace work). */}
          <StepView step={step} data={hydrated ? loaderData : { ...loaderData, editing: null }} />
        </>
      ) : (
        // The other steps show the stored pack: until it is read they hold the screen's space.
        <p role="status" className="min-h-[70dvh] py-16 text-center text-lg text-muted">
          {t("loading")}
        </p>
      )}
    </div>
  );
}
