import { z } from "zod";
import { storableString } from "#app/features/http/storable-string.ts";

// SPEC §5's messages, word for word: the wizard and the API show the same ones.
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
const maxTags = 10;
/** Published packs a free account may have at once (DESIGN.md §5); drafts are unlimited. */
export const freePublishedPackLimit = 3;
/** SPEC §3 pack list entry: the name shown when a pack has none. */
export const unnamedPack = "Unnamed Pack";

function requiredText(required: string, max: number, tooLong: string) {
  return storableString({ error: required }).trim().min(1, required).max(max, tooLong);
}

export const packMetadataSchema = z.object({
  name: requiredText(packMessages.nameRequired, 60, packMessages.nameTooLong),
  description: requiredText(packMessages.descriptionRequired, 300, packMessages.descriptionTooLong),
  author: requiredText(packMessages.authorRequired, 40, packMessages.authorTooLong),
  explicit: z.boolean().default(false),
  alcohol: z.boolean().default(false),
  tags: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[\p{L}\p{N}-]{1,24}$/u, packMessages.tagInvalid),
    )
    .refine((tags) => tags.filter((tag) => tag !== draftTag).length <= maxTags, {
      message: packMessages.tooManyTags,
    })
    .transform((tags) => [...new Set(tags)])
    .default([]),
});

export const promptSchema = z.object({
  text: requiredText(packMessages.promptTextRequired, 280, packMessages.promptTooLong),
});

export const packPromptsSchema = z
  .array(promptSchema, { error: packMessages.promptsRequired })
  .min(1, packMessages.promptsRequired)
  .max(maxPrompts, packMessages.tooManyPrompts);

/** The body of POST /api/packs and PUT /api/packs/:id (DESIGN.md §7). */
export const authoredPackInputSchema = z.object({
  metadata: packMetadataSchema,
  prompts: packPromptsSchema,
});

export type AuthoredPackInput = z.infer<typeof authoredPackInputSchema>;

export function isDraft(tags: readonly string[]): boolean {
  return tags.includes(draftTag);
}

/** SPEC §4: saving as draft adds the 'draft' tag; saving finished removes it. */
export function withDraftTag(tags: readonly string[], draft: boolean): string[] {
  const others = tags.filter((tag) => tag !== draftTag);
  return draft ? [...others, draftTag] : others;
}

/** SPEC §3 Authored pack, as exported and shared. */
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

/** SPEC §3 pack list entry, with what a community list shows. */
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
