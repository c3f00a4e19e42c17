import { ArrowDown, ArrowUp, ChevronDown, ClipboardPaste, Plus, Trash2, Undo2 } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { maxPrompts, packTextMax } from "#app/domain/authored-pack.ts";
import { requiredPlayers } from "#app/games/_engine/players.ts";
import { useEditorStore } from "#app/features/editor/editor-store.ts";
import type { EditorPrompt } from "./prompt-list.ts";
import { unknownTokens } from "./prompt-tokens.ts";
import { TokenHelp } from "./token-help.tsx";
import { useWizard } from "./use-wizard.ts";
import {
  addPrompt,
  editPrompt,
  next,
  pastePrompts,
  previous,
  removePrompt,
  reorderPrompt,
  restorePrompt,
} from "./wizard.ts";
import {
  inputClass,
  NextButton,
  StepHeading,
  StepNav,
  usePackProblemText,
  useRefusalText,
} from "./wizard-ui.tsx";

const promptMax = packTextMax.prompt;

function promptId(id: number): string {
  return `prompt-${id}`;
}

function moveButtonId(id: number, direction: "up" | "down"): string {
  return `prompt-${id}-${direction}`;
}

// Moving a row re-orders the DOM, which can drop the focus; it goes back to the button
// that was pressed, or its twin when the row reached an end.
function refocusMove(id: number, direction: "up" | "down"): void {
  requestAnimationFrame(() => {
    const pressed = document.getElementById(moveButtonId(id, direction));
    const other = document.getElementById(moveButtonId(id, direction === "up" ? "down" : "up"));
    const target = pressed instanceof HTMLButtonElement && !pressed.disabled ? pressed : other;
    target?.focus();
  });
}

function focusSoon(elementId: string): void {
  requestAnimationFrame(() => document.getElementById(elementId)?.focus());
}

interface PromptRowProps {
  prompt: EditorPrompt;
  index: number;
  count: number;
  error?: string;
  onDelete: () => void;
}

