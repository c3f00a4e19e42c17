import type { z } from "zod/mini";
import { defaultLanguage, isLanguage, type Language } from "#app/i18n/language.ts";
import {
  authoredPackInputSchema,
  draftTag,
  maxPrompts,
  packMetadataSchema,
  packPromptsSchema,
  withDraftTag,
  type AuthoredPackFile,
  type AuthoredPackInput,
} from "#app/domain/authored-pack.ts";
import type { ImportedPack } from "#app/domain/authored-pack-import.ts";
import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";
import type { Rng } from "#app/games/_engine/rng.ts";
import { nextCard, restartPlay, startPlay, type PackPlay } from "./pack-play.ts";
import { movePrompt, parsePromptLines, type EditorPrompt } from "./prompt-list.ts";

/**
 * The pack-editor wizard (docs/product-rules.md#pack-editor) as plain data and pure moves:
 * 1 landing, 2 explanation, 3 metadata, 4 prompts, 5 review, 6 done/share, and 7 to play the
 * pack. A failed check is returned as the state with its errors; a refused move as an Invalid.
 */
export type WizardStep = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const lastEditStep = 6;
export const playStep = 7;

export interface EditorMetadata {
  name: string;
  description: string;
  author: string;
  explicit: boolean;
  alcohol: boolean;
  /** The language the prompts are written in. */
  language: Language;
  /** As authored; holds 'draft' while the pack is unfinished. */
  tags: string[];
}

export type MetadataField = "name" | "description" | "author" | "tags";

export interface WizardErrors {
  metadata: Partial<Record<MetadataField, string>>;
  /** About the prompt list as a whole (none yet, too many). */
  list: string | null;
  /** By prompt id. */
  prompts: Record<number, string>;
}

export interface WizardState {
  step: WizardStep;
  /** The server's id once saved; null while the pack lives only in this browser. */
  id: string | null;
  /** As last saved; null before the first save. */
  status: "draft" | "published" | null;
  metadata: EditorMetadata;
  prompts: EditorPrompt[];
  likes: number;
  plays: number;
  nextPromptId: number;
  /** Changed since the last save (a new pack: since it was started). */
  dirty: boolean;
  errors: WizardErrors;
  play: PackPlay | null;
}

/** Why a move was refused; the editor words each one from its catalogue. */
export type WizardRefusal = "noPackYet" | "unsavedChanges" | "nothingToPaste" | "tooManyPrompts";

function refuse(reason: WizardRefusal): Invalid {
  return invalid(reason);
}

/** A saved pack as the API answers it. */
export interface SavedPack extends AuthoredPackFile {
  status: "draft" | "published";
}

function noErrors(): WizardErrors {
  return { metadata: {}, list: null, prompts: {} };
}

/**
 * A new pack: likes 0, plays 0, not explicit, no alcohol, tagged 'draft', written in the
 * language the author is reading the site in.
 */
export function newWizard(author = "", language: Language = defaultLanguage): WizardState {
  return {
    step: 1,
    id: null,
    status: null,
    metadata: {
      name: "",
      description: "",
      author,
      explicit: false,
      alcohol: false,
      language,
      tags: [draftTag],
    },
    prompts: [],
    likes: 0,
    plays: 0,
    nextPromptId: 1,
    dirty: false,
    errors: noErrors(),
    play: null,
  };
}

/** Reset: back to step 1 with a new pack. */
export function reset(author = "", language: Language = defaultLanguage): WizardState {
  return newWizard(author, language);
}

/** True when the pack holds something worth keeping (a default author alone is not). */
export function hasContent(state: WizardState): boolean {
  const { name, description } = state.metadata;
  return (
    state.id !== null ||
    name.trim() !== "" ||
    description.trim() !== "" ||
    state.prompts.some((prompt) => prompt.text.trim() !== "")
  );
}

/** Work that would be lost if the pack were replaced now. */
export function hasUnsavedWork(state: WizardState): boolean {
  return state.dirty && hasContent(state);
}

function promptBodies(prompts: readonly EditorPrompt[]): { text: string }[] {
  return prompts.map((prompt) => ({ text: prompt.text }));
}

function metadataValid(state: WizardState): boolean {
  return packMetadataSchema.safeParse(state.metadata).success;
}

function promptsValid(state: WizardState): boolean {
  return packPromptsSchema.safeParse(promptBodies(state.prompts)).success;
}

/** Saved, and nothing changed since: what sharing and playing need. */
export function isSaved(state: WizardState): boolean {
  return state.id !== null && !state.dirty;
}

