import { FileUp } from "lucide-react";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { readPackFileText, type ImportedPack } from "#app/domain/authored-pack-import.ts";
import { answerIssue, answerProblem, type EditorAnswer } from "./editor-answer.ts";
import type { EditorFormFields } from "./editor-form.ts";
import { useWizard } from "./use-wizard.ts";
import { loadImported, loadPack } from "./wizard.ts";

// A pack file is a few kilobytes; anything this size is not one, and reading it would only
// stall the phone.
const maxFileBytes = 2_000_000;

type Preview =
  | { ok: true; fileName: string; pack: ImportedPack }
  | { ok: false; fileName: string; error: string };

/** The import through the editor's action (intent `import`); an imported pack opens in the editor. */
function useImportToAccount() {
  const { t } = useTranslation("editor");
  const { apply } = useWizard();
  const fetcher = useFetcher<EditorAnswer>();
  const handled = useRef<unknown>(null);
  // The file the last import was for: choosing another one starts without its failure.
  const [sent, setSent] = useState<ImportedPack | null>(null);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok && answer.pack) {
      const pack = answer.pack;
      apply(() => loadPack(pack));
    }
  }, [fetcher.state, fetcher.data, apply]);
  const problem = fetcher.state === "idle" && fetcher.data ? answerProblem(fetcher.data) : null;
  const issue = answerIssue(fetcher.data);
  // An invalid pack is told by its first problem, as its field would tell it.
  const reason = problem && (issue ? t(`packProblems.${issue}`) : t(`problems.${problem}`));
  return {
    busy: fetcher.state !== "idle",
    failureFor: (pack: ImportedPack) =>
      problem && pack === sent ? t("import.failed", { message: reason }) : null,
    start: (pack: ImportedPack) => {
      setSent(pack);
      void fetcher.submit(
        { intent: "import", pack: JSON.stringify(pack) } satisfies EditorFormFields,
        { method: "post", action: "/editor" },
      );
    },
  };
}

function previewName(pack: ImportedPack, fallback: string): string {
  return typeof pack.metadata.name === "string" && pack.metadata.name.trim() !== ""
    ? pack.metadata.name
    : fallback;
}

/**
 * Step 1's import (docs/product-rules.md#pack-files): a file in any shape the tolerant reader
 * accepts is previewed first, with its error when it isn't a pack. Signed in, it becomes a new
 * draft on the server; signed out, it opens in this browser's editor.
 */
export function PackImport({
  signedIn,
  guard,
}: {
  signedIn: boolean;
  guard: (action: () => void) => void;
}) {
  const { t } = useTranslation("editor");
  const { apply } = useWizard();
  const inputId = useId();
  const statusId = useId();
  const [preview, setPreview] = useState<Preview | null>(null);
  const { busy, failureFor, start } = useImportToAccount();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) {
      setPreview(null);
      return;
    }
    if (file.size > maxFileBytes) {
      setPreview({ ok: false, fileName: file.name, error: t("import.tooBig") });
      return;
    }
    const read = readPackFileText(await file.text());
    setPreview(
      read.ok
        ? { ok: true, fileName: file.name, pack: read.pack }
        : { ok: false, fileName: file.name, error: t(`problems.${read.problem}`) },
    );
  }

  function openLocally(pack: ImportedPack) {
    guard(() => apply(() => loadImported(pack)));
  }

  const failure = preview?.ok ? failureFor(preview.pack) : null;

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="rounded-3xl bg-night-800 p-5 ring-1 ring-night-600"
    >
      <h2 id={`${inputId}-title`} className="flex items-center gap-2 text-xl font-extrabold">
        <FileUp aria-hidden="true" className="size-5 text-dojo-cyan" />
        {t("import.title")}
      </h2>
      <p className="mt-1 text-muted">{t("import.intro")}</p>
      <label htmlFor={inputId} className="mt-4 block font-bold">
        {t("import.fileLabel")}
      </label>
      <input
        id={inputId}
        type="file"
        accept=".json,application/json"
        onChange={(event) => void choose(event)}
        aria-describedby={statusId}
        className="mt-2 block w-full text-muted file:mr-3 file:min-h-12 file:rounded-2xl file:border-0 file:bg-night-700 file:px-4 file:font-bold file:text-ink"
      />
      <div id={statusId} className="mt-3" aria-live="polite">
        {preview && !preview.ok ? (
          <p role="alert" className="font-bold text-danger">
            {preview.error}
          </p>
        ) : null}
        {preview?.ok ? (
          <div className="rounded-2xl bg-night-900 p-4 ring-1 ring-night-700">
            <p className="font-bold">{previewName(preview.pack, t("import.unnamed"))}</p>
            <p className="text-sm text-muted">
              {t("import.promptCount", { count: preview.pack.prompts.length })}
            </p>
            <div className="mt-3 flex flex-col gap-2 sm:flex-row">
              {signedIn ? (
                <>
                  <Button disabled={busy} onClick={() => guard(() => start(preview.pack))}>
                    {busy ? t("import.busy") : t("import.asDraft")}
                  </Button>
                  {failure ? (
                    <Button variant="secondary" onClick={() => openLocally(preview.pack)}>
                      {t("import.fixInEditor")}
                    </Button>
                  ) : null}
                </>
              ) : (
                <Button onClick={() => openLocally(preview.pack)}>{t("import.open")}</Button>
              )}
            </div>
            {failure ? (
              <p role="alert" className="mt-3 font-bold text-danger">
                {failure}
              </p>
            ) : null}
            {!signedIn ? <p className="mt-3 text-sm text-muted">{t("import.localNote")}</p> : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
