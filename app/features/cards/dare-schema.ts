import { z } from "zod/mini";
import { storableString } from "#app/utils/http/storable-string.ts";

export const dareMaxLength = 160;

export const dareMessages = {
  required: "Write a dare first",
  tooShort: "A dare needs at least 5 characters",
  tooLong: `Keep the dare under ${dareMaxLength} characters`,
  noLinks: "Dares can't contain links",
  rateLimited: "That's a lot of dares. Try again in a little while.",
} as const;

/** The form that stores a written dare (and the server's check of it). */
export const writtenDareSchema = z.object({
  dare: storableString({ error: dareMessages.required }).check(
    z.trim(),
    z.minLength(1, dareMessages.required),
    z.minLength(5, dareMessages.tooShort),
    z.maxLength(dareMaxLength, dareMessages.tooLong),
    // A dare link is shared with strangers' phones; a link inside it would make it a lure.
    z.refine((text) => !/(https?:\/\/|www\.)/i.test(text), dareMessages.noLinks),
  ),
});

/** What `?dare=` may hold: a built-in card id or a stored dare's id. */
export const dareIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{3,24}$/));

/** The path of a dare's landing page. */
export function darePath(id: string): string {
  return `/misc/you-have-been-dared?dare=${encodeURIComponent(id)}`;
}