/** The furthest editing step the pack allows (steps 1–3 always; 7 only while playing). */
export function furthestStep(state: WizardState): WizardStep {
  if (!metadataValid(state)) return 3;
  if (!promptsValid(state)) return 4;
  if (!isSaved(state)) return 5;
  return state.play ? playStep : lastEditStep;
}

function withStep(state: WizardState, step: WizardStep): WizardState {
  if (step === state.step) return state;
  return { ...state, step, errors: noErrors(), play: step === playStep ? state.play : null };
}

/**
 * The step a visitor lands on when asking for `requested` (a URL, the back button): that
 * step when the pack allows it, else the furthest one it allows. Leaving step 7 ends play.
 */
export function goTo(state: WizardState, requested: WizardStep): WizardState {
  const furthest = furthestStep(state);
  const editable = furthest === playStep ? lastEditStep : furthest;
  if (requested === playStep) return withStep(state, furthest);
  return withStep(state, requested <= editable ? requested : editable);
}

/** Where "continue" picks up local work: as far as the pack allows, short of playing. */
export function resumeStep(state: WizardState): WizardStep {
  const furthest = furthestStep(state);
  return furthest === playStep ? lastEditStep : furthest;
}

type Issue = z.core.$ZodIssue;

function issueErrors(issues: readonly Issue[], prompts: readonly EditorPrompt[]) {
  const errors = noErrors();
  for (const issue of issues) {
    const [area, ...rest] = issue.path;
    const path = area === "metadata" || area === "prompts" ? rest : issue.path;
    const section = area === "metadata" || area === "prompts" ? area : null;
    const [first] = path;
    if (section !== "prompts" && typeof first === "string" && isMetadataField(first)) {
      errors.metadata[first] ??= issue.message;
    } else if (section !== "metadata" && typeof first === "number") {
      const prompt = prompts[first];
      if (prompt) errors.prompts[prompt.id] ??= issue.message;
    } else if (section !== "metadata") {
      errors.list ??= issue.message;
    }
  }
  return errors;
}

function isMetadataField(key: string): key is MetadataField {
  return key === "name" || key === "description" || key === "author" || key === "tags";
}

function checkMetadata(state: WizardState): WizardState {
  const parsed = packMetadataSchema.safeParse(state.metadata);
  if (!parsed.success) {
    return { ...state, errors: issueErrors(parsed.error.issues, state.prompts) };
  }
  // Values are trimmed.
  return { ...state, metadata: parsed.data, errors: noErrors(), step: 4 };
}

function checkPrompts(state: WizardState): WizardState {
  const parsed = packPromptsSchema.safeParse(promptBodies(state.prompts));
  if (!parsed.success) {
    return { ...state, errors: issueErrors(parsed.error.issues, state.prompts) };
  }
  const prompts = state.prompts.map((prompt, index) => ({
    id: prompt.id,
    text: parsed.data[index]?.text ?? prompt.text.trim(),
  }));
  return { ...state, prompts, errors: noErrors(), step: 5 };
}

/**
 * Next: moves within 1–6; leaving step 3 needs valid metadata and step 4 valid prompts
 * (docs/errors.md#pack-validation, values trimmed); step 6 follows step 5 only once saved.
 */
export function next(state: WizardState): WizardState | Invalid {
  switch (state.step) {
    case 1:
    case 2:
      return withStep(state, state.step === 1 ? 2 : 3);
    case 3:
      return checkMetadata(state);
    case 4:
      return checkPrompts(state);
    case 5:
      if (state.id === null) return refuse("noPackYet");
      if (state.dirty) return refuse("unsavedChanges");
      return withStep(state, 6);
    case 6:
    case 7:
      return state;
  }
}

const stepBefore: Record<WizardStep, WizardStep> = { 1: 1, 2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6 };

/** Previous: one step back within 1–6; from step 7 it is exit. */
export function previous(state: WizardState): WizardState {
  if (state.step === playStep) return exit(state);
  if (state.step === 1) return state;
  return withStep(state, stepBefore[state.step]);
}

type TextField = Exclude<keyof EditorMetadata, "tags" | "explicit" | "alcohol" | "language">;

export type MetadataPatch = Partial<
  Pick<EditorMetadata, TextField | "explicit" | "alcohol" | "language">
>;

export function editMetadata(state: WizardState, patch: MetadataPatch): WizardState {
  const metadataErrors = Object.fromEntries(
    Object.entries(state.errors.metadata).filter(([field]) => !(field in patch)),
  );
  return {
    ...state,
    metadata: { ...state.metadata, ...patch },
    errors: { ...state.errors, metadata: metadataErrors },
    dirty: true,
  };
}

