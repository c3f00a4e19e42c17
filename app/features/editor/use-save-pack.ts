import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useEditorStore } from "#app/features/editor/editor-store.ts";
import { answerIssue, answerProblem, type EditorAnswer } from "./editor-answer.ts";
import type { EditorFormFields } from "./editor-form.ts";
import { useWizard } from "./use-wizard.ts";
import { saved, saveRequest } from "./wizard.ts";

/**
 * Saving (docs/product-rules.md#pack-editor): as a draft or finished, through the editor's
 * action (intent `save`); success moves to step 6, failure says 'Failed to save the game:
 * {message}' with the reason the action gave (the publish limit, a lost session, no
 * connection…). The pack stays in the editor, and in this browser, either way.
 */
export function useSavePack() {
  const { t } = useTranslation("editor");
  const { apply } = useWizard();
  // Keyed: the answer outlives a step that remounts while it is on its way.
  const fetcher = useFetcher<EditorAnswer>({ key: "editor-save" });
  const handled = useRef<unknown>(null);

  // Each answer moves the wizard once.
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok && answer.pack) {
      const pack = answer.pack;
      apply((state) => saved(state, pack));
    }
  }, [fetcher.state, fetcher.data, apply]);

  const save = (draft: boolean) => {
    const { wizard } = useEditorStore.getState();
    const request = saveRequest(wizard, draft);
    if (!request.ok) {
      apply(() => request.state);
      return;
    }
    void fetcher.submit(
      {
        intent: "save",
        id: wizard.id ?? "",
        draft: draft ? "true" : "false",
        pack: JSON.stringify(request.input),
      } satisfies EditorFormFields,
      { method: "post", action: "/editor" },
    );
  };

  const pending = fetcher.state !== "idle" ? fetcher.formData : undefined;
  const saving: "draft" | "publish" | null = pending
    ? pending.get("draft") === "true"
      ? "draft"
      : "publish"
    : null;
  const problem = fetcher.state === "idle" && fetcher.data ? answerProblem(fetcher.data) : null;
  const issue = answerIssue(fetcher.data);
  // An invalid pack is told by its first problem, as its field would tell it.
  const reason = problem && (issue ? t(`packProblems.${issue}`) : t(`problems.${problem}`));
  const failure = problem
    ? {
        message: t("save.failed", { message: reason }),
        signedOut: problem === "signedOut",
      }
    : null;

  return { save, saving, failure };
}
