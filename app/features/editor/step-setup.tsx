import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Plus, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { isLanguage } from "#app/i18n/language.ts";
import { LanguageOptions } from "#app/components/language-options.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { useAccount } from "#app/state/use-account.ts";
import { packMetadataSchema, packTextMax } from "#app/domain/authored-pack.ts";
import { useEditorStore } from "#app/features/editor/editor-store.ts";
import { TextField } from "./text-field.tsx";
import { useWizard } from "./use-wizard.ts";
import {
  addTag,
  editMetadata,
  fillAuthor,
  next,
  previous,
  removeTag,
  visibleTags,
  type MetadataField,
} from "./wizard.ts";
import { inputClass, NextButton, StepHeading, StepNav, usePackProblemText } from "./wizard-ui.tsx";

const fieldOrder: readonly MetadataField[] = ["name", "description", "author", "tags"];

function fieldId(field: MetadataField): string {
  return `pack-${field}`;
}

/** After a refused Next, the first field with a problem gets the focus (and is read out). */
function focusFirstError(): void {
  const { errors } = useEditorStore.getState().wizard;
  const first = fieldOrder.find((field) => errors.metadata[field]);
  if (first) document.getElementById(fieldId(first))?.focus();
}

function TagsField({ formError }: { formError: string | undefined }) {
  const { t } = useTranslation("editor");
  const problemText = usePackProblemText();
  const { wizard, apply } = useWizard();
  const [draft, setDraft] = useState("");
  const error = wizard.errors.metadata.tags ?? formError;
  const tags = visibleTags(wizard.metadata.tags);
  const id = fieldId("tags");

  function add() {
    apply((state) => addTag(state, draft));
    if (!useEditorStore.getState().wizard.errors.metadata.tags) setDraft("");
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-bold">
        {t("setup.tags")}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          autoComplete="off"
          enterKeyHint="done"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" || event.key === ",") {
              event.preventDefault();
              add();
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          className={inputClass}
        />
        <Button variant="secondary" onClick={add} aria-label={t("setup.addTag")}>
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-bold text-danger">
          {problemText(error)}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t("setup.tagsHint")}
      </p>
      {/* What the form sends: every tag the pack has, the hidden draft tag too. */}
      {wizard.metadata.tags.map((tag, index) => (
        <input key={tag} type="hidden" name={`tags[${index}]`} value={tag} />
      ))}
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("setup.tagList")}>
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center rounded-full bg-night-700 pl-3 font-bold"
            >
              #{tag}
              <button
                type="button"
                onClick={() => apply((state) => removeTag(state, tag))}
                aria-label={t("setup.removeTag", { tag })}
                className="grid size-11 place-items-center rounded-full text-muted hover:text-ink"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Step 3: the pack's metadata: name, description, author, language, flags and tags. Next checks
 * the form with the pack's metadata schema (the one the editor's action checks a save with)
 * before the wizard moves on; a problem the wizard found itself (a refused save sends the
 * author back here) shows at its field too.
 */
export function StepSetup() {
  const { t } = useTranslation("editor");
  const languageId = useId();
  const { wizard, apply } = useWizard();
  const username = useAccount()?.username ?? "";
  const { metadata, errors } = wizard;

  useEffect(() => {
    if (username) apply((state) => fillAuthor(state, username));
  }, [username, apply]);

  const formId = useId();
  const [form, fields] = useForm({
    id: formId,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: packMetadataSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onSubmit(event) {
      event.preventDefault();
      apply(next);
      focusFirstError();
    },
  });
  const problem = (field: MetadataField) => errors.metadata[field] ?? fields[field].errors?.[0];
  const tagsProblem = Object.entries(form.allErrors).find(([name]) => name.startsWith("tags"));

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate={form.noValidate}>
      <StepHeading title={t("setup.title")} intro={t("setup.intro")} />
      <div className="flex flex-col gap-6">
        <TextField
          id={fieldId("name")}
          name={fields.name.name}
          label={t("setup.name")}
          value={metadata.name}
          onChange={(name) => apply((state) => editMetadata(state, { name }))}
          error={problem("name")}
          max={packTextMax.name}
        />
        <TextField
          id={fieldId("description")}
          name={fields.description.name}
          label={t("setup.description")}
          hint={t("setup.descriptionHint")}
          value={metadata.description}
          onChange={(description) => apply((state) => editMetadata(state, { description }))}
          error={problem("description")}
          max={packTextMax.description}
          multiline
        />
        <TextField
          id={fieldId("author")}
          name={fields.author.name}
          label={t("setup.author")}
          hint={t("setup.authorHint")}
          value={metadata.author}
          onChange={(author) => apply((state) => editMetadata(state, { author }))}
          error={problem("author")}
          max={packTextMax.author}
          autoComplete="nickname"
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={languageId} className="font-bold">
            {t("setup.language")}
          </label>
          <p id={`${languageId}-hint`} className="text-sm text-muted">
            {t("setup.languageHint")}
          </p>
          <select
            id={languageId}
            name={fields.language.name}
            aria-describedby={`${languageId}-hint`}
            value={metadata.language}
            onChange={(event) => {
              const language = event.target.value;
              if (isLanguage(language)) apply((state) => editMetadata(state, { language }));
            }}
            className="mt-1 min-h-12 rounded-2xl bg-night-900 px-3 text-ink ring-1 ring-night-600 focus:ring-dojo-cyan"
          >
            <LanguageOptions />
          </select>
        </div>
        <div className="flex flex-col gap-3 rounded-2xl bg-night-800 px-4 py-3 ring-1 ring-night-600">
          <Switch
            name={fields.explicit.name}
            label={t("setup.explicit")}
            hint={t("setup.explicitHint")}
            checked={metadata.explicit}
            onCheckedChange={(explicit) => apply((state) => editMetadata(state, { explicit }))}
          />
          <Switch
            name={fields.alcohol.name}
            label={t("setup.alcohol")}
            hint={t("setup.alcoholHint")}
            checked={metadata.alcohol}
            onCheckedChange={(alcohol) => apply((state) => editMetadata(state, { alcohol }))}
          />
        </div>
        <TagsField formError={tagsProblem?.[1][0]} />
      </div>
      <StepNav onBack={() => apply(previous)} next={<NextButton type="submit" />} />
    </form>
  );
}
