import { z } from "zod/mini";
import { storableString } from "#app/utils/http/storable-string.ts";

// docs/errors.md#pack-validation, word for word: the wizard and the API show the same ones.
export const packMessages = {
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
} as const;

export const draftTag = "draft";
export const maxPrompts = 500;
/** The longest text each field takes; the editor's fields count up to it. */
export const packTextMax = { name: 60, description: 300, author: 40, prompt: 280 } as const;
const maxTags = 10;
/** Published packs a free account may have at once; drafts are unlimited. */
export const freePublishedPackLimit = 3;
/** The name a pack list shows for a pack that has none. */
export const unnamedPack = "Unnamed Pack";

function requiredText(required: string, max: number, tooLong: string) {
  return storableString({ error: required }).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(max, tooLong),
  );
}

export const packMetadataSchema = z.object({
  name: requiredText(packMessages.nameRequired, packTextMax.name, packMessages.nameTooLong),
  description: requiredText(
    packMessages.descriptionRequired,
    packTextMax.description,
    packMessages.descriptionTooLong,
  ),
  author: requiredText(packMessages.authorRequired, packTextMax.author, packMessages.authorTooLong),
  explicit: z._default(z.boolean(), false),
  alcohol: z._default(z.boolean(), false),
  tags: z._default(
    z.pipe(
      z
        .array(
          z
            .string()
            .check(
              z.trim(),
              z.toLowerCase(),
              z.regex(/^[\p{L}\p{N}-]{1,24}$/u, packMessages.tagInvalid),
            ),
        )
        .check(
          z.refine((tags) => tags.filter((tag) => tag !== draftTag).length <= maxTags, {
            message: packMessages.tooManyTags,
          }),
        ),
      z.transform((tags) => [...new Set(tags)]),
    ),
    [],
  ),
});

export const promptSchema = z.object({
  text: requiredText(
    packMessages.promptTextRequired,
    packTextMax.prompt,
    packMessages.promptTooLong,
  ),
});

export const packPromptsSchema = z
  .array(promptSchema, { error: packMessages.promptsRequired })
  .check(
    z.minLength(1, packMessages.promptsRequired),
    z.maxLength(maxPrompts, packMessages.tooManyPrompts),
  );

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
  tags: string[];
  likes: number;
  plays: number;
  creation_date: string;
}
