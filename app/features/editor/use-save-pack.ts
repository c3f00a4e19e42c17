import { useCallback, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useEditorStore } from "#app/features/editor/editor-store.ts";
import { savePack } from "./pack-api.ts";
import { useWizard } from "./use-wizard.ts";
import { saved, saveRequest } from "./wizard.ts";

/**
 * Saving (docs/product-rules.md#pack-editor): as a draft or finished, POST the first time and PUT
 * after; success moves to step 6, failure says 'Failed to save the game: {message}' with the
 * server's reason (the publish limit, a lost session…). The pack stays in the editor either way.
 */
export function useSavePack() {
  const { t } = useTranslation("editor");
  const { apply } = useWizard();
  const [saving, setSaving] = useState<"draft" | "publish" | null>(null);
  const [failure, setFailure] = useState<{ message: string; signedOut: boolean } | null>(null);

  const save = useCallback(
    async (draft: boolean) => {
      const { wizard } = useEditorStore.getState();
      const request = saveRequest(wizard, draft);
      if (!request.ok) {
        apply(() => request.state);
        return;
      }
      setSaving(draft ? "draft" : "publish");
      setFailure(null);
      let answer = await savePack(wizard.id, request.input);
      // The saved copy is gone (deleted from the profile, or it belonged to another account
      // on this phone): what is in the editor is saved as a new pack instead of being stuck.
      if (!answer.ok && answer.status === 404 && wizard.id !== null) {
        answer = await savePack(null, request.input);
      }
      setSaving(null);
      if (answer.ok) {
        apply((state) => saved(state, answer.data));
        return;
      }
      const reason =
        answer.message ?? (answer.status === 0 ? t("save.offline") : t("save.noAnswer"));
      setFailure({
        message: t("save.failed", { message: reason }),
        signedOut: answer.status === 401,
      });
    },
    [apply, t],
  );

  return { save, saving, failure };
}
