import { z } from "zod/mini";
import { defaultLanguage, supportedLanguages, type Language } from "#app/i18n/language.ts";
import { storableString } from "#app/utils/http/storable-string.ts";

/** Why a pack (or a move in the editor) was refused; the schema's issues carry these codes. */
export type PackProblem =
  | "nameRequired"
  | "descriptionRequired"
  | "authorRequired"
  | "promptsRequired"
  | "promptTextRequired"
  | "noPackYet"
  | "nameTooLong"
  | "descriptionTooLong"
  | "authorTooLong"
  | "promptTooLong"
  | "tooManyPrompts"
  | "tagInvalid"
  | "tooManyTags"
  | "languageInvalid";

// docs/errors.md#pack-validation, word for word: the JSON API's words for each code. The
// editor shows the same ones from its catalogue (editor:packProblems).
export const packMessages: Record<PackProblem, string> = {
  nameRequired: "Game name is required",
  descriptionRequired: "Game description is required",
  authorRequired: "Author name is required",
  promptsRequired: "You need to add at least one prompt",
  promptTextRequired: "Prompt text is required",
  noPackYet: "No Game to Save Yet!",
  nameTooLong: "Keep the name to 60 characters.",
  descriptionTooLong: "Keep the description to 300 characters.",
  authorTooLong: "Keep the author name to 40 characters.",
  promptTooLong: "Keep each prompt to 280 characters.",
  tooManyPrompts: "A pack holds at most 500 prompts.",
  tagInvalid: "Tags are single words of up to 24 letters, digits or dashes.",
  tooManyTags: "Use at most 10 tags.",
  languageInvalid: "A pack is written in English or Danish.",
};

export function isPackProblem(message: string): message is PackProblem {
  return Object.hasOwn(packMessages, message);
}

/** The API's words for a schema issue: a pack code's text, any other message as it is. */
export function packIssueMessage(message: string): string {
  return isPackProblem(message) ? packMessages[message] : message;
}

export const draftTag = "draft";
export const maxPrompts = 500;
/** The longest text each field takes; the editor's fields count up to it. */
export const packTextMax = { name: 60, description: 300, author: 40, prompt: 280 } as const;
const maxTags = 10;
/** Published packs a free account may have at once; drafts are unlimited. */
export const freePublishedPackLimit = 3;
/** The name a pack list shows for a pack that has none. */
export const unnamedPack = "Unnamed Pack";

function requiredText(required: PackProblem, max: number, tooLong: PackProblem) {
  return storableString({ error: required }).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(max, tooLong),
  );
}

export const packMetadataSchema = z.object({
  name: requiredText("nameRequired", packTextMax.name, "nameTooLong"),
  description: requiredText("descriptionRequired", packTextMax.description, "descriptionTooLong"),
  author: requiredText("authorRequired", packTextMax.author, "authorTooLong"),
  explicit: z._default(z.boolean(), false),
  alcohol: z._default(z.boolean(), false),
  /** The language the prompts are written in; files from before it existed are English. */
  language: z._default(z.enum(supportedLanguages, "languageInvalid"), defaultLanguage),
  tags: z._default(
    z.pipe(
      z
        .array(
          z
            .string()
            .check(z.trim(), z.toLowerCase(), z.regex(/^[\p{L}\p{N}-]{1,24}$/u, "tagInvalid")),
        )
        .check(
          z.refine((tags) => tags.filter((tag) => tag !== draftTag).length <= maxTags, {
            message: "tooManyTags",
          }),
        ),
      z.transform((tags) => [...new Set(tags)]),
    ),
    [],
  ),
});

export const promptSchema = z.object({
  text: requiredText("promptTextRequired", packTextMax.prompt, "promptTooLong"),
});

export const packPromptsSchema = z
  .array(promptSchema, { error: "promptsRequired" })
  .check(z.minLength(1, "promptsRequired"), z.maxLength(maxPrompts, "tooManyPrompts"));

/** The body of POST /api/packs and PUT /api/packs/:id (docs/data-model.md#pack-file). */
export const authoredPackInputSchema = z.object({
  metadata: packMetadataSchema,
  prompts: packPromptsSchema,
});

export type AuthoredPackInput = z.infer<typeof authoredPackInputSchema>;

export function isDraft(tags: readonly string[]): boolean {
  return tags.includes(draftTag);
}

/** Saving as draft adds the 'draft' tag; saving finished removes it. */
export function withDraftTag(tags: readonly string[], draft: boolean): string[] {
  const others = tags.filter((tag) => tag !== draftTag);
  return draft ? [...others, draftTag] : others;
}

/** An authored pack as exported and shared (docs/data-model.md#pack-file). */
export interface AuthoredPackFile {
  metadata: {
    name: string;
    id: string;
    description: string;
    author: string;
    explicit: boolean;
    alcohol: boolean;
    language: Language;
    creation_date: string;
    tags: string[];
  };
  prompts: { text: string }[];
  likes: number;
  plays: number;
  lastUpdated: string;
}

/** A community list's entry for a pack (docs/data-model.md#pack-list-entry). */
export interface PackListEntry {
  packName: string;
  packId: string;
  filePath: string;
  fileUrl: string;
  description: string;
  author: string;
  explicit: boolean;
  alcohol: boolean;
  language: Language;
  tags: string[];
  likes: number;
  plays: number;
  creation_date: string;
}
