import { FilePen, Plus, RotateCw } from "lucide-react";
import { useEffect } from "react";
import { defaultLanguage, isLanguage } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, Link, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { unnamedPack } from "#app/domain/authored-pack.ts";
import { useAccount } from "#app/state/use-account.ts";
import { useEditorStore } from "#app/features/editor/editor-store.ts";
import { PackImport } from "./pack-import.tsx";
import { stepPath } from "./steps.ts";
import { useWizard } from "./use-wizard.ts";
import {
  editMetadata,
  editSaved,
  fillAuthor,
  hasContent,
  next,
  reset,
  resumeStep,
  goTo,
  wouldDiscardWork,
  type SavedPack,
  type WizardState,
} from "./wizard.ts";
import { StepHeading, useDiscardGuard } from "./wizard-ui.tsx";

export interface OwnPackSummary {
  id: string;
  name: string;
  status: "draft" | "published";
}

function StatusBadge({ status }: { status: WizardState["status"] | "unsaved" }) {
  const { t } = useTranslation("editor");
  const tone =
    status === "published"
      ? "bg-success/15 text-success"
      : status === "draft"
        ? "bg-dojo-gold/15 text-dojo-gold"
        : "bg-dojo-pink/15 text-dojo-pink";
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${tone}`}>
      {t(`status.${status ?? "unsaved"}`)}
    </span>
  );
}

function LocalWork({ wizard, onContinue }: { wizard: WizardState; onContinue: () => void }) {
  const { t } = useTranslation("editor");
  const name = wizard.metadata.name.trim() || unnamedPack;
  return (
    <section
      aria-labelledby="local-work-title"
      className="rounded-3xl bg-gradient-to-br from-dojo-violet/25 to-night-800 p-5 ring-1 ring-dojo-violet/50"
    >
      <h2
        id="local-work-title"
        className="text-sm font-extrabold tracking-widest text-dojo-violet uppercase"
      >
        {t("landing.continueTitle")}
      </h2>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-2xl font-extrabold">
        <span className="break-all">{name}</span>
        <StatusBadge status={wizard.dirty ? "unsaved" : wizard.status} />
      </p>
      <p className="text-muted">{t("landing.promptCount", { count: wizard.prompts.length })}</p>
      <Button size="lg" className="mt-4 w-full sm:w-auto" onClick={onContinue}>
        <RotateCw aria-hidden="true" />
        {t("landing.continue")}
      </Button>
    </section>
  );
}

function OwnPacks({ packs }: { packs: readonly OwnPackSummary[] }) {
  const { t } = useTranslation("editor");
  if (packs.length === 0) return <p className="text-muted">{t("landing.noPacks")}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {packs.map((pack) => (
        <li
          key={pack.id}
          className="flex items-center justify-between gap-3 rounded-2xl bg-night-900 p-3 ring-1 ring-night-700"
        >
          <span className="flex min-w-0 flex-wrap items-center gap-2">
            <span className="truncate font-bold">{pack.name}</span>
            <StatusBadge status={pack.status} />
          </span>
          <Link
            to={`/editor?pack=${pack.id}`}
            aria-label={t("landing.editPack", { name: pack.name })}
            className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-2xl px-3 font-bold text-dojo-cyan hover:bg-night-800"
          >
            <FilePen aria-hidden="true" className="size-5" />
            {pack.status === "draft" ? t("landing.continueDraft") : t("landing.edit")}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Opens the pack named by /editor?pack=<id> (the profile's edit links). */
function useOpenRequestedPack(editing: SavedPack | null, ask: (action: () => void) => void): void {
  const { apply } = useWizard();
  const navigate = useNavigate();
  useEffect(() => {
    if (!editing) return;
    const open = (options: { replace?: boolean }) =>
      apply((state) => editSaved(state, editing), options);
    if (wouldDiscardWork(useEditorStore.getState().wizard, editing)) {
      ask(() => open({}));
      // The question stays on screen; the address drops the request, so a reload won't repeat it.
      void navigate("/editor", { replace: true });
    } else {
      open({ replace: true });
    }
  }, [editing, ask, apply, navigate]);
}

export function StepLanding({
  signedIn,
  ownPacks,
  editing,
  editNeedsSignIn,
}: {
  signedIn: boolean;
  ownPacks: readonly OwnPackSummary[];
  editing: SavedPack | null;
  editNeedsSignIn: boolean;
}) {
  const { t, i18n } = useTranslation("editor");
  const { wizard, apply } = useWizard();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const account = useAccount();
  const { guard, ask, dialog } = useDiscardGuard();
  const author = account?.username ?? "";
  useOpenRequestedPack(editing, ask);

  const startNew = () =>
    guard(() =>
      apply((state) =>
        next(
          hasContent(state)
            ? reset(author, language)
            : editMetadata(fillAuthor(state, author), { language }),
        ),
      ),
    );

  return (
    <div className="flex flex-col gap-6">
      <StepHeading title={t("landing.title")} intro={t("landing.intro")} />
      {editNeedsSignIn ? (
        <p
          role="status"
          className="rounded-2xl bg-dojo-gold/10 p-4 font-bold text-dojo-gold ring-1 ring-dojo-gold/40"
        >
          {t("landing.signInToEdit")}{" "}
          <Link to="/sign-in" className="underline">
            {t("landing.signIn")}
          </Link>
        </p>
      ) : null}
      {hasContent(wizard) ? (
        <LocalWork
          wizard={wizard}
          onContinue={() => apply((state) => goTo(state, resumeStep(state)))}
        />
      ) : null}
      {/* A plain form too: before or without the page's script it opens the first step. */}
      <Form
        method="get"
        action={stepPath(2)}
        className="flex flex-col"
        onSubmit={(event) => {
          event.preventDefault();
          startNew();
        }}
      >
        <Button type="submit" size="lg" variant={hasContent(wizard) ? "secondary" : "primary"}>
          <Plus aria-hidden="true" />
          {t("landing.startNew")}
        </Button>
      </Form>
      {signedIn ? (
        <section aria-labelledby="own-packs-title">
          <h2 id="own-packs-title" className="mb-3 text-xl font-extrabold">
            {t("landing.yourPacks")}
          </h2>
          <OwnPacks packs={ownPacks} />
        </section>
      ) : (
        <p className="text-muted">
          {t("landing.signedOut")}{" "}
          <Link to="/sign-up" className="font-bold text-dojo-cyan underline">
            {t("landing.createAccount")}
          </Link>
        </p>
      )}
      <PackImport signedIn={signedIn} guard={guard} />
      {dialog}
    </div>
  );
}
