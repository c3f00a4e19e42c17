import { z } from "zod/mini";
import { storableString } from "#app/utils/http/storable-string.ts";

export const dareMaxLength = 160;

/** Why a written dare isn't stored, as a code the page words (`print:dared.problems`). */
export const dareProblems = [
  "required",
  "tooShort",
  "tooLong",
  "noLinks",
  "unstorable",
  "rateLimited",
] as const;

export type DareProblem = (typeof dareProblems)[number];

export function isDareProblem(code: unknown): code is DareProblem {
  return dareProblems.some((problem) => problem === code);
}

const problem = (code: DareProblem) => code;

/** The form that stores a written dare: the page checks with it, and the server again. */
export const writtenDareSchema = z.object({
  dare: storableString({ error: problem("required") }, problem("unstorable")).check(
    z.trim(),
    z.minLength(1, problem("required")),
    z.minLength(5, problem("tooShort")),
    z.maxLength(dareMaxLength, problem("tooLong")),
    // A dare link is shared with strangers' phones; a link inside it would make it a lure.
    z.refine((text) => !/(https?:\/\/|www\.)/i.test(text), problem("noLinks")),
  ),
});

/** What `?dare=` may hold: a built-in card id or a stored dare's id. */
export const dareIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{3,24}$/));

/** The path of a dare's landing page. */
export function darePath(id: string): string {
  return `/misc/you-have-been-dared?dare=${encodeURIComponent(id)}`;
}
