import { CloudUpload, Pencil, Save, UserPlus } from "lucide-react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useAccount } from "#app/state/use-account.ts";
import { signInPathFor } from "#app/utils/return-to.ts";
import { freePublishedPackLimit } from "#app/domain/authored-pack.ts";
import { PackBadges } from "./pack-badges.tsx";
import { PromptText } from "./prompt-text.tsx";
import { stepPath } from "./steps.ts";
import { SaveFailure } from "./save-failure.tsx";
import { useSavePack } from "./use-save-pack.ts";
import { useWizard } from "./use-wizard.ts";
import { goTo, isSaved, next, previous, visibleTags, type WizardState } from "./wizard.ts";
import { NextButton, StepHeading, StepNav } from "./wizard-ui.tsx";

function saveStatus(wizard: WizardState): "new" | "unsaved" | "draft" | "published" {
  if (wizard.id === null) return "new";
  if (wizard.dirty) return "unsaved";
  return wizard.status ?? "draft";
}

function EditLink({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" onClick={onClick} className="text-dojo-cyan">
      <Pencil aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}

// The way back names this step outright: a tap that lands while the move to this step is
// still navigating would otherwise remember the step before it.
const reviewPath = stepPath(5);

function SignedOutSave() {
  const { t } = useTranslation("editor");
  return (
    <div className="flex flex-col gap-3">
      <p className="text-lg">{t("review.signedOut")}</p>
      <p className="text-muted">{t("review.keptHere")}</p>
      <Button asChild size="lg">
        <Link to={signInPathFor(reviewPath, "/sign-up")}>
          <UserPlus aria-hidden="true" />
          {t("review.createAccount")}
        </Link>
      </Button>
      <p className="text-muted">
        {t("review.haveAccount")}{" "}
        <Link to={signInPathFor(reviewPath)} className="font-bold text-dojo-cyan underline">
          {t("review.signIn")}
        </Link>
      </p>
    </div>
  );
}

function SaveButtons() {
  const { t } = useTranslation("editor");
  const { wizard } = useWizard();
  const { save, saving, failure } = useSavePack();
  const status = saveStatus(wizard);
  return (
    <div className="flex flex-col gap-3">
      <p className="font-bold" data-testid="save-status">
        {t(`review.status.${status}`)}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          size="lg"
          variant="secondary"
          className="flex-1"
          disabled={saving !== null}
          onClick={() => save(true)}
        >
          <Save aria-hidden="true" />
          {saving === "draft" ? t("review.saving") : t("review.saveDraft")}
        </Button>
        <Button size="lg" className="flex-1" disabled={saving !== null} onClick={() => save(false)}>
          <CloudUpload aria-hidden="true" />
          {saving === "publish" ? t("review.publishing") : t("review.publish")}
        </Button>
      </div>
      <p className="text-sm text-muted">
        {wizard.status === "published"
          ? t("review.draftUnpublishes")
          : t("review.publishHint", { count: freePublishedPackLimit })}
      </p>
      <SaveFailure failure={failure} />
    </div>
  );
}

/** Step 5: everything at a glance, then Save draft or Publish. */
export function StepReview() {
  const { t } = useTranslation("editor");
  const { wizard, apply } = useWizard();
  const signedIn = useAccount() !== null;
  const { metadata, prompts } = wizard;
  const tags = visibleTags(metadata.tags);

  return (
    <div>
      <StepHeading title={t("review.title")} intro={t("review.intro")} />
      <div className="flex flex-col gap-4">
        <section
          aria-labelledby="review-details"
          className="rounded-3xl bg-night-800 p-5 ring-1 ring-night-600"
        >
          <div className="flex items-start justify-between gap-2">
            <h2
              id="review-details"
              className="text-sm font-extrabold tracking-widest text-muted uppercase"
            >
              {t("review.details")}
            </h2>
            <EditLink
              label={t("review.editDetails")}
              onClick={() => apply((state) => goTo(state, 3))}
            />
          </div>
          <p className="mt-1 text-2xl font-extrabold break-words" data-testid="review-name">
            {metadata.name}
          </p>
          <p className="text-muted">{t("review.by", { author: metadata.author })}</p>
          <p className="mt-3 whitespace-pre-line">{metadata.description}</p>
          <div className="mt-3">
            <PackBadges explicit={metadata.explicit} alcohol={metadata.alcohol} />
          </div>
          {tags.length > 0 ? (
            <p className="mt-3 text-sm text-muted">{tags.map((tag) => `#${tag}`).join(" ")}</p>
          ) : null}
        </section>
        <section
          aria-labelledby="review-prompts"
          className="rounded-3xl bg-night-800 p-5 ring-1 ring-night-600"
        >
          <div className="flex items-start justify-between gap-2">
            <h2
              id="review-prompts"
              className="text-sm font-extrabold tracking-widest text-muted uppercase"
            >
              {t("review.prompts", { count: prompts.length })}
            </h2>
            <EditLink
              label={t("review.editPrompts")}
              onClick={() => apply((state) => goTo(state, 4))}
            />
          </div>
          <ol className="mt-3 flex list-decimal flex-col gap-2 pl-6">
            {prompts.map((prompt) => (
              <li key={prompt.id} className="pl-1">
                <PromptText text={prompt.text} />
              </li>
            ))}
          </ol>
        </section>
        <section
          aria-labelledby="review-save"
          className="rounded-3xl bg-night-800 p-5 ring-1 ring-dojo-pink/40"
        >
          <h2 id="review-save" className="mb-3 text-xl font-extrabold">
            {t("review.saveTitle")}
          </h2>
          {signedIn ? <SaveButtons /> : <SignedOutSave />}
        </section>
      </div>
      <StepNav
        onBack={() => apply(previous)}
        next={isSaved(wizard) ? <NextButton onClick={() => apply(next)} /> : undefined}
      />
    </div>
  );
}