function PromptRow({ prompt, index, count, error, onDelete }: PromptRowProps) {
  const { t } = useTranslation("editor");
  const problemText = usePackProblemText();
  const { apply } = useWizard();
  const id = promptId(prompt.id);
  const number = index + 1;
  const unknown = unknownTokens(prompt.text);
  const players = requiredPlayers(prompt.text);
  const length = prompt.text.trim().length;
  const describedBy = [error ? `${id}-error` : null, unknown.length > 0 ? `${id}-tokens` : null]
    .filter(Boolean)
    .join(" ");

  return (
    <li className="rounded-3xl bg-night-800 p-3 ring-1 ring-night-600">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="pl-1 font-bold">
          {t("prompts.label", { number })}
        </label>
        <div className="flex">
          <Button
            id={moveButtonId(prompt.id, "up")}
            variant="ghost"
            size="icon"
            disabled={index === 0}
            aria-label={t("prompts.moveUp", { number })}
            onClick={() => {
              apply((state) => reorderPrompt(state, prompt.id, -1));
              refocusMove(prompt.id, "up");
            }}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            id={moveButtonId(prompt.id, "down")}
            variant="ghost"
            size="icon"
            disabled={index === count - 1}
            aria-label={t("prompts.moveDown", { number })}
            onClick={() => {
              apply((state) => reorderPrompt(state, prompt.id, 1));
              refocusMove(prompt.id, "down");
            }}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("prompts.delete", { number })}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <textarea
        id={id}
        rows={2}
        value={prompt.text}
        onChange={(event) => apply((state) => editPrompt(state, prompt.id, event.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn(inputClass, "mt-2 resize-y")}
      />
      <div className="mt-1 flex items-start justify-between gap-3 px-1 text-sm">
        <div>
          {error ? (
            <p id={`${id}-error`} className="font-bold text-danger">
              {problemText(error)}
            </p>
          ) : null}
          {unknown.length > 0 ? (
            <p id={`${id}-tokens`} className="text-dojo-gold">
              {t("prompts.unknownTokens", { tokens: unknown.join(", ") })}
            </p>
          ) : null}
          {players > 0 ? (
            <p className="text-muted">{t("prompts.needsPlayers", { count: players })}</p>
          ) : null}
        </div>
        {length > promptMax * 0.8 ? (
          <span
            className={cn(
              "shrink-0 tabular-nums",
              length > promptMax ? "font-bold text-danger" : "text-muted",
            )}
          >
            {t("field.length", { length, max: promptMax })}
          </span>
        ) : null}
      </div>
    </li>
  );
}

function PasteBox() {
  const { t } = useTranslation("editor");
  const { apply } = useWizard();
  const refusalText = useRefusalText();
  const id = useId();
  const [text, setText] = useState("");
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);

  function paste() {
    const before = useEditorStore.getState().wizard.prompts.length;
    const refusal = apply((state) => pastePrompts(state, text));
    if (refusal) {
      setMessage({ tone: "error", text: refusalText(refusal) });
      return;
    }
    const after = useEditorStore.getState().wizard.prompts.length;
    setText("");
    setMessage({ tone: "ok", text: t("prompts.pasted", { count: Math.max(after - before, 0) }) });
  }

  return (
    <details className="group rounded-3xl bg-night-800 p-4 ring-1 ring-night-600">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 text-lg font-extrabold">
        <ClipboardPaste aria-hidden="true" className="size-5 text-dojo-cyan" />
        <span className="flex-1">{t("prompts.pasteTitle")}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 text-muted transition group-open:rotate-180"
        />
      </summary>
      <div className="mt-3 flex flex-col gap-3">
        <label htmlFor={id} className="font-bold">
          {t("prompts.pasteLabel")}
        </label>
        <textarea
          id={id}
          rows={6}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-hint`}
          className={cn(inputClass, "resize-y")}
        />
        <p id={`${id}-hint`} className="text-sm text-muted">
          {t("prompts.pasteHint")}
        </p>
        <Button variant="secondary" onClick={paste}>
          {t("prompts.pasteAdd")}
        </Button>
        <p
          role="status"
          className={cn(
            "min-h-5 text-sm font-bold",
            message?.tone === "error" ? "text-danger" : "text-success",
          )}
        >
          {message?.text}
        </p>
      </div>
    </details>
  );
}

/** Step 4: the prompts — write, reorder, delete, paste many, and {player} explained. */
export function StepPrompts() {
  const { t } = useTranslation("editor");
  const { wizard, apply } = useWizard();
  const refusalText = useRefusalText();
  const problemText = usePackProblemText();
  const [deleted, setDeleted] = useState<{ prompt: EditorPrompt; index: number } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { prompts, errors } = wizard;
  // The token help starts open for a first prompt, and out of the way once there are some.
  const [helpOpen] = useState(prompts.length === 0);

  function add() {
    const newId = useEditorStore.getState().wizard.nextPromptId;
    const refused = apply((state) => addPrompt(state));
    setRefusal(refused ? refusalText(refused) : null);
    if (!refused) focusSoon(promptId(newId));
  }

  function submit() {
    apply(next);
    const after = useEditorStore.getState().wizard;
    if (after.step !== 4) return;
    const firstBad = after.prompts.find((prompt) => after.errors.prompts[prompt.id]);
    if (firstBad) document.getElementById(promptId(firstBad.id))?.focus();
    else if (after.errors.list) document.getElementById("add-prompt")?.focus();
  }

  return (
    <div>
      <StepHeading title={t("prompts.title")} intro={t("prompts.intro")} />
      <div className="flex flex-col gap-4">
        <TokenHelp open={helpOpen} />
        <p className="text-sm font-bold text-muted" aria-live="polite">
          {t("prompts.count", { count: prompts.length, max: maxPrompts })}
        </p>
        {prompts.length > 0 ? (
          <ol className="flex flex-col gap-3" aria-label={t("prompts.listLabel")}>
            {prompts.map((prompt, index) => (
              <PromptRow
                key={prompt.id}
                prompt={prompt}
                index={index}
                count={prompts.length}
                error={errors.prompts[prompt.id]}
                onDelete={() => {
                  apply((state) => removePrompt(state, prompt.id));
                  setDeleted({ prompt, index });
                  focusSoon("add-prompt");
                }}
              />
            ))}
          </ol>
        ) : null}
        {errors.list ? (
          <p id="prompt-list-error" className="font-bold text-danger">
            {problemText(errors.list)}
          </p>
        ) : null}
        <div role="status" className="min-h-0">
          {deleted ? (
            <p className="flex flex-wrap items-center gap-2 rounded-2xl bg-night-800 p-3 text-muted ring-1 ring-night-600">
              {t("prompts.deleted", { number: deleted.index + 1 })}
              <Button
                variant="ghost"
                onClick={() => {
                  apply((state) => restorePrompt(state, deleted.prompt, deleted.index));
                  setDeleted(null);
                  focusSoon(promptId(deleted.prompt.id));
                }}
              >
                <Undo2 aria-hidden="true" />
                {t("prompts.undo")}
              </Button>
            </p>
          ) : null}
        </div>
        <Button
          id="add-prompt"
          size="lg"
          variant="secondary"
          onClick={add}
          aria-describedby={errors.list ? "prompt-list-error" : undefined}
        >
          <Plus aria-hidden="true" />
          {t("prompts.add")}
        </Button>
        {refusal ? (
          <p role="alert" className="font-bold text-danger">
            {refusal}
          </p>
        ) : null}
        <PasteBox />
      </div>
      <StepNav onBack={() => apply(previous)} next={<NextButton onClick={submit} />} />
    </div>
  );
}