/** Puts the signed-in username in an empty author field; not an edit of its own. */
export function fillAuthor(state: WizardState, author: string): WizardState {
  if (state.metadata.author.trim() !== "" || author.trim() === "") return state;
  return { ...state, metadata: { ...state.metadata, author } };
}

const tagsSchema = packMetadataSchema.shape.tags;

/** Adds a tag with the shared schema's rules; a bad one is refused at the field. */
export function addTag(state: WizardState, raw: string): WizardState {
  const tag = raw.trim().replace(/^#/, "");
  if (tag === "") return state;
  const parsed = tagsSchema.safeParse([...state.metadata.tags, tag]);
  if (!parsed.success) {
    return {
      ...state,
      errors: {
        ...state.errors,
        metadata: { ...state.errors.metadata, tags: parsed.error.issues[0]?.message ?? "" },
      },
    };
  }
  const { tags: _, ...metadataErrors } = state.errors.metadata;
  return {
    ...state,
    metadata: { ...state.metadata, tags: parsed.data },
    errors: { ...state.errors, metadata: metadataErrors },
    dirty: true,
  };
}

export function removeTag(state: WizardState, tag: string): WizardState {
  if (!state.metadata.tags.includes(tag)) return state;
  const { tags: _, ...metadataErrors } = state.errors.metadata;
  return {
    ...state,
    metadata: { ...state.metadata, tags: state.metadata.tags.filter((entry) => entry !== tag) },
    errors: { ...state.errors, metadata: metadataErrors },
    dirty: true,
  };
}

/** The tags an author sees and edits: 'draft' is the pack's state, not one of its tags. */
export function visibleTags(tags: readonly string[]): string[] {
  return withDraftTag(tags, false);
}

function withPrompts(
  state: WizardState,
  prompts: EditorPrompt[],
  nextPromptId = state.nextPromptId,
) {
  return {
    ...state,
    prompts,
    nextPromptId,
    errors: { ...state.errors, list: null },
    dirty: true,
  };
}

export function addPrompt(state: WizardState, text = ""): WizardState | Invalid {
  if (state.prompts.length >= maxPrompts) return refuse("tooManyPrompts");
  return withPrompts(
    state,
    [...state.prompts, { id: state.nextPromptId, text }],
    state.nextPromptId + 1,
  );
}

export function editPrompt(state: WizardState, id: number, text: string): WizardState {
  if (!state.prompts.some((prompt) => prompt.id === id)) return state;
  const { [id]: _, ...promptErrors } = state.errors.prompts;
  const edited = withPrompts(
    state,
    state.prompts.map((prompt) => (prompt.id === id ? { id, text } : prompt)),
  );
  return { ...edited, errors: { ...edited.errors, prompts: promptErrors } };
}

export function removePrompt(state: WizardState, id: number): WizardState {
  if (!state.prompts.some((prompt) => prompt.id === id)) return state;
  const { [id]: _, ...promptErrors } = state.errors.prompts;
  const removed = withPrompts(
    state,
    state.prompts.filter((prompt) => prompt.id !== id),
  );
  return { ...removed, errors: { ...removed.errors, prompts: promptErrors } };
}

/** Undo of a delete: the prompt back where it was. */
export function restorePrompt(
  state: WizardState,
  prompt: EditorPrompt,
  index: number,
): WizardState | Invalid {
  if (state.prompts.some((entry) => entry.id === prompt.id)) return state;
  if (state.prompts.length >= maxPrompts) return refuse("tooManyPrompts");
  const prompts = [...state.prompts];
  prompts.splice(Math.min(Math.max(index, 0), prompts.length), 0, prompt);
  return withPrompts(state, prompts);
}

export function reorderPrompt(state: WizardState, id: number, offset: -1 | 1): WizardState {
  const moved = movePrompt(state.prompts, id, offset);
  if (moved === state.prompts) return state;
  return { ...state, prompts: [...moved], dirty: true };
}

/**
 * Pasted text, one prompt per line, goes to the end of the list; blank rows waiting to be
 * filled make way for it. More than a pack holds is refused whole.
 */
export function pastePrompts(state: WizardState, text: string): WizardState | Invalid {
  const lines = parsePromptLines(text);
  if (lines.length === 0) return refuse("nothingToPaste");
  const kept = state.prompts.filter((prompt) => prompt.text.trim() !== "");
  if (kept.length + lines.length > maxPrompts) return refuse("tooManyPrompts");
  const added = lines.map((line, index) => ({ id: state.nextPromptId + index, text: line }));
  const keptIds = new Set(kept.map((prompt) => prompt.id));
  const pasted = withPrompts(state, [...kept, ...added], state.nextPromptId + lines.length);
  const promptErrors = Object.fromEntries(
    Object.entries(state.errors.prompts).filter(([id]) => keptIds.has(Number(id))),
  );
  return { ...pasted, errors: { ...pasted.errors, prompts: promptErrors } };
}

export type SaveRequest =
  { ok: true; input: AuthoredPackInput } | { ok: false; state: WizardState };

/**
 * The body to save: as a draft it carries the 'draft' tag, finished it doesn't.
 * A pack that doesn't pass the shared schema comes back with its errors, on the step that
 * shows them.
 */
export function saveRequest(state: WizardState, draft: boolean): SaveRequest {
  const parsed = authoredPackInputSchema.safeParse({
    metadata: { ...state.metadata, tags: withDraftTag(state.metadata.tags, draft) },
    prompts: promptBodies(state.prompts),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors = issueErrors(parsed.error.issues, state.prompts);
  const step = Object.keys(errors.metadata).length > 0 ? 3 : 4;
  return { ok: false, state: { ...withStep(state, step), errors } };
}

function fromSaved(state: WizardState, pack: SavedPack, step: WizardStep): WizardState {
  const { name, description, author, explicit, alcohol, language, tags } = pack.metadata;
  const prompts = pack.prompts.map((prompt, index) => ({
    id: state.nextPromptId + index,
    text: prompt.text,
  }));
  return {
    ...state,
    step,
    id: pack.metadata.id,
    status: pack.status,
    metadata: { name, description, author, explicit, alcohol, language, tags: [...tags] },
    prompts,
    nextPromptId: state.nextPromptId + prompts.length,
    likes: pack.likes,
    plays: pack.plays,
    dirty: false,
    errors: noErrors(),
    play: null,
  };
}

/** A successful save moves to step 6 with the pack as the server keeps it. */
export function saved(state: WizardState, pack: SavedPack): WizardState {
  return fromSaved(state, pack, 6);
}

/** One of the author's saved packs, opened for editing at its metadata. */
export function loadPack(pack: SavedPack): WizardState {
  return fromSaved(newWizard(), pack, 3);
}

/**
 * Opens a saved pack for editing. When this browser already holds unsaved changes to that
 * very pack, they are newer than the server's copy and are kept.
 */
export function editSaved(state: WizardState, pack: SavedPack): WizardState {
  if (state.id === pack.metadata.id && state.dirty) return goTo(state, 3);
  return loadPack(pack);
}

/** Opening `pack` now would throw away changes to another pack that were never saved. */
export function wouldDiscardWork(state: WizardState, pack: SavedPack): boolean {
  return hasUnsavedWork(state) && state.id !== pack.metadata.id;
}

function textOf(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** A pack read from a file, opened in this browser only, to check and save. */
export function loadImported(imported: ImportedPack): WizardState {
  const { metadata } = imported;
  const tags = Array.isArray(metadata.tags)
    ? metadata.tags.filter((tag): tag is string => typeof tag === "string")
    : [];
  const prompts = imported.prompts.map((prompt, index) => ({
    id: index + 1,
    text: textOf(prompt.text),
  }));
  return {
    ...newWizard(),
    step: 3,
    metadata: {
      name: textOf(metadata.name),
      description: textOf(metadata.description),
      author: textOf(metadata.author),
      explicit: metadata.explicit === true,
      alcohol: metadata.alcohol === true,
      language:
        typeof metadata.language === "string" && isLanguage(metadata.language)
          ? metadata.language
          : defaultLanguage,
      tags: withDraftTag(tags, true),
    },
    prompts,
    nextPromptId: prompts.length + 1,
    dirty: true,
  };
}

/** Play: step 7 with the saved prompts shuffled, from the first. */
export function play(state: WizardState, rng: Rng): WizardState | Invalid {
  if (state.id === null) return refuse("noPackYet");
  if (state.dirty) return refuse("unsavedChanges");
  const texts = state.prompts.map((prompt) => prompt.text);
  return { ...state, step: playStep, errors: noErrors(), play: startPlay(texts, rng) };
}

/** Next prompt: the following card until the last; after it the game is over. */
export function nextPrompt(state: WizardState): WizardState {
  if (!state.play) return state;
  return { ...state, play: nextCard(state.play) };
}

/** Restart: the same prompts reshuffled, from the first. */
export function restart(state: WizardState, rng: Rng): WizardState {
  if (!state.play) return state;
  return { ...state, play: restartPlay(state.play, rng) };
}

/** Exit: back to step 6. */
export function exit(state: WizardState): WizardState {
  if (state.step !== playStep) return state;
  return { ...state, step: 6, play: null };
}
